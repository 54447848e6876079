import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { SOURCE_COMMON_FIELDS } from '@storelens/contract/domain/connector-forms';
import {
  ANCHOR_MINUTE_STEP,
  FREQUENCY_OPTIONS,
  frequencyLabel,
  HISTORICAL_DATE_MIN,
  historicalDateMax,
  showsLocalTime,
  TIME_ZONE_OPTIONS,
} from '@storelens/contract/domain/schedule-options';
import { Controller, useWatch } from 'react-hook-form';
import { helperOf } from '../../../components/connector-form/widget-props.ts';
import { localTimeOfUtc } from '../../../lib/connector-format.ts';

const common = (name: string) => SOURCE_COMMON_FIELDS.find((f) => f.name === name)!;

/** spec 2 §9: a 24-hour clock with minutes in steps of 10. */
const ANCHOR_TIMES = Array.from({ length: 24 * (60 / ANCHOR_MINUTE_STEP) }, (_, i) => {
  const minutes = i * ANCHOR_MINUTE_STEP;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

/**
 * spec 2 §2: local time is shown when the timezone is UTC. A browser on UTC gets no conversion
 * ('08:00 UTC is 8:00 AM UTC your time' said the same thing twice).
 */
export function utcAnchorHelp(anchorTime: string, now: Date = new Date()): string {
  const [hours, minutes] = anchorTime.split(':').map(Number);
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hours, minutes));
  if (Number.isNaN(at.getTime())) return '';
  if (at.getTimezoneOffset() === 0) return `${anchorTime} UTC is also your local time.`;
  return `${anchorTime} UTC is ${localTimeOfUtc(anchorTime, now)} your time.`;
}

interface ScheduleFieldsProps {
  isEdit: boolean;
}

/** Frequency, anchor time, time zone and start date of a source (spec 2 §2, §5, §9). */
export function ScheduleFields({ isEdit }: ScheduleFieldsProps) {
  const [timezone, anchorTime] = useWatch({ name: ['timezone', 'anchorTime'] }) as [string, string];
  const frequency = common('frequency');
  const anchor = common('anchorTime');
  const zone = common('timezone');
  const start = common('startDate');
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, gap: 2.5 }}>
      <Controller
        name="frequency"
        render={({ field, fieldState }) => (
          <TextField
            select
            label={frequency.label}
            required
            {...field}
            error={Boolean(fieldState.error)}
            helperText={helperOf(frequency, fieldState.error)}
          >
            {FREQUENCY_OPTIONS.map((minutes) => (
              // spec 2 §5: under 60 minutes only for WooCommerce — any other type may pick it and is
              // told 'The selected frequency is not supported for the selected source type'
              <MenuItem key={minutes} value={minutes}>
                Every {frequencyLabel(minutes)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        name="anchorTime"
        render={({ field, fieldState }) => (
          <TextField
            select
            label={anchor.label}
            required
            {...field}
            error={Boolean(fieldState.error)}
            helperText={
              fieldState.error?.message ?? (showsLocalTime(timezone) ? utcAnchorHelp(anchorTime) : anchor.help)
            }
            slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } }}
          >
            {ANCHOR_TIMES.map((time) => (
              <MenuItem key={time} value={time}>
                {time}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        name="timezone"
        render={({ field, fieldState }) => (
          <TextField
            select
            label={zone.label}
            required
            {...field}
            error={Boolean(fieldState.error)}
            helperText={helperOf(zone, fieldState.error)}
          >
            {TIME_ZONE_OPTIONS.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        name="startDate"
        render={({ field, fieldState }) => (
          <TextField
            type="date"
            label={start.label}
            required
            {...field}
            disabled={isEdit}
            error={Boolean(fieldState.error)}
            helperText={helperOf(start, fieldState.error)}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { min: HISTORICAL_DATE_MIN, max: historicalDateMax() },
            }}
          />
        )}
      />
    </Box>
  );
}
