import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDocument, requestedCost } from './graphql-cost.ts';
import { type ShopifyFake, startShopifyFake } from './shopify-fake.ts';
import { orderLines } from './shopify-nodes.ts';

let fake: ShopifyFake;
beforeAll(async () => {
  fake = await startShopifyFake({ orders: 30, throttle: { maximumAvailable: 100, restoreRate: 1 } });
});
afterAll(() => fake.close());

const post = (token: string, query: string, variables = {}) =>
  fetch(`${fake.url}/shops/demo-store/admin/api/2025-01/graphql.json`, {
    method: 'POST',
    headers: { 'x-shopify-access-token': token, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });

describe('Shopify fake envelopes (reference source-apis.md §1)', () => {
  it("answers a bad token with 401 and Shopify's body", async () => {
    const res = await post('shpat_wrong', '{ shop { name } }');
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toContain('Shopify API Authentication');
    expect(await res.json()).toEqual({
      errors: '[API] Invalid API key or access token (unrecognized login or wrong password)',
    });
  });

  it('pages a connection and reports the query cost', async () => {
    const query =
      'query Q($first: Int!, $after: String) { orders(first: $first, after: $after) { nodes { id } pageInfo { hasNextPage endCursor } } }';
    const res = await post(fake.credentials.accessToken, query, { first: 20 });
    const body = (await res.json()) as {
      data: { orders: { nodes: unknown[]; pageInfo: { hasNextPage: boolean } } };
      extensions: { cost: { requestedQueryCost: number; throttleStatus: { currentlyAvailable: number } } };
    };
    expect(body.data.orders.nodes).toHaveLength(20);
    expect(body.data.orders.pageInfo.hasNextPage).toBe(true);
    expect(body.extensions.cost.requestedQueryCost).toBe(22);
  });

  it('throttles with HTTP 200 and THROTTLED once the bucket is empty', async () => {
    const query = '{ orders(first: 90) { nodes { id } } }';
    const res = await post(fake.credentials.accessToken, query);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { errors: { extensions: { code: string } }[]; data?: unknown };
    expect(body.errors[0]!.extensions.code).toBe('THROTTLED');
    expect(body.data).toBeUndefined();
  });
});

describe("Shopify's calculated query cost", () => {
  it('prices objects 1, scalars 0, connections 2 + first × node, mutations 10', () => {
    const price = (query: string, variables = {}) => requestedCost(parseDocument(query)!, variables);
    expect(price('{ shop { name } }')).toBe(1);
    expect(price('query Q($n: Int!) { orders(first: $n) { nodes { id } pageInfo { hasNextPage } } }', { n: 20 })).toBe(
      22,
    );
    // each order: itself 1 + customer 1 + lineItems (2 + 10 × (line 1 + variant 1))
    expect(
      price(
        '{ orders(first: 5) { edges { node { id customer { id } lineItems(first: 10) { nodes { id variant { id } } } } } } }',
      ),
    ).toBe(2 + 5 * (1 + 1 + (2 + 10 * 2)));
    expect(
      price(
        'mutation { bulkOperationRunQuery(query: "{ orders { edges { node { id } } } }") { bulkOperation { id } } }',
      ),
    ).toBe(10);
  });

  it("refuses a query over 1,000 points with Shopify's MAX_COST_EXCEEDED body", async () => {
    const fake = await startShopifyFake({ orders: 5, throttle: null });
    try {
      const res = await fetch(`${fake.url}/admin/api/2025-01/graphql.json`, {
        method: 'POST',
        headers: { 'x-shopify-access-token': fake.credentials.accessToken, 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ orders(first: 250) { nodes { lineItems(first: 100) { nodes { id } } } } }' }),
      });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { errors: { message: string; extensions: Record<string, unknown> }[] };
      const cost = 2 + 250 * (1 + 2 + 100);
      expect(body.errors[0]!.message).toMatch(
        new RegExp(`^Query cost is ${cost}, which exceeds the single query max cost limit \\(1000\\)`),
      );
      expect(body.errors[0]!.extensions).toMatchObject({ code: 'MAX_COST_EXCEEDED', cost, maxCost: 1000 });
      expect(body).not.toHaveProperty('extensions');
      expect(fake.stats.overCost).toBe(1);
    } finally {
      await fake.close();
    }
  });
});

describe('Shopify bulk operations', () => {
  it('runs, reports RUNNING then COMPLETED, and serves a JSONL file with children below their parent', async () => {
    // the run lasts until the test finishes it: a fixed 50 ms could be over before the second call
    // on a busy machine, which then found nothing in progress
    const fake = await startShopifyFake({ orders: 12, longOrders: { every: 3, max: 8 }, bulk: { runMs: 600_000 } });
    try {
      const call = async (query: string, variables = {}) => {
        const res = await fetch(`${fake.url}/admin/api/2025-01/graphql.json`, {
          method: 'POST',
          headers: { 'x-shopify-access-token': fake.credentials.accessToken, 'content-type': 'application/json' },
          body: JSON.stringify({ query, variables }),
        });
        return (await res.json()) as {
          data: Record<string, Record<string, unknown>>;
          extensions: { cost: { requestedQueryCost: number } };
        };
      };
      const bulkQuery = '{ orders { edges { node { id lineItems { edges { node { id } } } } } } }';
      const run = await call(
        'mutation R($q: String!) { bulkOperationRunQuery(query: $q) { bulkOperation { id status } userErrors { message } } }',
        { q: bulkQuery },
      );
      expect(run.extensions.cost.requestedQueryCost).toBe(10);
      const id = (run.data.bulkOperationRunQuery!.bulkOperation as { id: string }).id;
      const again = await call(
        'mutation R($q: String!) { bulkOperationRunQuery(query: $q) { bulkOperation { id } userErrors { message } } }',
        { q: bulkQuery },
      );
      expect((again.data.bulkOperationRunQuery!.userErrors as { message: string }[])[0]!.message).toMatch(
        /already in progress/,
      );
      const status = 'query S($id: ID!) { node(id: $id) { ... on BulkOperation { id status url } } }';
      expect((await call(status, { id })).data.node).toMatchObject({ status: 'RUNNING', url: null });
      fake.bulk.set(id, 'COMPLETED');
      const done = (await call(status, { id })).data.node as { status: string; url: string };
      expect(done.status).toBe('COMPLETED');
      const rows = (await (await fetch(done.url)).text())
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { id: string; __parentId?: string });
      const parents = rows.filter((row) => !row.__parentId);
      expect(parents).toHaveLength(12);
      let current = '';
      for (const row of rows) {
        if (!row.__parentId) current = row.id;
        else expect(row.__parentId).toBe(current);
      }
      const order3 = fake.data.orders.get(3)!;
      expect(rows.filter((row) => row.__parentId === 'gid://shopify/Order/3')).toHaveLength(
        orderLines(order3, fake.data, { every: 3, max: 8 }).length,
      );
    } finally {
      await fake.close();
    }
  });
});

