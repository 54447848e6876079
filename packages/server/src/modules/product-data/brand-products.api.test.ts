import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueProducts, tagRules } from '../../db/products.schema.ts';
import { buildAccount, buildVertical, catalogueRowsOf } from '../../test/factories.ts';
import { call, signInNewUser } from '../../test/identity-helpers.ts';
import { useTestContext } from '../../test/test-app.ts';

// the brand upload (its confirmation is the page's; here every rule of the file),
// brand mapping changing which retailer products are matched, and the product summaries.

const t = useTestContext();
let admin: string;
let manager: string;
let vertical: string;
let brand: number;
let retailer: number;

const HEADER = 'Upc,Name,Sku,Size,Width,Color,Style,Price,Cost,Image Url';
const CUSTOM = ',Custom Field 1,Custom Field 2,Custom Field 3,Custom Field 4,Custom Field 5';

function upload(accountId: number, content: string, cookie = admin) {
  const boundary = '----storelens-brand-upload';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="products.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/products/files/brand/${accountId}`,
    headers: { 'x-storelens-csrf': '1', 'content-type': `multipart/form-data; boundary=${boundary}`, cookie },
    payload,
  });
}

const productsOf = (accountId: number) => catalogueRowsOf(t.deps.database.db, accountId, 'upc');

beforeAll(async () => {
  const db = t.deps.database.db;
  vertical = (await buildVertical(db, { name: 'Run' })).id;
  brand = (
    await buildAccount(db, {
      verticalId: vertical,
      accountType: 'Brand',
      name: 'Acme Brand',
      settings: { brand: 'Acme' },
    })
  ).id;
  retailer = (await buildAccount(db, { verticalId: vertical, accountType: 'Retailer', name: 'Main Street' })).id;
  admin = await signInNewUser(t, { systemAccessLevel: 'admin' });
  manager = await signInNewUser(t, { systemAccessLevel: 'accountManager', hasAccounts: true });
});

describe('POST /products/files/brand/{accountId}', () => {
  it("upserts the brand's products by UPC, custom fields for all records", async () => {
    const first = await upload(
      brand,
      `${HEADER}${CUSTOM}\n012345678905,Trail Runner,TR-1,10,D,Black,Road,129.50,60,https://img.example/tr.png,Spring,,,,\n036000291452,Rain Shell,RS-1,M,,Blue,,89,,,,,,,\n`,
    );
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ products: 2, added: 2, updated: 0 });
    const again = await upload(brand, `${HEADER}\n012345678905,Trail Runner 2,TR-1,10,D,Black,Road,119,60,\n`);
    expect(again.json()).toEqual({ products: 1, added: 0, updated: 1 });
    const rows = await productsOf(brand);
    expect(rows.map((r) => [r.upc, r.name, r.price, r.origin])).toEqual([
      ['012345678905', 'Trail Runner 2', '119.00', 'upload'],
      ['036000291452', 'Rain Shell', '89.00', 'upload'],
    ]);
  });

  it.each([
    ['a wrong header', 'Name,Upc\nx,1', 'line 1', 'The first line must name the columns'],
    [
      'custom fields on some lines only',
      `${HEADER}\n012345678905,A,,,,,,,,,Extra\n`,
      'line 2',
      'This line has 11 columns',
    ],
    ['a missing UPC', `${HEADER}\n,A,,,,,,,,\n`, 'line 2, Upc', 'Upc is required'],
    ['a UPC that is no number', `${HEADER}\n12AB,A,,,,,,,,\n`, 'line 2, Upc', 'Upc must be 6 to 14 digits'],
    ['a missing name', `${HEADER}\n012345678905,,,,,,,,,\n`, 'line 2, Name', 'Name is required'],
    [
      'a price that is no number',
      `${HEADER}\n012345678905,A,,,,,,12.345,,\n`,
      'line 2, Price',
      'Price must be a number',
    ],
    [
      'an image URL that is no URL',
      `${HEADER}\n012345678905,A,,,,,,,,javascript:alert(1)\n`,
      'line 2, Image Url',
      'Image Url must start with http',
    ],
    [
      'a UPC twice',
      `${HEADER}\n012345678905,A,,,,,,,,\n012345678905,B,,,,,,,,\n`,
      'line 3, Upc',
      'Upc appears again: it is on line 2 already',
    ],
    ['no products', `${HEADER}\n`, 'line 1', 'The file has no products'],
  ])('refuses %s, naming line and column, and writes nothing', async (_label, content, field, message) => {
    const before = await productsOf(brand);
    const res = await upload(brand, content);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('InvalidFile');
    expect(res.json().fields[field]).toContain(message);
    expect(await productsOf(brand)).toEqual(before);
  });

  it('writes none of a file with one bad line among good ones', async () => {
    const before = await productsOf(brand);
    const res = await upload(brand, `${HEADER}\n099999999999,Good,,,,,,,,\n012345678905,Bad,,,,,,x,,\n`);
    expect(res.json().message).toBe('Line 3, Price: Price must be a number of at least 0 with at most 2 decimals');
    expect(await productsOf(brand)).toEqual(before);
  });

  it('is for Brand accounts, system users with data management, and needs a file', async () => {
    expect((await upload(retailer, `${HEADER}\n012345678905,A,,,,,,,,\n`)).json().error).toBe('AccountType');
    expect((await upload(brand, `${HEADER}\n012345678905,A,,,,,,,,\n`, manager)).statusCode).toBe(403);
    const none = await call(t, 'POST', `/api/products/files/brand/${brand}`, admin, {});
    expect([none.statusCode, none.json().message]).toEqual([400, 'A file is required']);
  });
});

