import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
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

interface ScheduleSelectProps {
  name: 'frequency' | 'anchorTime' | 'timezone';
  options: ReadonlyArray<{ value: string | number; label: string }>;
  /** the line under the field when it has no error, instead of the field's own help */
  help?: string;
  slotProps?: TextFieldProps['slotProps'];
}

/** One of the schedule's required selects, with its label and help from the contract's source fields. */
function ScheduleSelect({ name, options, help, slotProps }: ScheduleSelectProps) {
  const spec = common(name);
  return (
    <Controller
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          label={spec.label}
          required
          {...field}
          error={Boolean(fieldState.error)}
          helperText={help === undefined ? helperOf(spec, fieldState.error) : (fieldState.error?.message ?? help)}
          slotProps={slotProps}
        >
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

// spec 2 §5: under 60 minutes only for WooCommerce — any other type may pick it and is told
// 'The selected frequency is not supported for the selected source type'
const FREQUENCY_CHOICES = FREQUENCY_OPTIONS.map((minutes) => ({
  value: minutes,
  label: `Every ${frequencyLabel(minutes)}`,
}));
const ANCHOR_CHOICES = ANCHOR_TIMES.map((time) => ({ value: time, label: time }));
const ANCHOR_MENU: TextFieldProps['slotProps'] = {
  select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } },
};

interface ScheduleFieldsProps {
  isEdit: boolean;
}

/** Frequency, anchor time, time zone and start date of a source (spec 2 §2, §5, §9). */
export function ScheduleFields({ isEdit }: ScheduleFieldsProps) {
  const [timezone, anchorTime] = useWatch({ name: ['timezone', 'anchorTime'] }) as [string, string];
  const anchor = common('anchorTime');
  const start = common('startDate');
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, gap: 2.5 }}>
      <ScheduleSelect name="frequency" options={FREQUENCY_CHOICES} />
      <ScheduleSelect
        name="anchorTime"
        options={ANCHOR_CHOICES}
        help={showsLocalTime(timezone) ? utcAnchorHelp(anchorTime) : anchor.help}
        slotProps={ANCHOR_MENU}
      />
      <ScheduleSelect name="timezone" options={TIME_ZONE_OPTIONS} />
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
