import type { SvgIconComponent } from '@mui/icons-material';
import Assessment from '@mui/icons-material/Assessment';
import BarChart from '@mui/icons-material/BarChart';
import Collections from '@mui/icons-material/Collections';
import Dashboard from '@mui/icons-material/Dashboard';
import FactCheck from '@mui/icons-material/FactCheck';
import Groups from '@mui/icons-material/Groups';
import Insights from '@mui/icons-material/Insights';
import Inventory2 from '@mui/icons-material/Inventory2';
import MonitorHeart from '@mui/icons-material/MonitorHeart';
import Percent from '@mui/icons-material/Percent';
import PieChart from '@mui/icons-material/PieChart';
import Store from '@mui/icons-material/Store';
import TrendingUp from '@mui/icons-material/TrendingUp';
import Warehouse from '@mui/icons-material/Warehouse';

/**
 * A report card's icon (spec 3 §3 Report card `icon`): a Material icon name as the report form saves
 * it ('trending_up'). The names the demo and the form suggest are mapped; any other shows a chart.
 */
const ICONS: Record<string, SvgIconComponent> = {
  assessment: Assessment,
  bar_chart: BarChart,
  collections: Collections,
  dashboard: Dashboard,
  fact_check: FactCheck,
  groups: Groups,
  insights: Insights,
  inventory_2: Inventory2,
  monitor_heart: MonitorHeart,
  percent: Percent,
  pie_chart: PieChart,
  store: Store,
  trending_up: TrendingUp,
  warehouse: Warehouse,
};

export function ReportIcon({ name }: { name: string }) {
  const Icon =
    ICONS[
      name
        .trim()
        .toLowerCase()
        .replace(/[\s-]+/g, '_')
    ] ?? Assessment;
  return <Icon color="primary" fontSize="large" aria-hidden />;
}
