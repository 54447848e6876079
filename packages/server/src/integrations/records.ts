/**
 * The warehouse's normalised records. Every source maps its vendor's objects to these; every
 * destination reads them. `vendorId` is the id in the source system and, with (account, source),
 * the upsert key, so a retried pull never duplicates.
 */
export type StreamName = 'customers' | 'orders' | 'products' | 'inventory' | 'locations';
export const STREAM_NAMES: readonly StreamName[] = ['customers', 'orders', 'products', 'inventory', 'locations'];

export interface CustomerRecord {
  vendorId: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  acceptsMarketing: boolean | null;
  createdAt: string | null;
  updatedAt: string;
  /**
   * The vendor's own named fields that a link's column mappings pick from (Heartland's customer
   * custom fields, by key); left out where the vendor has none.
   */
  attributes?: Record<string, string>;
}

export interface OrderLine {
  vendorId: string;
  productVendorId: string | null;
  sku: string | null;
  upc: string | null;
  name: string;
  quantity: number;
  price: number;
}

export interface OrderRecord {
  vendorId: string;
  orderNumber: string | null;
  customerVendorId: string | null;
  email: string | null;
  locationVendorId: string | null;
  /** 'web' for e-commerce orders, 'store' for point-of-sale (destinations may ignore web orders) */
  channel: 'web' | 'store';
  status: string | null;
  currency: string | null;
  total: number;
  discount: number;
  createdAt: string;
  updatedAt: string;
  lines: OrderLine[];
  /** the staff member who made the sale, where the source reads it (Shopify: isGqlSalespersonFetchEnabled) */
  salespersonVendorId?: string | null;
  /** the store owner the sale is reported under (RICS: the source's Store Owner Id), where set */
  storeOwnerId?: string;
}

export interface ProductRecord {
  vendorId: string;
  name: string;
  sku: string | null;
  upc: string | null;
  brand: string | null;
  category: string | null;
  /**
   * The vendor's own tags and category names for the product (they become the
   * catalogue's source tags); empty where the vendor's product has neither.
   */
  tags: string[];
  size: string | null;
  color: string | null;
  price: number | null;
  updatedAt: string;
  /**
   * The vendor's own named fields that a link's column mappings pick from (Heartland's item custom
   * fields by key; Runit's Dept, Gender, SubType and Typ; RICS's size-grid column and row);
   * left out where the vendor has none. link-mappings.ts reads them for each destination.
   */
  attributes?: Record<string, string>;
}

export interface InventoryRecord {
  vendorId: string;
  productVendorId: string;
  locationVendorId: string;
  quantity: number;
  updatedAt: string;
}

export interface LocationRecord {
  vendorId: string;
  name: string;
  street1: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  /**
   * What the vendor has of the Locations screen's other fields (contract Location), under the same
   * names: the second address line, 'Open' or 'Closed', the day it opened and closed (YYYY-MM-DD),
   * the location type (contract LOCATION_TYPES). Left out where the vendor has no such thing.
   */
  street2?: string | null;
  status?: 'Open' | 'Closed';
  openDate?: string | null;
  closeDate?: string | null;
  locationType?: string | null;
  updatedAt: string;
  /** the store owner the location belongs to (RICS: the source's Store Owner Id), where set */
  storeOwnerId?: string;
}

export interface RecordsByStream {
  customers: CustomerRecord;
  orders: OrderRecord;
  products: ProductRecord;
  inventory: InventoryRecord;
  locations: LocationRecord;
}
