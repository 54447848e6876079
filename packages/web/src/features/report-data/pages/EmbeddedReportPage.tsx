import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { isBuiltinReportKey } from '@storelens/contract/api/report-data';
import { REPORT_LOADED_MESSAGE, REPORT_TOKEN_MESSAGE, REPORT_VIEW_TEXTS } from '@storelens/contract/api/reports';
import {
  REPORT_COMPARES,
  REPORT_GRAINS,
  type ReportCompare,
  type ReportGrain,
} from '@storelens/contract/domain/retail-calendar';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { type ReportFilters, useEmbeddedReport } from '../api.ts';
import { EmailReportButton } from '../components/EmailReportButton.tsx';
import { KpiCard } from '../components/KpiCard.tsx';
import { ReportToolbar } from '../components/ReportToolbar.tsx';
import { SheetChart } from '../components/SheetChart.tsx';
import { SheetTable } from '../components/SheetTable.tsx';

/** The pages whose charts run by period (day to year). */
const GRAIN_REPORTS = new Set(['sales-overview', 'customers', 'group-sales', 'overview']);

/** The token the report screen put in the frame's address fragment (never sent to a server). */
const tokenFromHash = (): string => new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';

const isGrain = (v: string | null): v is ReportGrain => REPORT_GRAINS.includes(v as ReportGrain);
const isCompare = (v: string | null): v is ReportCompare => REPORT_COMPARES.includes(v as ReportCompare);

/** The filters the frame's address holds (?from&to&location&grain&compare), so a reload keeps them. */
function filtersOf(search: string): ReportFilters {
  const q = new URLSearchParams(search);
  const grain = q.get('grain');
  const compare = q.get('compare');
  return {
    grain: isGrain(grain) ? grain : 'day',
    ...(isCompare(compare) ? { compare } : {}),
    ...(q.get('from') ? { from: q.get('from') ?? '' } : {}),
    ...(q.get('to') ? { to: q.get('to') ?? '' } : {}),
    ...(q.get('location') ? { location: q.get('location') ?? '' } : {}),
  };
}

/** The filters in the frame's address, beside the token's fragment (kept: it is how the page reads). */
function useUrlFilters(): [ReportFilters, (next: ReportFilters) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const setFilters = (next: ReportFilters) => {
    const q = new URLSearchParams();
    for (const [name, value] of Object.entries(next)) if (value) q.set(name, value);
    void navigate({ search: `?${q}`, hash: location.hash }, { replace: true });
  };
  return [filtersOf(location.search), setFilters];
}

/**
 * A built-in StoreLens report page, shown inside the report screen's frame: toolbar,
 * sheets as tabs, KPIs, charts and tables with CSV download. It posts one 'loaded' message to its
 * parent (this site only) when its first answer is on screen: that starts the walkthrough.
 */
export function EmbeddedReportPage() {
  const { key = '' } = useParams();
  const [token, setToken] = useState(tokenFromHash);
  // the report screen renews the token before it runs out; only its messages count
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== window.parent) return;
      const data = event.data as { type?: unknown; token?: unknown } | null;
      if (data?.type === REPORT_TOKEN_MESSAGE.type && typeof data.token === 'string' && data.token !== '')
        setToken(data.token);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  const [filters, setFilters] = useUrlFilters();
  const [sheet, setSheet] = useState(0);
  const report = useEmbeddedReport(key, token, filters);
  const announced = useRef(false);

  useEffect(() => {
    if (announced.current || !(report.isSuccess || report.isError) || window.parent === window) return;
    announced.current = true;
    window.parent.postMessage(REPORT_LOADED_MESSAGE, window.location.origin);
  }, [report.isSuccess, report.isError]);

  if (!token) return <Alert severity="error">{REPORT_VIEW_TEXTS.expired}</Alert>;
  if (report.isPending) return <CircularProgress aria-label="Loading" sx={{ m: 3 }} />;
  if (report.isError) {
    return (
      <Alert severity="warning" sx={{ m: 2 }}>
        {report.error.message}
      </Alert>
    );
  }
  const data = report.data;
  const current = data.sheets[Math.min(sheet, data.sheets.length - 1)];
  return (
    <Box sx={{ px: 2, pb: 3, bgcolor: 'background.default', minHeight: '100vh' }} aria-busy={report.isFetching}>
      <ReportToolbar
        data={data}
        filters={filters}
        showGrain={GRAIN_REPORTS.has(key)}
        onChange={setFilters}
        onRefresh={() => void report.refetch()}
      />
      {isBuiltinReportKey(key) && (
        <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }}>
          <EmailReportButton reportKey={key} token={token} data={data} filters={filters} />
        </Stack>
      )}
      {data.empty.length > 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {data.empty.map((sentence) => (
            <Typography key={sentence} variant="body2">
              {sentence}
            </Typography>
          ))}
        </Alert>
      )}
      {data.sheets.length > 0 && (
        <Tabs
          value={Math.min(sheet, data.sheets.length - 1)}
          onChange={(_, v: number) => setSheet(v)}
          aria-label="Report sheets"
          sx={{ mb: 2 }}
        >
          {data.sheets.map((s) => (
            <Tab key={s.key} label={s.title} />
          ))}
        </Tabs>
      )}
      {current && (
        <Stack spacing={2} role="tabpanel" aria-label={current.title}>
          {current.notes?.map((note) => (
            <Typography key={note} variant="body2" color="text.secondary" data-testid="sheet-note">
              {note}
            </Typography>
          ))}
          {current.kpis.length > 0 && (
            <Grid container spacing={2}>
              {current.kpis.map((k) => (
                <Grid key={k.label} size={{ xs: 6, md: 3 }}>
                  <KpiCard kpi={k} compare={data.filters.compare} />
                </Grid>
              ))}
            </Grid>
          )}
          {current.charts.length > 0 && (
            <Grid container spacing={2}>
              {current.charts.map((c) => (
                <Grid key={c.key} size={{ xs: 12, lg: current.charts.length > 1 ? 6 : 12 }}>
                  <SheetChart chart={c} byLocation={data.locations.length > 0} grain={data.filters.grain} />
                </Grid>
              ))}
            </Grid>
          )}
          {current.tables.map((t) => (
            <SheetTable key={t.key} table={t} reportTitle={data.title} from={data.filters.from} to={data.filters.to} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
