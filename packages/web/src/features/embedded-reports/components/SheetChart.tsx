import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { ReportChart } from '@storelens/contract/api/report-views';
import { formatValue } from '../format.ts';

/** One chart of a sheet (MUI X Charts): line, bar or pie over the answer's x labels. */
export function SheetChart({ chart }: { chart: ReportChart }) {
  const height = 280;
  const series = chart.series.map((s) => ({
    label: s.label,
    data: s.data,
    valueFormatter: (v: number | null) => formatValue(v, s.format),
  }));
  const first = chart.series[0];
  return (
    <Paper variant="outlined" sx={{ p: 2 }} role="figure" aria-label={chart.title}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {chart.title}
      </Typography>
      {chart.x.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4 }}>
          Nothing to chart for these dates and this location.
        </Typography>
      ) : chart.kind === 'pie' && first ? (
        <PieChart
          height={height}
          series={[
            {
              data: chart.x.map((label, i) => ({ id: label, label, value: first.data[i] ?? 0 })),
              valueFormatter: (v) => formatValue(v.value, first.format),
            },
          ]}
        />
      ) : chart.kind === 'line' ? (
        <LineChart height={height} xAxis={[{ scaleType: 'point', data: chart.x }]} series={series} />
      ) : (
        <BarChart height={height} xAxis={[{ scaleType: 'band', data: chart.x }]} series={series} />
      )}
    </Paper>
  );
}
