import type { VerticalMetadata, VerticalTagging } from '@storelens/contract/api/verticals';
import type { Db } from '../db/client.ts';
import { emailListEntries, emailLists, emailListUnsubscribes } from '../db/schema.ts';

/**
 * The demo verticals' metadata and tagging: custom fields of both types, data
 * permission settings, report permission lists, and tagging metadata with columns, a category
 * hierarchy, genders, colors and extension fields. Shaped by the contract, as the form saves them.
 */
export const RETAIL_METADATA: VerticalMetadata = {
  retailerReportPermissions: ['inventory', 'sales', 'sell-through'],
  brandReportPermissions: ['brand-sales', 'market-share', 'sell-through'],
  otherReportPermissions: ['overview'],
  retailerRollupReportPermissions: ['group-inventory', 'group-sales'],
  brandRollupReportPermissions: ['portfolio-sales'],
  brandRollupPermissions: ['brand-sales', 'market-share'],
  retailerDataPermissions: [
    {
      typeId: 1,
      title: 'Sales',
      description: 'Share point-of-sale transactions with connected brands',
      defaultValue: true,
    },
    { typeId: 2, title: 'Inventory', description: 'Share on-hand inventory by location', defaultValue: true },
    { typeId: 3, title: 'Customers', description: 'Share anonymised customer counts', defaultValue: false },
  ],
  accountCustomFields: [
    {
      label: 'Region',
      property: 'region',
      type: 'list',
      values: ['Midwest', 'Northeast', 'South', 'West'],
      required: true,
    },
    { label: 'Account Owner', property: 'accountOwner', type: 'text', values: [], required: false },
    {
      label: 'Contract Tier',
      property: 'contractTier',
      type: 'list',
      values: ['Basic', 'Plus', 'Premium'],
      required: false,
    },
  ],
  reportingTeam: 'Retail Analytics',
};

export const RETAIL_TAGGING: VerticalTagging = {
  brandColumns: [
    { name: 'Brand', value: 'brand', type: 'String', values: [] },
    { name: 'Style', value: 'style', type: 'String', values: [] },
    { name: 'Season', value: 'season', type: 'List', values: ['Fall', 'Holiday', 'Spring', 'Summer'] },
  ],
  brandPreview: ['brand', 'style', 'upc'],
  // spec 3 §3 Category item: Footwear and Apparel are hierarchies; Accessories defines its own
  // deeper levels (the labels the form shows for levels 2 and 3) — and each offers its tags
  categories: [
    {
      name: 'Footwear',
      isHierarchy: true,
      tags: ['new-arrival', 'clearance'],
      categories: [
        { name: 'Running', isHierarchy: false, categories: [], tags: ['acme-partner', 'cushioned', 'stability'] },
        { name: 'Trail', isHierarchy: false, categories: [], tags: ['waterproof', 'grip'] },
        { name: 'Casual', isHierarchy: false, categories: [], tags: ['lifestyle'] },
      ],
    },
    {
      name: 'Apparel',
      isHierarchy: true,
      tags: ['new-arrival', 'clearance'],
      categories: [
        { name: 'Tops', isHierarchy: false, categories: [], tags: ['base-layer', 'outerwear'] },
        { name: 'Bottoms', isHierarchy: false, categories: [], tags: ['shorts', 'tights'] },
      ],
    },
    {
      name: 'Accessories',
      isHierarchy: false,
      categories: [],
      tags: ['gift', 'impulse'],
      category2: { name: 'Accessory Type', values: ['Bags', 'Hats', 'Socks', 'Watches'] },
      category3: { name: 'Material', values: ['Canvas', 'Cotton', 'Leather', 'Synthetic'] },
    },
  ],
  colors: ['Black', 'Blue', 'Green', 'Grey', 'Red', 'White'],
  extensionFields: [
    { label: 'Width', type: 'list', enabled: true, values: ['Narrow', 'Regular', 'Wide'], isRequired: false },
    { label: 'Material', type: 'text', enabled: true, values: [], isRequired: false },
    { label: 'Carry Over', type: 'list', enabled: false, values: ['No', 'Yes'], isRequired: false },
  ],
  genders: ['Women', 'Men', 'Unisex', 'Kids'],
  retailerColumns: [
    { name: 'Description', value: 'description', type: 'String', values: [] },
    { name: 'Department', value: 'department', type: 'String', values: [] },
    { name: 'Vendor', value: 'vendor', type: 'String', values: [] },
    { name: 'Class', value: 'class', type: 'List', values: ['Core', 'Seasonal'] },
    { name: 'Size', value: 'size', type: 'String', values: [] },
    { name: 'Color', value: 'color', type: 'String', values: [] },
    // the vendor's own tags and categories (source tags)
    { name: 'Tags', value: 'tags', type: 'String', values: [] },
  ],
  retailerPreview: ['description', 'department', 'vendor'],
  standardColumns: { gender: 'gender', family: 'category', color: 'color' },
  // every retail rule names at least its primary category (the reports compare by it)
  isRequired: { category: true, gender: false, family: false, color: false },
};

