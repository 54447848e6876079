import { CreateVerticalBody, emptyVerticalContents } from '@storelens/contract/api/verticals';
import { PAGE_FLAGS, type PageFlag } from '@storelens/contract/domain/accounts';
import { sortedUnique } from '@storelens/contract/validation/verticals';

/** spec 1 §2: the metadata lists edited one value per line, kept sorted. */
export const PERMISSION_LISTS = [
  ['retailerReportPermissions', 'Retailer Report Permissions'],
  ['brandReportPermissions', 'Brand Report Permissions'],
  ['otherReportPermissions', 'Other Report Permissions'],
  ['retailerRollupReportPermissions', 'Retailer Rollup Report Permissions'],
  ['brandRollupReportPermissions', 'Brand Rollup Report Permissions'],
  ['brandRollupPermissions', 'Brand Rollup Permissions'],
] as const;

/** spec 1 §5: the fields that must be valid JSON. */
export const METADATA_JSON = [
  ['retailerDataPermissions', 'Retailer Data Permissions'],
  ['accountCustomFields', 'Account Custom Fields'],
] as const;
export const TAGGING_JSON = [
  ['brandColumns', 'Brand Columns'],
  ['brandPreview', 'Brand Preview'],
  ['categories', 'Categories'],
  ['extensionFields', 'Extension Fields'],
  ['retailerColumns', 'Retailer Columns'],
  ['retailerPreview', 'Retailer Preview'],
] as const;
export const TAGGING_LINES = [
  ['colors', 'Colors'],
  ['genders', 'Genders'],
] as const;

/** spec 3 §5: the tag rule fields the vertical's isRequired flags can make required (extension fields carry their own). */
export const REQUIRED_TAGGING_FIELDS = [
  ['category', 'Primary Category'],
  ['gender', 'Gender'],
  ['family', 'Family'],
  ['color', 'Color'],
] as const;
type RequiredTaggingKey = (typeof REQUIRED_TAGGING_FIELDS)[number][0];

export const PAGE_LABELS: Record<PageFlag, string> = {
  retailerTagging: 'Retailer Tagging',
  globalTagging: 'Global Tagging',
  brandTagging: 'Brand Tagging',
  brandMapping: 'Brand Mapping',
  retailerProductOverview: 'Retailer Product Overview',
  brandProductOverview: 'Brand Product Overview',
  accountConnections: 'Account Connections',
  locations: 'Locations',
};

type PermissionKey = (typeof PERMISSION_LISTS)[number][0];
type MetadataJsonKey = (typeof METADATA_JSON)[number][0];
type TaggingJsonKey = (typeof TAGGING_JSON)[number][0];
type TaggingLinesKey = (typeof TAGGING_LINES)[number][0];

/** The form holds text: lists as lines, the JSON fields as JSON text (the contract takes both). */
export interface VerticalFormValues {
  verticalId: string;
  name: string;
  pages: Record<PageFlag, boolean>;
  metadata: Record<PermissionKey | MetadataJsonKey, string> & { reportingTeam: string };
  tagging: Record<TaggingJsonKey | TaggingLinesKey, string> & {
    standardColumns: { gender: string; family: string; color: string };
    isRequired: Record<RequiredTaggingKey, boolean>;
  };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const asLines = (v: unknown, sorted: boolean): string => {
  if (typeof v === 'string') return v;
  if (!Array.isArray(v)) return '';
  const values = v.map(String);
  return (sorted ? sortedUnique(values) : values).join('\n');
};
const asJson = (v: unknown): string => {
  if (typeof v === 'string') return v;
  if (v === undefined || v === null) return '[]';
  return JSON.stringify(v, null, 2);
};
const asText = (v: unknown): string => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v));

/** One value per key of a [key, label] list, each read by `read`. */
const valuesOf = <K extends string, V>(list: ReadonlyArray<readonly [K, string]>, read: (key: K) => V) =>
  Object.fromEntries(list.map(([key]) => [key, read(key)])) as Record<K, V>;

/** A vertical (saved, exported or pasted in) as form values; missing parts take the empty vertical's. */
export function toFormValues(source: unknown): VerticalFormValues {
  const v = isRecord(source) ? source : {};
  const empty = emptyVerticalContents();
  const pages = isRecord(v.pages) ? v.pages : {};
  const metadata = isRecord(v.metadata) ? v.metadata : {};
  const tagging = isRecord(v.tagging) ? v.tagging : {};
  const standard = isRecord(tagging.standardColumns) ? tagging.standardColumns : {};
  const required = isRecord(tagging.isRequired) ? tagging.isRequired : {};
  return {
    verticalId: asText(v.verticalId ?? v.id),
    name: asText(v.name),
    pages: Object.fromEntries(
      PAGE_FLAGS.map((p) => [p, pages[p] === true || (pages[p] ?? empty.pages[p]) === true]),
    ) as Record<PageFlag, boolean>,
    metadata: {
      ...valuesOf(PERMISSION_LISTS, (key) => asLines(metadata[key], true)),
      ...valuesOf(METADATA_JSON, (key) => asJson(metadata[key])),
      reportingTeam: asText(metadata.reportingTeam),
    },
    tagging: {
      ...valuesOf(TAGGING_JSON, (key) => asJson(tagging[key])),
      ...valuesOf(TAGGING_LINES, (key) => asLines(tagging[key], false)),
      standardColumns: {
        gender: asText(standard.gender),
        family: asText(standard.family),
        color: asText(standard.color),
      },
      isRequired: valuesOf(REQUIRED_TAGGING_FIELDS, (key) => required[key] === true),
    },
  };
}

/** What Export shows: the vertical as the API takes it (lists as arrays), or the raw values while some are invalid. */
export function toExport(values: VerticalFormValues): unknown {
  const parsed = CreateVerticalBody.safeParse(values);
  return parsed.success ? parsed.data : values;
}

/** Sorts the lines of a metadata list (spec 1 §2 "kept sorted"). */
export const sortLines = (text: string): string =>
  sortedUnique(
    text
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter((l) => l !== ''),
  ).join('\n');