describe('brand mapping and summaries', () => {
  beforeAll(async () => {
    const db = t.deps.database.db;
    const [rule] = await db
      .insert(tagRules)
      .values({ scope: 'account', accountId: retailer, name: 'Shoes', filters: [], category: 'Footwear', sortOrder: 1 })
      .returning();
    await db.insert(catalogueProducts).values([
      // matched by UPC (in Acme's catalogue)
      {
        accountId: retailer,
        origin: 'source',
        productKey: 's:1',
        name: 'TR',
        upc: '012345678905',
        brand: 'ACME Co',
        ruleId: rule!.id,
      },
      // matched once 'ACME Co' is mapped to Acme
      { accountId: retailer, origin: 'source', productKey: 's:2', name: 'Other', brand: 'ACME Co' },
      { accountId: retailer, origin: 'source', productKey: 's:3', name: 'Sock', brand: 'Woolly' },
      { accountId: retailer, origin: 'source', productKey: 's:4', name: 'Bag', brand: 'acme' },
    ]);
  });

  const summary = async () =>
    (await call(t, 'GET', `/api/products/adminSummary/${vertical}`, admin)).json().rows[0] as Record<string, unknown>;

  it('lists source brands, sorted by source brand, with search and the total', async () => {
    const res = await call(t, 'GET', '/api/products/brand/mappingSummary?take=100&skip=0', admin);
    expect(res.json().total).toBe(3);
    expect(res.json().brands.map((b: { sourceBrand: string }) => b.sourceBrand)).toEqual(['acme', 'ACME Co', 'Woolly']);
    const searched = await call(t, 'GET', '/api/products/brand/mappingSummary?search=wool', admin);
    expect(searched.json()).toMatchObject({ total: 1, brands: [{ sourceBrand: 'Woolly', destinationBrand: null }] });
    expect((await call(t, 'GET', '/api/products/brand/', admin)).json()).toEqual(['Acme']);
  });

  it('maps a source brand: its products count as matched from then on, and the dialog summaries', async () => {
    expect(await summary()).toMatchObject({
      name: 'Main Street',
      totalProducts: 4,
      matchedProducts: 2,
      categorizedProducts: 1,
    });
    const res = await call(t, 'PUT', `/api/products/brand/mapping/${encodeURIComponent('ACME Co')}`, admin, {
      destinationBrand: 'Acme',
    });
    expect(res.statusCode).toBe(200);
    expect(await summary()).toMatchObject({
      matchedProducts: 3,
      unmatchedProducts: 1,
      matchedPercent: 0.75,
      categorizedPercent: 0.25,
    });
    const enc = encodeURIComponent('ACME Co');
    expect((await call(t, 'GET', `/api/products/brand/accountSummary/${enc}`, admin)).json()).toEqual([
      { account: 'Main Street', count: 2 },
    ]);
    expect((await call(t, 'GET', `/api/products/brand/categorySummary/${enc}`, admin)).json()).toEqual([
      { category: 'Footwear', count: 1 },
      { category: 'Uncategorized', count: 1 },
    ]);
    expect((await call(t, 'GET', `/api/products/brand/preview/${enc}`, admin)).json()).toHaveLength(2);
    await call(t, 'PUT', `/api/products/brand/mapping/${enc}`, admin, { destinationBrand: null });
    expect(await summary()).toMatchObject({ matchedProducts: 2 });
  });

  it("summarises each brand's catalogue", async () => {
    const res = await call(t, 'GET', `/api/products/brandAdminSummary/${vertical}`, admin);
    expect(res.json()).toMatchObject({ total: 1, rows: [{ name: 'Acme', totalProducts: 2, matchedProducts: 1 }] });
    // spec 1 §3 'name (or brand)': the row names its brand, and the table sorts by it under either word
    expect(res.json().rows[0].brand).toBe('Acme');
    const byBrand = await call(
      t,
      'GET',
      `/api/products/brandAdminSummary/${vertical}?sortBy=brand&sortOrder=DESC`,
      admin,
    );
    expect(byBrand.statusCode, byBrand.body).toBe(200);
    expect(byBrand.json().rows.map((r: { brand: string }) => r.brand)).toEqual(['Acme']);
  });

  it('refuses users without data management', async () => {
    expect((await call(t, 'GET', '/api/products/brand/mappingSummary', manager)).statusCode).toBe(403);
    expect((await call(t, 'GET', `/api/products/adminSummary/${vertical}`, manager)).statusCode).toBe(403);
    expect((await call(t, 'GET', '/api/products/adminSummary/nosuch', admin)).statusCode).toBe(404);
  });
});
