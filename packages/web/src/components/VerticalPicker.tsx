import MenuItem from '@mui/material/MenuItem';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

interface VerticalPickerProps {
  verticals: Array<{ id: string; name: string }>;
  value: string;
  onChange: (value: string) => void;
  sx?: SxProps<Theme>;
}

/** The vertical a page shows: a heading when there is only one to see, else a select. */
export function VerticalPicker({ verticals, value, onChange, sx }: VerticalPickerProps) {
  const only = verticals.length === 1 ? verticals[0] : undefined;
  if (only)
    return (
      <Typography variant="h6" component="h2">
        {only.name}
      </Typography>
    );
  return (
    <TextField
      select
      size="small"
      label="Vertical"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={sx}
    >
      {verticals.map((v) => (
        <MenuItem key={v.id} value={v.id}>
          {v.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
