import { REPORT_EXPORT_FIELDS } from '@storelens/contract/api/report-management';

/** The report form's values (spec 1 §2, §3 Report): the POST/PUT body as the inputs hold it. */
export interface ReportFormValues {
  referenceName: string;
  accountType: string;
  verticalId: string;
  path: string;
  title: string;
  category: string;
  description: string;
  icon: string;
  reportUrl: string;
  permission: string;
  requireSystemUser: boolean;
  isActive: boolean;
  guide: string;
}

const BOOLEANS = new Set<keyof ReportFormValues>(['requireSystemUser', 'isActive']);

/**
 * Form values from any object: a saved report, or pasted JSON (spec 1 §2 Import). Known fields are
 * taken when their type fits; anything else is left at its default, so validation shows what is missing.
 */
export function toFormValues(value: unknown): ReportFormValues {
  const source = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const values: ReportFormValues = {
    referenceName: '',
    accountType: '',
    verticalId: '',
    path: '',
    title: '',
    category: '',
    description: '',
    icon: '',
    reportUrl: '',
    permission: '',
    requireSystemUser: false,
    isActive: true,
    guide: '',
  };
  const target = values as unknown as Record<string, unknown>;
  for (const field of REPORT_EXPORT_FIELDS) {
    const v = source[field];
    if (BOOLEANS.has(field) ? typeof v === 'boolean' : typeof v === 'string') target[field] = v;
  }
  return values;
}

/** What Export shows: the form's fields, in order (an Import of it restores the form). */
export const toExport = (values: ReportFormValues): Record<string, unknown> =>
  Object.fromEntries(REPORT_EXPORT_FIELDS.map((f) => [f, values[f]]));
