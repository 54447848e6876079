import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { ReportChart } from '@storelens/contract/api/report-data';
import type { ReportGrain } from '@storelens/contract/domain/retail-calendar';
import { formatAxisPeriod, formatAxisValue, formatValue, isDayAxis, isRetailAxis, textWidth } from '../format.ts';

const TICK_FONT = '12px Roboto, Helvetica, Arial, sans-serif';
const tickLabelStyle = { fontSize: 12 };
/** Every category gets its label: never the chart's 'auto' thinning of ticks. */
const everyLabel = () => true;
const BAR_ROW = 28;
/** The comparison range's series: greys, a lighter one first. */
const COMPARISON_GREYS = ['#9e9e9e', '#616161'];

/**
 * One chart of a sheet (MUI X Charts). Days run along a line or column chart; categories (sources,
 * products, retailers) are bars laid on their side, one row each with its whole name beside it, so
 * no name is thinned out or cut; value axes read compactly ($400K).
 */
/** `byLocation`: the report can be narrowed to a location, so the empty text names that filter too. */
/** `grain`: what the chart's dates stand for (a month's first day reads 'Feb 2026'). */
export function SheetChart({
  chart,
  byLocation = false,
  grain = 'day',
}: {
  chart: ReportChart;
  byLocation?: boolean;
  grain?: ReportGrain;
}) {
  const height = 280;
  let compared = 0;
  const series = chart.series.map((s) => ({
    label: s.label,
    data: s.data,
    valueFormatter: (v: number | null) => formatValue(v, s.format),
    // the comparison range's series in grey, beside the range asked for
    ...(s.comparison ? { color: COMPARISON_GREYS[compared++ % COMPARISON_GREYS.length] } : {}),
  }));
  const first = chart.series[0];
  const format = first?.format ?? 'number';
  const valueAxis = { valueFormatter: (v: number | null) => formatAxisValue(v, format), tickLabelStyle };
  const days = isDayAxis(chart.x);
  // retail periods ("FY2026 P03 W2") run along the axis as days do
  const periods = days || isRetailAxis(chart.x);
  const labelWidth = Math.ceil(Math.max(0, ...chart.x.map((l) => textWidth(l, TICK_FONT)))) + 16;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} role="figure" aria-label={chart.title}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {chart.title}
      </Typography>
      {chart.x.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4 }}>
          {byLocation ? 'Nothing to chart for these dates and this location.' : 'Nothing to chart for these dates.'}
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
      ) : chart.kind === 'line' || periods ? (
        (() => {
          const xAxis = {
            data: chart.x,
            valueFormatter: (v: string) => (days ? formatAxisPeriod(v, grain) : v),
            tickLabelStyle,
          };
          const yAxis = [{ ...valueAxis, width: 64 }];
          return chart.kind === 'line' ? (
            <LineChart height={height} xAxis={[{ ...xAxis, scaleType: 'point' }]} yAxis={yAxis} series={series} />
          ) : (
            <BarChart height={height} xAxis={[{ ...xAxis, scaleType: 'band' }]} yAxis={yAxis} series={series} />
          );
        })()
      ) : (
        <BarChart
          layout="horizontal"
          height={Math.max(160, chart.x.length * BAR_ROW * Math.max(1, series.length * 0.75) + 70)}
          yAxis={[
            {
              scaleType: 'band',
              data: chart.x,
              width: Math.min(Math.max(labelWidth, 64), 480),
              tickLabelInterval: everyLabel,
              tickLabelStyle,
            },
          ]}
          xAxis={[valueAxis]}
          series={series}
        />
      )}
    </Paper>
  );
}
