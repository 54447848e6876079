import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ACCESS_LOG_MESSAGES,
  ACCESS_LOG_PAGE_SIZE,
  AccessLogExportQuery,
  describeReadFilters,
} from '@storelens/contract/api/access-log';
import { useSearchParams } from 'react-router';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { FixedPagePagination } from '../../../components/table/FixedPagePagination.tsx';
import { OutlinedTable } from '../../../components/table/OutlinedTable.tsx';
import { ApiError } from '../../../lib/api.ts';
import { type AccessLogFilters, accessLogExportUrl, useAccessLog, useAccessLogReaders } from '../api.ts';

const COLUMNS = ['When (UTC)', 'Brand', 'User', 'Report', 'Filters'];
/** The URL's names of the filters (beside `tab` and `page`). */
const KEYS = { brandId: 'brand', userId: 'user', from: 'from', to: 'to' } as const;

/** "2026-11-28 13:45": the days the filters take are UTC days, so the times are too. */
const utcTime = (iso: string) => iso.slice(0, 16).replace('T', ' ');

/** The URL's filters, checked by the contract's rules: the filters to ask with, or each field's message. */
function filtersOf(params: URLSearchParams) {
  const raw = Object.fromEntries(
    Object.entries(KEYS).flatMap(([field, key]) => {
      const value = params.get(key);
      return value ? [[field, value]] : [];
    }),
  );
  const parsed = AccessLogExportQuery.safeParse(raw);
  if (parsed.success) return { filters: parsed.data as AccessLogFilters, errors: {} as Record<string, string> };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { filters: null, errors };
}

/**
 * Data Permissions' Access log tab: every read of this retailer's data by a brand (who, which report,
 * with which filters, when), filtered by brand, user and days, a page at a time, and its CSV export.
 * The filters and the page live in the URL.
 */
export function AccessLogTab({ accountId }: { accountId: number }) {
  const [params, setParams] = useSearchParams();
  const { filters, errors } = filtersOf(params);
  const page = Math.max(0, Number(params.get('page') ?? 0) || 0);
  const readers = useAccessLogReaders(accountId);
  const log = useAccessLog(accountId, filters, ACCESS_LOG_PAGE_SIZE, page * ACCESS_LOG_PAGE_SIZE);

  /** A changed filter starts again at the first page. */
  const setParam = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        if (key !== 'page') next.delete('page');
        return next;
      },
      { replace: true },
    );

  const dateField = (field: 'from' | 'to', label: string) => (
    <TextField
      type="date"
      size="small"
      label={label}
      value={params.get(KEYS[field]) ?? ''}
      onChange={(e) => setParam(KEYS[field], e.target.value)}
      error={Boolean(errors[field])}
      helperText={errors[field]}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
  const selectField = (field: 'brandId' | 'userId', label: string, options: Array<{ id: number; name: string }>) => (
    <TextField
      select
      size="small"
      label={label}
      value={params.get(KEYS[field]) ?? ''}
      onChange={(e) => setParam(KEYS[field], e.target.value)}
      error={Boolean(errors[field])}
      helperText={errors[field]}
      sx={{ minWidth: 200 }}
    >
      <MenuItem value="">All</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.id} value={String(o.id)}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  );

  const loadError = log.error ?? readers.error;
  return (
    <SectionCard
      title="Access log"
      subtitle="Every read of your data by a brand: who, which report, with which filters, and when. Kept 400 days."
      action={
        filters ? (
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            href={accessLogExportUrl(accountId, filters)}
            download
          >
            Export CSV
          </Button>
        ) : (
          <Button variant="outlined" startIcon={<DownloadIcon />} disabled>
            Export CSV
          </Button>
        )
      }
    >
      <Stack direction="row" spacing={2} useFlexGap sx={{ px: 2, py: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        {selectField('brandId', 'Brand', readers.data?.brands ?? [])}
        {selectField(
          'userId',
          'User',
          (readers.data?.users ?? []).map((u) => ({ id: u.id, name: u.name || u.email })),
        )}
        {dateField('from', 'From')}
        {dateField('to', 'To')}
      </Stack>
      {filters && log.isPending && <CircularProgress size={28} sx={{ m: 2 }} />}
      {loadError && (
        <Alert severity="error" sx={{ m: 2 }}>
          {loadError instanceof ApiError ? loadError.message : ACCESS_LOG_MESSAGES.loadFailed}
        </Alert>
      )}
      {!filters && (
        <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
          Fix the filters above to see the log.
        </Typography>
      )}
      {filters && log.data && (
        <OutlinedTable
          label="Access log"
          columns={COLUMNS}
          emptyText={log.data.items.length ? undefined : ACCESS_LOG_MESSAGES.empty}
          footer={
            log.data.total > ACCESS_LOG_PAGE_SIZE && (
              <FixedPagePagination
                count={log.data.total}
                page={page}
                pageSize={ACCESS_LOG_PAGE_SIZE}
                onPage={(next) => setParam('page', String(next))}
              />
            )
          }
        >
          {log.data.items.map((read) => (
            <TableRow key={read.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{utcTime(read.readAt)}</TableCell>
              <TableCell>{read.brand.name}</TableCell>
              <TableCell>
                {read.user ? (
                  <>
                    {read.user.name}
                    <Typography variant="body2" color="text.secondary">
                      {read.user.email}
                    </Typography>
                  </>
                ) : (
                  'A deleted user'
                )}
              </TableCell>
              <TableCell>{read.report.name}</TableCell>
              <TableCell>{describeReadFilters(read.filters)}</TableCell>
            </TableRow>
          ))}
        </OutlinedTable>
      )}
    </SectionCard>
  );
}
