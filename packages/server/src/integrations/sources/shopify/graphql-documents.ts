/**
 * The GraphQL documents the Shopify source sends (reference source-apis.md §1). Lists are Relay
 * connections read with first/after; the "updated since" ones are sorted by UPDATED_AT and filtered
 * with the search syntax in `$query`.
 */

const PAGE_INFO = 'pageInfo { hasNextPage endCursor }';
const MONEY = 'shopMoney { amount currencyCode }';

export const SHOP_QUERY = 'query Shop { shop { name } }';

export const ORDERS_QUERY = `query Orders($first: Int!, $after: String, $query: String) {
  orders(first: $first, after: $after, query: $query, sortKey: UPDATED_AT) {
    nodes {
      id name email createdAt updatedAt sourceName displayFinancialStatus currencyCode
      retailLocation { id }
      customer { id }
      totalPriceSet { ${MONEY} }
      totalDiscountsSet { ${MONEY} }
      lineItems(first: 100) { nodes { id name sku quantity originalUnitPriceSet { ${MONEY} } variant { id barcode } } }
    }
    ${PAGE_INFO}
  }
}`;

export const CUSTOMERS_QUERY = `query Customers($first: Int!, $after: String, $query: String) {
  customers(first: $first, after: $after, query: $query, sortKey: UPDATED_AT) {
    nodes { id email firstName lastName phone createdAt updatedAt emailMarketingConsent { marketingState } }
    ${PAGE_INFO}
  }
}`;

export const PRODUCTS_QUERY = `query Products($first: Int!, $after: String, $query: String) {
  products(first: $first, after: $after, query: $query, sortKey: UPDATED_AT) {
    nodes {
      id title vendor productType updatedAt
      variants(first: 100) { nodes { id title sku barcode price selectedOptions { name value } } }
    }
    ${PAGE_INFO}
  }
}`;

export const LOCATIONS_QUERY = `query Locations($first: Int!, $after: String) {
  locations(first: $first, after: $after) {
    nodes { id name isActive address { address1 city provinceCode zip } }
    ${PAGE_INFO}
  }
}`;

export const INVENTORY_QUERY = `query Inventory($id: ID!, $first: Int!, $after: String, $query: String) {
  location(id: $id) {
    inventoryLevels(first: $first, after: $after, query: $query) {
      nodes {
        id updatedAt
        item { id variant { id } }
        quantities(names: ["available"]) { name quantity }
      }
      ${PAGE_INFO}
    }
  }
}`;

/** Only the first check query needs each scope the sync uses: orders, customers, products, inventory, locations. */
export const SCOPE_PROBES = [
  'query { orders(first: 1) { nodes { id } } }',
  'query { customers(first: 1) { nodes { id } } }',
  'query { products(first: 1) { nodes { id } } }',
  'query { locations(first: 1) { nodes { id } } }',
];

export interface Money {
  shopMoney: { amount: string; currencyCode?: string };
}

export interface Connection<N> {
  nodes: N[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

export interface OrderNode {
  id: string;
  name: string;
  email: string | null;
  createdAt: string;
  updatedAt: string;
  sourceName: string | null;
  displayFinancialStatus: string | null;
  currencyCode: string;
  retailLocation: { id: string } | null;
  customer: { id: string } | null;
  totalPriceSet: Money;
  totalDiscountsSet: Money | null;
  lineItems: {
    nodes: {
      id: string;
      name: string;
      sku: string | null;
      quantity: number;
      originalUnitPriceSet: Money;
      variant: { id: string; barcode: string | null } | null;
    }[];
  };
}

export interface CustomerNode {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  createdAt: string;
  updatedAt: string;
  emailMarketingConsent: { marketingState: string } | null;
}

export interface ProductNode {
  id: string;
  title: string;
  vendor: string | null;
  productType: string | null;
  updatedAt: string;
  variants: {
    nodes: {
      id: string;
      title: string;
      sku: string | null;
      barcode: string | null;
      price: string;
      selectedOptions: { name: string; value: string }[];
    }[];
  };
}

export interface LocationNode {
  id: string;
  name: string;
  isActive: boolean;
  address: { address1: string | null; city: string | null; provinceCode: string | null; zip: string | null } | null;
}

export interface InventoryLevelNode {
  id: string;
  updatedAt: string;
  item: { id: string; variant: { id: string } | null };
  quantities: { name: string; quantity: number }[];
}
