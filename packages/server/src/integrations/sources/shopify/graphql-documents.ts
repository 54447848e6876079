/**
 * The GraphQL documents the Shopify source sends (reference source-apis.md §1). Lists are Relay
 * connections read with first/after; the "updated since" ones are sorted by UPDATED_AT and filtered
 * with the search syntax in `$query`.
 */

const PAGE_INFO = 'pageInfo { hasNextPage endCursor }';
const MONEY = 'shopMoney { amount currencyCode }';

export const SHOP_QUERY = 'query Shop { shop { name } }';

const LINE_FIELDS = `id name sku quantity originalUnitPriceSet { ${MONEY} } variant { id barcode }`;

/**
 * An order's own fields; `staffMember` (the salesperson) only when the source asks for it
 * (isGqlSalespersonFetchEnabled): it costs a point per order and needs the staff scope.
 */
const orderFields = (
  salesperson: boolean,
) => `id name email createdAt updatedAt sourceName displayFinancialStatus currencyCode
      retailLocation { id }
      customer { id }
      totalPriceSet { ${MONEY} }
      totalDiscountsSet { ${MONEY} }${salesperson ? '\n      staffMember { id }' : ''}`;

/**
 * A page of orders with the first `$lines` lines of each; an order with more gets the rest through
 * ORDER_LINES_QUERY. `$first` and `$lines` are chosen from the query's cost (sync.ts).
 */
export const ordersQuery = (
  salesperson: boolean,
) => `query Orders($first: Int!, $lines: Int!, $after: String, $query: String) {
  orders(first: $first, after: $after, query: $query, sortKey: UPDATED_AT) {
    nodes {
      ${orderFields(salesperson)}
      lineItems(first: $lines) { nodes { ${LINE_FIELDS} } ${PAGE_INFO} }
    }
    ${PAGE_INFO}
  }
}`;

/** The rest of one order's lines, after the page the orders query carried. */
export const ORDER_LINES_QUERY = `query OrderLines($id: ID!, $first: Int!, $after: String) {
  order(id: $id) {
    lineItems(first: $first, after: $after) { nodes { ${LINE_FIELDS} } ${PAGE_INFO} }
  }
}`;

/**
 * The first history load as one bulk operation (shopify.dev/docs/api/usage/bulk-operations/queries):
 * no page sizes (a bulk query reads every node of every connection) and no cost limit; the lines
 * come back as JSONL rows of their own carrying `__parentId`.
 */
export const bulkOrdersQuery = (salesperson: boolean, search: string) => `{
  orders(query: ${JSON.stringify(search)}, sortKey: UPDATED_AT) {
    edges { node {
      ${orderFields(salesperson)}
      lineItems { edges { node { ${LINE_FIELDS} } } }
    } }
  }
}`;

export const bulkCustomersQuery = (search: string) => `{
  customers(query: ${JSON.stringify(search)}, sortKey: UPDATED_AT) {
    edges { node { ${CUSTOMER_FIELDS} } }
  }
}`;

export const bulkProductsQuery = (search: string) => `{
  products(query: ${JSON.stringify(search)}, sortKey: UPDATED_AT) {
    edges { node {
      ${PRODUCT_FIELDS}
      variants { edges { node { ${VARIANT_FIELDS} } } }
    } }
  }
}`;

export const BULK_RUN_MUTATION = `mutation BulkRun($query: String!) {
  bulkOperationRunQuery(query: $query) {
    bulkOperation { id status }
    userErrors { field message }
  }
}`;

export const BULK_STATUS_QUERY = `query BulkStatus($id: ID!) {
  node(id: $id) {
    ... on BulkOperation { id status errorCode createdAt completedAt objectCount url }
  }
}`;

export interface BulkOperationNode {
  id: string;
  status: 'CREATED' | 'RUNNING' | 'COMPLETED' | 'FAILED' | 'CANCELED' | 'CANCELING' | 'EXPIRED';
  errorCode: string | null;
  createdAt: string;
  completedAt: string | null;
  objectCount: string;
  url: string | null;
}

const CUSTOMER_FIELDS =
  'id email firstName lastName phone createdAt updatedAt emailMarketingConsent { marketingState }';
const PRODUCT_FIELDS = 'id title vendor productType tags updatedAt';

export const CUSTOMERS_QUERY = `query Customers($first: Int!, $after: String, $query: String) {
  customers(first: $first, after: $after, query: $query, sortKey: UPDATED_AT) {
    nodes { ${CUSTOMER_FIELDS} }
    ${PAGE_INFO}
  }
}`;

const VARIANT_FIELDS = 'id title sku barcode price selectedOptions { name value }';

/** Products with their first `$variants` variants; a product with more gets the rest through PRODUCT_VARIANTS_QUERY. */
export const PRODUCTS_QUERY = `query Products($first: Int!, $variants: Int!, $after: String, $query: String) {
  products(first: $first, after: $after, query: $query, sortKey: UPDATED_AT) {
    nodes {
      ${PRODUCT_FIELDS}
      variants(first: $variants) { nodes { ${VARIANT_FIELDS} } ${PAGE_INFO} }
    }
    ${PAGE_INFO}
  }
}`;

export const LOCATIONS_QUERY = `query Locations($first: Int!, $after: String) {
  locations(first: $first, after: $after) {
    nodes {
      id name isActive createdAt deactivatedAt shipsInventory
      address { address1 address2 city provinceCode zip }
    }
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

export const PRODUCT_VARIANTS_QUERY = `query ProductVariants($id: ID!, $first: Int!, $after: String) {
  product(id: $id) {
    variants(first: $first, after: $after) { nodes { ${VARIANT_FIELDS} } ${PAGE_INFO} }
  }
}`;

/** The salesperson check: Order.staffMember needs its own scope (read_users). */
export const SALESPERSON_PROBE = 'query { orders(first: 1) { nodes { id staffMember { id } } } }';

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
  /** only when the query asked for it */
  staffMember?: { id: string } | null;
  lineItems: Connection<LineItemNode>;
}

export interface LineItemNode {
  id: string;
  name: string;
  sku: string | null;
  quantity: number;
  originalUnitPriceSet: Money;
  variant: { id: string; barcode: string | null } | null;
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
  /** the merchant's tags: the product's source tags for tagging rules */
  tags: string[];
  updatedAt: string;
  variants: Connection<VariantNode>;
}

export interface VariantNode {
  id: string;
  title: string;
  sku: string | null;
  barcode: string | null;
  price: string;
  selectedOptions: { name: string; value: string }[];
}

export interface LocationNode {
  id: string;
  name: string;
  isActive: boolean;
  createdAt?: string | null;
  deactivatedAt?: string | null;
  shipsInventory?: boolean | null;
  address: {
    address1: string | null;
    address2?: string | null;
    city: string | null;
    provinceCode: string | null;
    zip: string | null;
  } | null;
}

export interface InventoryLevelNode {
  id: string;
  updatedAt: string;
  item: { id: string; variant: { id: string } | null };
  quantities: { name: string; quantity: number }[];
}
