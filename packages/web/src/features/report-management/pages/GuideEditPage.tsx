import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  GUIDE_TEXTS,
  imageUrl,
  REPORT_LIMITS,
  type Report,
  ReportGuideBody,
} from '@storelens/contract/api/report-management';
import { useEffect, useState } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { RichTextEditor } from '../../../components/RichTextEditor.tsx';
import { ApiError } from '../../../lib/api.ts';
import { uploadGuideImage, useReport, useSaveGuide } from '../guide-api.ts';

interface GuideValues {
  title: string;
  category: string;
  description: string;
  guide: string;
}

/** spec 1 §2: the guide preview widths. */
const PREVIEW_WIDTHS = [
  ['475', '475px'],
  ['700', '700px'],
  ['full', 'Full'],
] as const;

type Alerts = Array<{ severity: 'success' | 'error'; message: string }>;

/** spec 1 §8: the alerts of a failed save, from the answer's errors, or the unknown-error text. */
const alertsOf = (error: unknown): Alerts => {
  if (!(error instanceof ApiError)) return [{ severity: 'error', message: GUIDE_TEXTS.unknownError }];
  const messages = [...new Set([error.message, ...Object.values(error.fields)])].filter(Boolean);
  return messages.length > 0
    ? messages.map((message) => ({ severity: 'error' as const, message }))
    : [{ severity: 'error', message: GUIDE_TEXTS.unknownError }];
};

function GuideForm({ report }: { report: Report }) {
  const save = useSaveGuide(report.id);
  const [alerts, setAlerts] = useState<Alerts>([]);
  const [width, setWidth] = useState<string>('700');
  const { control, handleSubmit, reset, formState } = useForm<GuideValues>({
    defaultValues: {
      title: report.title,
      category: report.category,
      description: report.description,
      guide: report.guide,
    },
    mode: 'all',
    resolver: zodResolver(ReportGuideBody) as unknown as Resolver<GuideValues>,
  });
  const description = useWatch({ control, name: 'description' });
  const guide = useWatch({ control, name: 'guide' });

  const onSubmit = handleSubmit(async (values) => {
    setAlerts([]);
    try {
      const saved = await save.mutateAsync(ReportGuideBody.parse(values));
      reset({ title: saved.title, category: saved.category, description: saved.description, guide: saved.guide });
      setAlerts([{ severity: 'success', message: GUIDE_TEXTS.saved }]);
    } catch (error) {
      setAlerts(alertsOf(error));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={2.5}>
        {alerts.map((alert) => (
          <Alert key={alert.message} severity={alert.severity} onClose={() => setAlerts([])}>
            {alert.message}
          </Alert>
        ))}
        <FormTextField control={control} name="title" label="Title" required />
        <FormTextField control={control} name="category" label="Category" required />
        <FormTextField
          control={control}
          name="description"
          label="Description"
          required
          multiline
          minRows={2}
          helperText={`${description.length}/${REPORT_LIMITS.description}`}
        />
        <Box>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            Guide
          </Typography>
          <Controller
            control={control}
            name="guide"
            render={({ field }) => (
              <RichTextEditor
                label="Guide"
                value={field.value}
                onChange={field.onChange}
                uploadImage={uploadGuideImage}
                imageSrc={(id) => imageUrl(id)}
              />
            )}
          />
        </Box>
        <Box>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
            <Typography variant="subtitle2">Preview</Typography>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={width}
              onChange={(_event, next: string | null) => next && setWidth(next)}
              aria-label="Preview width"
            >
              {PREVIEW_WIDTHS.map(([value, label]) => (
                <ToggleButton key={value} value={value}>
                  {label}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Stack>
          <Paper
            variant="outlined"
            data-testid="guide-preview"
            sx={{
              p: 2,
              width: width === 'full' ? '100%' : `${width}px`,
              maxWidth: '100%',
              '& img': { maxWidth: '100%' },
            }}
            // the editor's own HTML: only what its schema holds (no script, no handler); saved, the server's allowlist applies
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the editor's schema-bound output, previewed as it will show
            dangerouslySetInnerHTML={{ __html: guide }}
          />
        </Box>
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            Save
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

/** spec 1 §2 the guide edit page (/admin/reports/{id}/edit): Title, Category, Description (max 255), Guide. */
export function GuideEditPage() {
  const { id = '' } = useParams();
  const reportId = /^\d{1,10}$/.test(id) ? Number(id) : 0;
  const report = useReport(reportId);
  const navigate = useNavigate();
  // spec 1 §8: a report that is not found goes back
  useEffect(() => {
    if (reportId === 0 || (report.error instanceof ApiError && [400, 404].includes(report.error.status))) navigate(-1);
  }, [reportId, report.error, navigate]);

  return (
    <>
      <Breadcrumbs aria-label="breadcrumb" sx={{ mb: 1 }}>
        <Link component={RouterLink} to="/admin/reports" underline="hover" color="inherit">
          Reports Admin
        </Link>
        <Typography color="text.primary">{report.data?.title ?? 'Report'}</Typography>
      </Breadcrumbs>
      <PageTitle>Edit Report Guide</PageTitle>
      {report.isPending && reportId > 0 && <CircularProgress size={28} />}
      {report.error && !(report.error instanceof ApiError && [400, 404].includes(report.error.status)) && (
        <Alert severity="error">The report could not be loaded.</Alert>
      )}
      {report.data && <GuideForm key={report.data.id} report={report.data} />}
    </>
  );
}
