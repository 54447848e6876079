import { requiredFieldErrors, TagRuleBody } from '@storelens/contract/api/product-tagging';
import type { TaggingCategory } from '@storelens/contract/api/verticals';
import { describe, expect, it } from 'vitest';
import {
  addValues,
  categoryLevel,
  categoryTags,
  deeperCategoryFields,
  emptyFilter,
  filterForColumn,
  filterTypesFor,
  sortValues,
  splitMultipleValues,
  toFormValues,
} from './tag-rule-form-values.ts';
import { columnLabel, previewCell, retagProgressText, unusedSourceTagsFileText } from './tagging-text.ts';

const leaf = (name: string, tags: string[] = []): TaggingCategory => ({
  name,
  isHierarchy: false,
  categories: [],
  tags,
});

const CATEGORIES: TaggingCategory[] = [
  {
    name: 'Footwear',
    isHierarchy: true,
    tags: ['footwear'],
    categories: [
      { name: 'Running', isHierarchy: true, tags: ['run', 'footwear'], categories: [leaf('Road', ['road'])] },
      leaf('Trail'),
    ],
  },
  {
    // not hierarchical: its deeper levels are its own, each with a label and values
    ...leaf('Accessories', ['gift']),
    category2: { name: 'Kind', values: ['Bags', 'Hats'] },
    category3: { name: 'Material', values: ['Canvas', 'Leather'] },
  },
];

const STRING = { name: 'Vendor', value: 'vendor', type: 'String' as const, values: [] };
const LIST = { name: 'Class', value: 'class', type: 'List' as const, values: ['Seasonal', 'core'] };

const choices = (chosen: string[], level: number) => categoryLevel(CATEGORIES, chosen, level).options;

describe('category levels (spec 3 §3, §4)', () => {
  it('offers the top categories, then the children of the hierarchical category chosen above', () => {
    expect(categoryLevel(CATEGORIES, [], 0)).toEqual({ label: 'Category 1', options: ['Footwear', 'Accessories'] });
    expect(categoryLevel(CATEGORIES, ['Footwear'], 1)).toEqual({ label: 'Category 2', options: ['Running', 'Trail'] });
    expect(choices(['Footwear', 'Running'], 2)).toEqual(['Road']);
  });

  it("below a category that is not hierarchical, the levels are the category's own definition", () => {
    expect(categoryLevel(CATEGORIES, ['Accessories'], 1)).toEqual({ label: 'Kind', options: ['Bags', 'Hats'] });
    expect(categoryLevel(CATEGORIES, ['Accessories', 'Hats'], 2)).toEqual({
      label: 'Material',
      options: ['Canvas', 'Leather'],
    });
    // a level it does not define is empty, under the default label
    expect(categoryLevel(CATEGORIES, ['Accessories', 'Hats', 'Canvas'], 3)).toEqual({
      label: 'Category 4',
      options: [],
    });
  });

  it('offers nothing below a level that is not chosen or has no children', () => {
    expect(choices([''], 1)).toEqual([]);
    expect(choices(['Footwear', 'Trail'], 2)).toEqual([]);
    expect(choices(['Unknown'], 1)).toEqual([]);
  });

  it("offers the tags of the chosen path's categories, without repeats", () => {
    expect(categoryTags(CATEGORIES, [])).toEqual([]);
    expect(categoryTags(CATEGORIES, ['Footwear'])).toEqual(['footwear']);
    expect(categoryTags(CATEGORIES, ['Footwear', 'Running', 'Road'])).toEqual(['footwear', 'run', 'road']);
    expect(categoryTags(CATEGORIES, ['Accessories', 'Hats'])).toEqual(['gift']);
  });

  it('changing a level clears every deeper one', () => {
    expect(deeperCategoryFields(0)).toEqual(['category2', 'category3', 'category4', 'category5']);
    expect(deeperCategoryFields(3)).toEqual(['category5']);
    expect(deeperCategoryFields(4)).toEqual([]);
  });
});

