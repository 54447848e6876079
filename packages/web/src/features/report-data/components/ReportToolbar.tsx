import Refresh from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { COMPARE_TEXTS, type ReportDataAnswer } from '@storelens/contract/api/report-data';
import {
  COMPARE_LABELS,
  REPORT_COMPARES,
  REPORT_GRAIN_LABELS,
  REPORT_GRAINS,
  type ReportCompare,
  type ReportGrain,
} from '@storelens/contract/domain/retail-calendar';
import type { ReportFilters } from '../api.ts';

interface ReportToolbarProps {
  data: ReportDataAnswer;
  filters: ReportFilters;
  showGrain: boolean;
  onChange: (next: ReportFilters) => void;
  onRefresh: () => void;
}

/**
 * The report toolbar (the walkthrough's 'Report Toolbar'): date range, location, the grain (day to
 * year, cut by the account's calendar) and what to compare with.
 */
export function ReportToolbar({ data, filters, showGrain, onChange, onRefresh }: ReportToolbarProps) {
  const from = filters.from ?? data.filters.from;
  const to = filters.to ?? data.filters.to;
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      flexWrap="wrap"
      alignItems="center"
      role="toolbar"
      aria-label="Report toolbar"
      sx={{ py: 1.5 }}
    >
      <TextField
        fullWidth={false}
        label="From"
        type="date"
        size="small"
        value={from}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: to } }}
        onChange={(e) => e.target.value && onChange({ ...filters, from: e.target.value, to })}
      />
      <TextField
        fullWidth={false}
        label="To"
        type="date"
        size="small"
        value={to}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: from } }}
        onChange={(e) => e.target.value && onChange({ ...filters, from, to: e.target.value })}
      />
      {data.locations.length > 0 && (
        <TextField
          fullWidth={false}
          select
          label="Location"
          size="small"
          sx={{ minWidth: 220 }}
          value={filters.location ?? ''}
          onChange={(e) => onChange({ ...filters, location: e.target.value || undefined })}
        >
          <MenuItem value="">All locations</MenuItem>
          {data.locations.map((l) => (
            <MenuItem key={l.value} value={l.value}>
              {l.label}
            </MenuItem>
          ))}
        </TextField>
      )}
      {showGrain && (
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="Group by"
          value={filters.grain}
          onChange={(_, grain: ReportGrain | null) => grain && onChange({ ...filters, grain })}
        >
          {REPORT_GRAINS.map((grain) => (
            <ToggleButton key={grain} value={grain}>
              {REPORT_GRAIN_LABELS[grain]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
      <TextField
        fullWidth={false}
        select
        label={COMPARE_TEXTS.selector}
        size="small"
        sx={{ minWidth: 170 }}
        value={filters.compare ?? ''}
        onChange={(e) => onChange({ ...filters, compare: (e.target.value || undefined) as ReportCompare | undefined })}
      >
        <MenuItem value="">{COMPARE_LABELS['']}</MenuItem>
        {REPORT_COMPARES.map((compare) => (
          <MenuItem key={compare} value={compare}>
            {COMPARE_LABELS[compare]}
          </MenuItem>
        ))}
      </TextField>
      <Button startIcon={<Refresh />} onClick={onRefresh}>
        Refresh
      </Button>
    </Stack>
  );
}
