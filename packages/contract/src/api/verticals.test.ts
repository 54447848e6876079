import { describe, expect, it } from 'vitest';
import {
  CreateVerticalBody,
  ExtensionField,
  UpdateVerticalBody,
  VerticalMetadata,
  VerticalTagging,
} from './verticals.ts';

const issues = (r: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('vertical contents (spec 1 §3, §5)', () => {
  it('requires verticalId and Name, with the spec messages', () => {
    expect(issues(CreateVerticalBody.safeParse({ verticalId: ' ', name: '' }))).toEqual({
      verticalId: 'Vertical Id is required',
      name: 'Name is required',
    });
    expect(issues(CreateVerticalBody.safeParse({ name: 'x' }))).toEqual({ verticalId: 'Vertical Id is required' });
  });

  it('takes the JSON fields as JSON text, and refuses text that is not JSON', () => {
    const body = UpdateVerticalBody.parse({
      name: 'Retail',
      metadata: { accountCustomFields: '[{"label":"Region","property":"region","type":"list","values":["East"]}]' },
      tagging: { brandPreview: '', categories: [{ name: 'Shoes', categories: [{ name: 'Boots' }] }] },
    });
    expect(body.metadata.accountCustomFields).toEqual([
      { label: 'Region', property: 'region', type: 'list', values: ['East'], required: false },
    ]);
    expect(body.tagging.brandPreview).toEqual([]);
    expect(body.tagging.categories[0]?.categories[0]).toEqual({
      name: 'Boots',
      isHierarchy: false,
      categories: [],
      tags: [],
    });
    const bad = UpdateVerticalBody.safeParse({
      name: 'Retail',
      metadata: { retailerDataPermissions: '{nope' },
      tagging: { retailerColumns: '[', extensionFields: 'x' },
    });
    expect(issues(bad)).toEqual({
      'metadata.retailerDataPermissions': 'Retailer Data Permissions must be valid JSON',
      'tagging.retailerColumns': 'Retailer Columns must be valid JSON',
      'tagging.extensionFields': 'Extension Fields must be valid JSON',
    });
  });

  it('keeps report permission lists sorted, one value per line', () => {
    const m = VerticalMetadata.parse({ brandReportPermissions: 'sales\n  inventory \n\nsales\nbasket' });
    expect(m.brandReportPermissions).toEqual(['basket', 'inventory', 'sales']);
    expect(VerticalTagging.parse({ genders: 'Women\nMen' }).genders).toEqual(['Women', 'Men']);
  });

  it('takes a list edited as JSON too, sorted the same, and names a broken array', () => {
    const m = VerticalMetadata.parse({ brandReportPermissions: '["sales", "basket", "sales"]' });
    expect(m.brandReportPermissions).toEqual(['basket', 'sales']);
    expect(issues(VerticalMetadata.safeParse({ brandReportPermissions: '["sales",' }))).toEqual({
      brandReportPermissions: 'Brand Report Permissions must be valid JSON',
    });
    expect(VerticalTagging.safeParse({ genders: '[{"x":1}]' }).success).toBe(false);
  });

  it('fills every part of an empty vertical and turns absent pages off', () => {
    const body = UpdateVerticalBody.parse({ name: 'Empty', pages: { locations: true } });
    expect(body.pages.locations).toBe(true);
    expect(body.pages.retailerTagging).toBe(false);
    expect(body.tagging.standardColumns).toEqual({ gender: '', family: '', color: '' });
    expect(body.metadata.reportingTeam).toBe('');
  });
});

describe('category items (spec 3 §3)', () => {
  it('takes tags and the levels a category defines itself, each a name and values', () => {
    const [bags] = VerticalTagging.parse({
      categories: [
        {
          name: 'Bags',
          tags: 'gift\nimpulse',
          category2: { name: 'Bag Type', values: 'Tote\nBackpack' },
          category5: { name: 'Strap', values: [] },
        },
      ],
    }).categories;
    expect(bags).toEqual({
      name: 'Bags',
      isHierarchy: false,
      categories: [],
      tags: ['gift', 'impulse'],
      category2: { name: 'Bag Type', values: ['Tote', 'Backpack'] },
      category5: { name: 'Strap', values: [] },
    });
    expect(issues(VerticalTagging.safeParse({ categories: [{ name: 'Bags', category2: { values: [] } }] }))).toEqual({
      'categories.0.category2.name': 'Name is required',
    });
  });

  it('reads the children of a vertical saved under `children` as its categories', () => {
    const [shoes] = VerticalTagging.parse({
      categories: [{ name: 'Shoes', isHierarchy: true, children: [{ name: 'Boots' }] }],
    }).categories;
    expect(shoes?.categories.map((c) => c.name)).toEqual(['Boots']);
    expect(shoes).not.toHaveProperty('children');
  });

  it('defaults every isRequired flag to off and takes them one by one', () => {
    expect(VerticalTagging.parse({}).isRequired).toEqual({
      category: false,
      gender: false,
      family: false,
      color: false,
    });
    expect(VerticalTagging.parse({ isRequired: { family: true } }).isRequired.family).toBe(true);
  });
});

describe('category trees', () => {
  const tree = (levels: number) => {
    let node: { name: string; categories?: unknown[] } = { name: 'leaf' };
    for (let i = 1; i < levels; i++) node = { name: `level ${i}`, categories: [node] };
    return [node];
  };

  it('takes ten levels and refuses deeper trees before checking them (no stack exhaustion)', () => {
    expect(VerticalTagging.safeParse({ categories: tree(10) }).success).toBe(true);
    const deep = VerticalTagging.safeParse({ categories: tree(11) });
    expect(deep.error?.issues[0]?.message).toBe('Categories may be nested at most 10 levels deep');
    const hostile = VerticalTagging.safeParse({ categories: tree(50_000) });
    expect(hostile.success).toBe(false);
  });
});

describe('extension fields (spec 3 §3: type text or list)', () => {
  const field = (type: string) => ExtensionField.safeParse({ label: 'Width', type, values: [] });

  it('takes text and list', () => {
    expect(field('text').data?.type).toBe('text');
    expect(field('list').data?.type).toBe('list');
  });

  it("reads a vertical saved with a column's String or List as text or list", () => {
    expect(field('String').data?.type).toBe('text');
    expect(field('List').data?.type).toBe('list');
  });

  it('refuses any other type', () => {
    expect(field('number').success).toBe(false);
  });
});
