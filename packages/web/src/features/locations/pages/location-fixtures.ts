import type { Location } from '@storelens/contract/api/locations';
import { retailerAccount } from '../../../test/fixtures.ts';

/** The retailer account the locations screens open in: its admin may open them (locations page on). */
export const shop = retailerAccount({ id: 8 });

export const location = (overrides: Partial<Location> = {}): Location => ({
  storeId: 'S-001',
  name: 'Main Street',
  street1: '1 Main St',
  street2: null,
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  status: 'Open',
  entityType: 'Independent',
  marketType: 'Urban',
  openDate: '2020-05-01',
  closeDate: null,
  locationType: 'Store',
  accountSourceId: 12,
  sourceName: 'Lightspeed',
  editedFields: [],
  ...overrides,
});
