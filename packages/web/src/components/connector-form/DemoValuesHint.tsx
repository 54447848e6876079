import Alert from '@mui/material/Alert';
import { DemoVendorValues, demoValuesText } from '@storelens/contract/domain/connector-forms';
import type { FormField } from '@storelens/contract/domain/form-fields';
import { useQuery } from '@tanstack/react-query';
import { api, isApiStatus } from '../../lib/api.ts';

/** The demo's fake vendor values (GET /connectors/demoValues); null outside the demo (404). */
const useDemoVendorValues = () =>
  useQuery({
    queryKey: ['connectors', 'demoValues'],
    queryFn: async () => {
      try {
        return await api.get('/connectors/demoValues', DemoVendorValues);
      } catch (error) {
        if (isApiStatus(error, 404)) return null;
        throw error;
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  }).data ?? null;

interface DemoValuesHintProps {
  kind: 'sources' | 'destinations';
  type: number;
  /** the type's detail form, whose labels name the values */
  fields: readonly FormField[];
  /** the vendor's name, as the type select shows it */
  vendor: string;
}

/**
 * Demo mode: which values the local fake vendor of this type accepts, so a newcomer's
 * first connector works; and that its orders run up to today, so the default Start Date pulls.
 */
export function DemoValuesHint({ kind, type, fields, vendor }: DemoValuesHintProps) {
  const demo = useDemoVendorValues();
  if (!demo) return null;
  const values = demo[kind][String(type)];
  return (
    <Alert severity="info" variant="outlined" sx={{ mb: 2 }} data-testid="demo-values">
      {values
        ? `Demo: the local fake ${vendor} accepts ${demoValuesText(fields, values)}.`
        : `Demo: ${vendor} has no local fake; the demo's fakes serve WooCommerce, Heartland, Shopify, BigCommerce and SKU Vault sources and customer-data platform, Mailchimp and S3 destinations.`}
      {kind === 'sources' && values && ' Its orders run up to today and keep arriving through the day.'}
    </Alert>
  );
}