describe('cached answers (benchmarks)', () => {
  it('never caches a bulk operation: its status moves on', async () => {
    const fake = await startShopifyFake({ orders: 5, throttle: null, cacheResponses: true, bulk: { runMs: 600_000 } });
    try {
      const call = async (query: string, variables = {}) => {
        const res = await fetch(`${fake.url}/admin/api/2025-01/graphql.json`, {
          method: 'POST',
          headers: { 'x-shopify-access-token': fake.credentials.accessToken, 'content-type': 'application/json' },
          body: JSON.stringify({ query, variables }),
        });
        return (await res.json()) as { data: Record<string, { status?: string; bulkOperation?: { id: string } }> };
      };
      const run = await call(
        'mutation { bulkOperationRunQuery(query: "{ orders { edges { node { id } } } }") { bulkOperation { id } } }',
      );
      const id = run.data.bulkOperationRunQuery!.bulkOperation!.id;
      const status = 'query S($id: ID!) { node(id: $id) { ... on BulkOperation { status } } }';
      expect((await call(status, { id })).data.node!.status).toBe('RUNNING');
      // finished by hand, not by a short runMs that a busy machine could outrun before the first look
      fake.bulk.set(id, 'COMPLETED');
      expect((await call(status, { id })).data.node!.status).toBe('COMPLETED');
    } finally {
      await fake.close();
    }
  });
});

