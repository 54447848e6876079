import { SOURCE_TYPE } from '@storelens/contract/domain/connectors';
import { expect } from 'vitest';
import type { PushContext } from '../connector.ts';
import type { CustomerRecord, OrderRecord, ProductRecord } from '../records.ts';
import { VendorError } from '../vendor-error.ts';

/** Test records for the destination tests; overrides change one field at a time. */
export const buildCustomer = (overrides: Partial<CustomerRecord> = {}): CustomerRecord => ({
  vendorId: 'c1',
  email: 'Ann.Lee@Example.com',
  firstName: 'Ann',
  lastName: 'Lee',
  phone: '+16505551212',
  acceptsMarketing: true,
  createdAt: '2024-01-02T10:00:00Z',
  updatedAt: '2024-03-01T10:00:00Z',
  ...overrides,
});

export const buildProduct = (overrides: Partial<ProductRecord> = {}): ProductRecord => ({
  vendorId: 'p1',
  name: 'Trail Shoe',
  sku: 'TS-1',
  upc: '012345678905',
  brand: 'Acme',
  category: 'Footwear',
  tags: ['Footwear'],
  size: '10',
  color: 'Blue',
  price: 120,
  updatedAt: '2024-03-01T10:00:00Z',
  ...overrides,
});

export const buildOrder = (overrides: Partial<OrderRecord> = {}): OrderRecord => ({
  vendorId: 'o1',
  orderNumber: '1001',
  customerVendorId: 'c1',
  email: 'ann.lee@example.com',
  locationVendorId: 'l1',
  channel: 'store',
  status: 'completed',
  currency: 'USD',
  total: 230,
  discount: 10,
  createdAt: '2024-03-02T15:30:00Z',
  updatedAt: '2024-03-02T15:30:00Z',
  lines: [
    {
      vendorId: 'o1-1',
      productVendorId: 'p1',
      sku: 'TS-1',
      upc: '012345678905',
      name: 'Trail Shoe',
      quantity: 2,
      price: 120,
    },
  ],
  ...overrides,
});

/** A retail source's push (RICS); tests of other order kinds override sourceType. */
export const CONTEXT: PushContext = { accountId: 7, sourceId: 42, sourceType: SOURCE_TYPE.rics };

/** Fast retries so the 429/5xx tests take milliseconds. */
export const FAST_RETRY = { attempts: 4, baseDelayMs: 5, maxDelayMs: 50 };

/** The VendorError a destination's check must fail with (a check that passes, or throws anything else, fails the test). */
export async function refusedCheck(check: Promise<void>): Promise<VendorError> {
  const err = await check.catch((e: unknown) => e);
  expect(err).toBeInstanceOf(VendorError);
  return err as VendorError;
}
