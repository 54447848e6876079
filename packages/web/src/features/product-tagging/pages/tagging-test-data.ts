import type { TaggingMetadataAnswer, TagRuleListItem } from '@storelens/contract/api/product-tagging';
import { activeAccount, pages, systemUser } from '../../../test/fixtures.ts';

// Shared by the tagging screens' tests: who may open them, the vertical's metadata and a rule.

/** A data manager on a brand account with brand tagging (the vertical 'outdoor'). */
export const dataManager = systemUser();
export const brand = activeAccount({ pages: pages('brandTagging', 'globalTagging') });
export const rulesPath = `/products/tagging/account/${brand.id}`;
export const globalRulesPath = `/products/tagging/global/${brand.verticalId}`;
export const metadataPath = `/products/tagging/metadata/${brand.verticalId}`;
export const progressOf = (list: string) => `${list}/progress`;

/** A vertical with one free-text column, one list column, a category and nothing required. */
export const metadata = (overrides: Partial<TaggingMetadataAnswer> = {}): TaggingMetadataAnswer => ({
  BRAND_COLUMNS: [
    { name: 'Product Name', value: 'name', type: 'String', values: [] },
    { name: 'Department', value: 'department', type: 'List', values: ['Footwear', 'Apparel'] },
  ],
  RETAILER_COLUMNS: [{ name: 'Product Name', value: 'name', type: 'String', values: [] }],
  CATEGORIES: [{ name: 'Shoes', isHierarchy: false, categories: [], tags: [] }],
  GENDERS: ['Men', 'Women'],
  COLORS: ['Black'],
  STANDARD_COLUMNS: { gender: '', family: '', color: '' },
  EXTENSION_FIELDS: [],
  RETAILER_PREVIEW: ['name'],
  BRAND_PREVIEW: ['name'],
  IS_REQUIRED: { category: false, gender: false, family: false, color: false },
  ...overrides,
});

export const rule = (overrides: Partial<TagRuleListItem> = {}): TagRuleListItem => ({
  id: 61,
  name: 'Trail shoes',
  filters: [{ column: 'name', type: 'contains', values: ['trail'] }],
  tags: [],
  category: 'Shoes',
  category2: null,
  category3: null,
  category4: null,
  category5: null,
  gender: null,
  family: null,
  color: null,
  extensionField1: null,
  extensionField2: null,
  extensionField3: null,
  extensionField4: null,
  extensionField5: null,
  sortOrder: 1,
  createdAt: '2026-03-01T12:00:00.000Z',
  updatedAt: '2026-03-01T12:00:00.000Z',
  productCount: 12,
  ...overrides,
});