describe('answers hold only the selected fields (as GraphQL does)', () => {
  const call = async (fake: ShopifyFake, query: string, variables = {}) => {
    const res = await fetch(`${fake.url}/admin/api/2025-01/graphql.json`, {
      method: 'POST',
      headers: { 'x-shopify-access-token': fake.credentials.accessToken, 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as {
      data?: Record<string, Record<string, unknown>>;
      errors?: { message: string; path?: string[]; extensions: Record<string, unknown> }[];
    };
  };

  it('leaves out a field the query does not select (a product without `tags` has no tags)', async () => {
    const fake = await startShopifyFake({ products: 3, throttle: null });
    try {
      const body = await call(
        fake,
        '{ products(first: 2) { nodes { id title variants(first: 1) { nodes { sku } } } } }',
      );
      const nodes = body.data!.products!.nodes as Record<string, unknown>[];
      expect(nodes).toHaveLength(2);
      for (const node of nodes) {
        expect(Object.keys(node).sort()).toEqual(['id', 'title', 'variants']);
        expect(node).not.toHaveProperty('tags');
        expect(node.variants).toEqual({ nodes: [{ sku: expect.any(String) }] });
      }
      expect(body.data!.products).not.toHaveProperty('pageInfo');
      const withTags = await call(fake, '{ products(first: 1) { nodes { tags } } }');
      expect((withTags.data!.products!.nodes as { tags: unknown }[])[0]!.tags).toEqual(fake.data.products.get(1)!.tags);
    } finally {
      await fake.close();
    }
  });

  it('answers aliases, __typename and edges { cursor node }; a cursor pages on', async () => {
    const fake = await startShopifyFake({ orders: 4, throttle: null });
    try {
      const body = await call(
        fake,
        `{ recent: orders(first: 2) { __typename edges { __typename cursor node { __typename number: name
            lines: lineItems(first: 1) { edges { node { __typename id } } } } } pageInfo { hasNextPage } } }`,
      );
      const recent = body.data!.recent as {
        __typename: string;
        edges: { __typename: string; cursor: string; node: Record<string, unknown> }[];
      };
      expect(body.data).not.toHaveProperty('orders');
      expect(recent.__typename).toBe('OrderConnection');
      expect(recent.edges).toHaveLength(2);
      expect(recent.edges[0]!.__typename).toBe('OrderEdge');
      expect(recent.edges[0]!.node).toEqual({
        __typename: 'Order',
        number: expect.stringMatching(/^#/),
        lines: {
          edges: [{ node: { __typename: 'LineItem', id: expect.stringMatching(/^gid:\/\/shopify\/LineItem\//) } }],
        },
      });
      const next = await call(fake, 'query N($after: String) { orders(first: 10, after: $after) { nodes { id } } }', {
        after: recent.edges[0]!.cursor,
      });
      expect(next.data!.orders!.nodes).toHaveLength(3);
    } finally {
      await fake.close();
    }
  });

  it("refuses a field its type lacks with Shopify's undefinedField error, charging nothing", async () => {
    const fake = await startShopifyFake({ customers: 2 });
    try {
      const before = fake.bucketStatus().currentlyAvailable;
      const body = await call(fake, '{ customers(first: 1) { nodes { id shoeSize } } }');
      expect(body.data).toBeUndefined();
      expect(body.errors![0]).toMatchObject({
        message: "Field 'shoeSize' doesn't exist on type 'Customer'",
        path: ['customers', 'nodes', 'shoeSize'],
        extensions: { code: 'undefinedField', typeName: 'Customer', fieldName: 'shoeSize' },
      });
      expect(fake.bucketStatus().currentlyAvailable).toBeGreaterThanOrEqual(before);
    } finally {
      await fake.close();
    }
  });

  it('writes a bulk file with only the selected fields, `__parentId` on child rows; refuses a field it lacks', async () => {
    const fake = await startShopifyFake({ products: 3, throttle: null, bulk: { runMs: 0 } });
    try {
      const run = (query: string) =>
        call(
          fake,
          'mutation R($q: String!) { bulkOperationRunQuery(query: $q) { bulkOperation { id } userErrors { field message } } }',
          { q: query },
        );
      const bad = await run('{ products { edges { node { id colour } } } }');
      expect(bad.data!.bulkOperationRunQuery).toEqual({
        bulkOperation: null,
        userErrors: [{ field: ['query'], message: "Field 'colour' doesn't exist on type 'Product'" }],
      });
      const ok = await run('{ products { edges { node { id title variants { edges { node { sku } } } } } } }');
      const id = (ok.data!.bulkOperationRunQuery!.bulkOperation as { id: string }).id;
      const status = await call(fake, 'query S($id: ID!) { node(id: $id) { ... on BulkOperation { url } } }', { id });
      const rows = (await (await fetch(status.data!.node!.url as string)).text())
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(rows).toHaveLength(6);
      expect(Object.keys(rows[0]!).sort()).toEqual(['id', 'title']);
      expect(rows[1]).toEqual({ sku: fake.data.products.get(1)!.sku, __parentId: rows[0]!.id });
    } finally {
      await fake.close();
    }
  });
});