export const OUTDOOR_METADATA: VerticalMetadata = {
  retailerReportPermissions: ['inventory', 'sales'],
  brandReportPermissions: ['brand-sales'],
  otherReportPermissions: [],
  retailerRollupReportPermissions: ['group-sales'],
  brandRollupReportPermissions: [],
  brandRollupPermissions: [],
  retailerDataPermissions: [
    { typeId: 1, title: 'Sales', description: 'Share sales with connected brands', defaultValue: true },
  ],
  accountCustomFields: [
    { label: 'Store Count', property: 'storeCount', type: 'text', values: [], required: true },
    {
      label: 'Climate Zone',
      property: 'climateZone',
      type: 'list',
      values: ['Alpine', 'Coastal', 'Desert'],
      required: false,
    },
  ],
  reportingTeam: 'Outdoor Analytics',
};

export const OUTDOOR_TAGGING: VerticalTagging = {
  brandColumns: [{ name: 'Brand', value: 'brand', type: 'String', values: [] }],
  brandPreview: ['brand', 'upc'],
  categories: [
    {
      name: 'Camping',
      isHierarchy: true,
      tags: ['three-season', 'four-season'],
      categories: [
        { name: 'Tents', isHierarchy: false, categories: [], tags: ['backpacking', 'family'] },
        { name: 'Sleeping Bags', isHierarchy: false, categories: [], tags: ['down', 'synthetic-fill'] },
      ],
    },
    {
      name: 'Climbing',
      isHierarchy: false,
      categories: [],
      tags: ['ce-certified'],
      category2: { name: 'Discipline', values: ['Alpine', 'Bouldering', 'Sport', 'Trad'] },
      category3: { name: 'Gear Type', values: ['Harnesses', 'Helmets', 'Protection', 'Ropes'] },
    },
  ],
  colors: ['Green', 'Orange', 'Yellow'],
  extensionFields: [{ label: 'Temperature Rating', type: 'text', enabled: true, values: [], isRequired: false }],
  genders: ['Women', 'Men', 'Unisex'],
  retailerColumns: [{ name: 'Department', value: 'department', type: 'String', values: [] }],
  retailerPreview: ['description', 'department'],
  standardColumns: { gender: 'gender', family: 'category', color: 'color' },
  // outdoor gear is fitted by gender, so its rules name it along with the primary category
  isRequired: { category: true, gender: true, family: false, color: false },
};

/**
 * Demo email lists: members of both origins (imported with the list, and added through
 * the product), and unsubscribes. The same list name in both verticals shows the vertical in the selector.
 */
export async function seedDemoEmailLists(db: Db): Promise<void> {
  const [newsletter] = await db
    .insert(emailLists)
    .values({ name: 'Retail Newsletter', verticalId: 'retail' })
    .returning();
  const [alerts] = await db.insert(emailLists).values({ name: 'Report Alerts', verticalId: 'retail' }).returning();
  const [outdoorAlerts] = await db
    .insert(emailLists)
    .values({ name: 'Report Alerts', verticalId: 'outdoor' })
    .returning();
  if (!newsletter || !alerts || !outdoorAlerts) throw new Error('demo email lists not created');
  await db.insert(emailListEntries).values([
    { typeId: newsletter.typeId, email: 'buyer@mainstreetshoes.test', type: 'Customer', addedByProduct: false },
    { typeId: newsletter.typeId, email: 'owner@acmebrand.test', type: 'Customer', addedByProduct: false },
    { typeId: newsletter.typeId, email: 'analyst@summitoutfitters.test', type: 'Customer', addedByProduct: true },
    { typeId: newsletter.typeId, email: 'rep@northwindpartners.test', type: 'Partner', addedByProduct: true },
    { typeId: newsletter.typeId, email: 'ops@storelens.test', type: 'Internal', addedByProduct: true },
    { typeId: alerts.typeId, email: 'alerts@acmebrand.test', type: 'Customer', addedByProduct: false },
    { typeId: alerts.typeId, email: 'support@storelens.test', type: 'Internal', addedByProduct: true },
    { typeId: outdoorAlerts.typeId, email: 'gear@summitoutfitters.test', type: 'Customer', addedByProduct: true },
  ]);
  await db.insert(emailListUnsubscribes).values([
    { typeId: newsletter.typeId, email: 'former.buyer@harboroutlet.test' },
    { typeId: newsletter.typeId, email: 'no.mail@acmebrand.test' },
    { typeId: alerts.typeId, email: 'muted@mainstreetshoes.test' },
  ]);
}
