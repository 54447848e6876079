import type { Dataset } from '../shared/dataset.ts';
import type { GenCustomer, GenInventory, GenLocation, GenOrder, GenProduct } from '../shared/generate.ts';

/**
 * Generated records in the Lightspeed Retail (R-Series) V3 shape (reference source-apis.md §4):
 * numbers as strings, `timeStamp` with an offset, relations nested under their own keys and only
 * when `load_relations` asks for them, and a one-element list sent as a bare object.
 */

const lsTime = (iso: string) => iso.replace(/Z$/, '+00:00');
const num = (value: number) => value.toFixed(2);

/** Lightspeed sends a list of one as a bare object and an empty list as no key at all. */
export function lsList<T>(key: string, items: T[]): Record<string, T | T[]> {
  if (items.length === 0) return {};
  return { [key]: items.length === 1 ? items[0]! : items };
}

export const REGISTER_OF = (order: GenOrder) => String(1 + (order.id % 3));

export function saleNode(order: GenOrder, data: Dataset, relations: string[]) {
  const isWeb = order.channel === 'web';
  const node: Record<string, unknown> = {
    saleID: String(order.id),
    timeStamp: lsTime(order.updatedAt),
    createTime: lsTime(order.createdAt),
    completeTime: order.status === 'pending' ? '' : lsTime(order.createdAt),
    completed: order.status === 'pending' ? 'false' : 'true',
    voided: order.status === 'refunded' ? 'true' : 'false',
    // web orders come in from the e-commerce channel with its reference
    referenceNumber: isWeb ? `WEB-${order.number}` : '',
    referenceNumberSource: isWeb ? 'ecom' : '',
    calcDiscount: num(order.discount),
    total: num(order.total),
    customerID: String(order.customerId ?? 0),
    shopID: String(order.locationId ?? 1),
    registerID: REGISTER_OF(order),
    employeeID: isWeb ? '99' : String(1 + (order.id % 5)),
  };
  if (relations.includes('SaleLines')) {
    const lines = order.lines.map((line) => {
      const product = data.products.get(line.productId);
      const saleLine: Record<string, unknown> = {
        saleLineID: String(line.id),
        itemID: String(line.productId),
        unitQuantity: String(line.quantity),
        unitPrice: num(line.price),
        calcTotal: num(line.price * line.quantity),
      };
      if (relations.includes('SaleLines.Item') && product) {
        saleLine.Item = {
          itemID: String(product.id),
          systemSku: String(210_000_000_000 + product.id),
          customSku: product.sku,
          upc: product.upc,
          description: product.title,
        };
      }
      return saleLine;
    });
    node.SaleLines = lsList('SaleLine', lines);
  }
  if (relations.includes('SalePayments')) {
    const payment = isWeb ? { name: 'Web Payment', type: 'ecom' } : { name: 'Credit Card', type: 'credit card' };
    node.SalePayments = lsList('SalePayment', [{ amount: num(order.total), PaymentType: payment }]);
  }
  return node;
}

export function customerNode(customer: GenCustomer, relations: string[]) {
  const node: Record<string, unknown> = {
    customerID: String(customer.id),
    firstName: customer.firstName,
    lastName: customer.lastName,
    createTime: lsTime(customer.createdAt),
    timeStamp: lsTime(customer.updatedAt),
  };
  if (relations.includes('Contact')) {
    node.Contact = {
      noEmail: customer.acceptsMarketing ? 'false' : 'true',
      Emails: lsList('ContactEmail', [{ address: customer.email, useType: 'Primary' }]),
      Phones: lsList('ContactPhone', [{ number: customer.phone, useType: 'Mobile' }]),
    };
  }
  return node;
}

export function itemNode(product: GenProduct, relations: string[]) {
  const node: Record<string, unknown> = {
    itemID: String(product.id),
    systemSku: String(210_000_000_000 + product.id),
    customSku: product.sku,
    upc: product.upc,
    description: product.title,
    timeStamp: lsTime(product.updatedAt),
    Prices: lsList('ItemPrice', [{ amount: num(product.price), useType: 'Default' }]),
  };
  if (relations.includes('Manufacturer')) node.Manufacturer = { name: product.brand };
  if (relations.includes('Category')) node.Category = { name: product.category };
  return node;
}

export function shopNode(location: GenLocation) {
  return {
    shopID: String(location.id),
    name: location.name,
    timeZone: 'US/Eastern',
    timeStamp: lsTime(location.updatedAt),
    Contact: {
      Addresses: lsList('ContactAddress', [
        { address1: location.street1, city: location.city, state: location.state, zip: location.zip },
      ]),
    },
  };
}

export function itemShopNode(level: GenInventory) {
  return {
    itemShopID: String(level.id),
    itemID: String(level.productId),
    shopID: String(level.locationId),
    qoh: String(level.quantity),
    timeStamp: lsTime(level.updatedAt),
  };
}