describe('column filters (spec 3 §3–§5)', () => {
  it('offers filter types by column type', () => {
    expect(filterTypesFor(STRING)).toEqual(['begins', 'ends', 'contains', 'not-contains', 'equals']);
    expect(filterTypesFor(LIST)).toEqual(['in', 'not-in']);
    expect(filterTypesFor(undefined)).toEqual([]);
  });

  it('resets the values on a new column: one empty entry for String, none for List', () => {
    const before = { column: 'vendor', type: 'contains' as const, values: ['nike'] };
    expect(filterForColumn(before, { ...STRING, value: 'department' })).toEqual({
      column: 'department',
      type: 'contains',
      values: [''],
    });
    expect(filterForColumn(before, LIST)).toEqual({ column: 'class', type: '', values: [] });
  });

  it('reads Add Multiple Values one a line, trimming blank first and last lines', () => {
    expect(splitMultipleValues('\n  \nnike\n adidas \n\nasics\n\n')).toEqual(['nike', 'adidas', 'asics']);
    expect(addValues([''], ['nike', 'adidas'])).toEqual(['nike', 'adidas']);
    expect(addValues(['nike'], ['adidas', 'nike'])).toEqual(['nike', 'adidas']);
    expect(addValues([''], [])).toEqual(['']);
  });

  it('keeps List values sorted case-insensitively', () => {
    expect(sortValues(['b', 'Seasonal', 'a', 'core'])).toEqual(['a', 'b', 'core', 'Seasonal']);
  });
});

describe('the form against the contract (spec 3 §5)', () => {
  it('a new form is refused with the contract words: name, something to set', () => {
    const result = TagRuleBody.safeParse(toFormValues());
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toContain('Name is required');
  });

  it('an empty filter names each missing part', () => {
    const result = TagRuleBody.safeParse({
      ...toFormValues(),
      name: 'R',
      category: 'Footwear',
      filters: [emptyFilter()],
    });
    const byPath = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(byPath['filters.0.column']).toBe('Column is required');
    expect(byPath['filters.0.type']).toBe('Filter Type is required');
  });

  it('an enabled, required extension field must be set, in the server words', () => {
    const fields = [
      { label: 'Width', type: 'list' as const, enabled: true, values: ['Wide'], isRequired: true },
      { label: 'Off', type: 'text' as const, enabled: false, values: [], isRequired: true },
    ];
    const none = { category: false, gender: false, family: false, color: false };
    expect(requiredFieldErrors(toFormValues(), none, fields)).toEqual({ extensionField1: 'Width is required' });
    expect(requiredFieldErrors({ ...toFormValues(), extensionField1: 'Wide' }, none, fields)).toEqual({});
  });

  it('the isRequired flags make the primary category, gender, family and color required', () => {
    const all = { category: true, gender: true, family: true, color: true };
    expect(requiredFieldErrors({ ...toFormValues(), family: '  ' }, all, [])).toEqual({
      category: 'Category 1 is required',
      gender: 'Gender is required',
      family: 'Family is required',
      color: 'Color is required',
    });
    const set = { ...toFormValues(), category: 'Footwear', gender: 'Men', family: 'Runner', color: 'Red' };
    expect(requiredFieldErrors(set, all, [])).toEqual({});
  });
});

describe('preview cells and source tag files', () => {
  const product = {
    name: 'Trail Runner',
    category: 'Shoes',
    sku: 'TR-1',
    upc: null,
    size: '10',
    width: null,
    color: 'Blue',
    style: null,
    imageUrl: null,
    brand: 'Kestrel',
    sourceTags: ['sale', 'trail'],
    attributes: { class: 'Core' },
  };

  it('reads aliases, standard fields, further attributes and joins source tags', () => {
    expect(previewCell(product, 'description')).toBe('Trail Runner');
    expect(previewCell(product, 'vendor')).toBe('Kestrel');
    expect(previewCell(product, 'department')).toBe('Shoes');
    expect(previewCell(product, 'sourceTags')).toBe('sale, trail');
    expect(previewCell(product, 'class')).toBe('Core');
    expect(previewCell(product, 'upc')).toBe('');
  });

  it('heads a column by its vertical name, else in words', () => {
    expect(columnLabel('vendor', [STRING])).toBe('Vendor');
    expect(columnLabel('upc', [])).toBe('UPC');
    expect(columnLabel('description', [])).toBe('Description');
  });

  it("'ALL' unused lists every source tag", () => {
    expect(unusedSourceTagsFileText('ALL', ['sale', 'trail'])).toBe('sale\ntrail');
    expect(unusedSourceTagsFileText(['trail'], ['sale', 'trail'])).toBe('trail');
  });
});

describe('re-tag progress', () => {
  it('says nothing when idle, else what runs and what waits', () => {
    expect(retagProgressText({ queued: 0, running: 0, done: 0, total: 0 })).toBeNull();
    expect(retagProgressText({ queued: 0, running: 1, done: 1500, total: 12000 })).toBe(
      'Re-tagging products: 1,500 of 12,000 done',
    );
    expect(retagProgressText({ queued: 3, running: 1, done: 0, total: 10 })).toBe(
      'Re-tagging products: 0 of 10 done; 3 accounts waiting to be re-tagged',
    );
    expect(retagProgressText({ queued: 1, running: 0, done: 0, total: 0 })).toBe('1 account waiting to be re-tagged');
  });
});
