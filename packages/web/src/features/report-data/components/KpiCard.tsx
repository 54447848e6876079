import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { COMPARE_TEXTS, type ReportSheet } from '@storelens/contract/api/report-data';
import type { ReportCompare } from '@storelens/contract/domain/retail-calendar';
import { formatChange, formatValue } from '../format.ts';

/**
 * A change shown as the report screens show it: green with an up arrow when it rose, red with a down
 * arrow when it fell, plain when it held or there was nothing before it (null).
 */
export function ChangeText({ change }: { change: number | null }) {
  if (change === null)
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {COMPARE_TEXTS.noChange}
      </Typography>
    );
  const color = change > 0 ? 'success.main' : change < 0 ? 'error.main' : 'text.secondary';
  const Arrow = change > 0 ? ArrowUpward : change < 0 ? ArrowDownward : null;
  return (
    <Box
      component="span"
      data-testid="change"
      data-trend={change > 0 ? 'up' : change < 0 ? 'down' : 'flat'}
      sx={{ color, display: 'inline-flex', alignItems: 'center', gap: 0.25, fontWeight: 500 }}
    >
      {Arrow && <Arrow fontSize="inherit" aria-hidden />}
      {formatChange(change)}
    </Box>
  );
}

type Kpi = ReportSheet['kpis'][number];

/** One headline number, with its change against the comparison range when one was asked. */
export function KpiCard({ kpi, compare }: { kpi: Kpi; compare?: ReportCompare }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} role="group" aria-label={kpi.label}>
      <Typography variant="body2" color="text.secondary">
        {kpi.label}
      </Typography>
      <Typography variant="h5" component="p" data-testid="kpi-value">
        {formatValue(kpi.value, kpi.format)}
      </Typography>
      {compare && kpi.change !== undefined && (
        <Typography variant="body2" component="p" data-testid="kpi-change">
          <ChangeText change={kpi.change} />{' '}
          <Typography component="span" variant="body2" color="text.secondary">
            {COMPARE_TEXTS.versus(formatValue(kpi.previous ?? 0, kpi.format), compare)}
          </Typography>
        </Typography>
      )}
    </Paper>
  );
}
