import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { PREVIEW_RECORD_COUNT, SOURCE_TYPE, type SourceTypeId } from '@storelens/contract/domain/connectors';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import type { DetailValues } from '../../../components/connector-form/form-values.ts';
import { usePreview } from '../api.ts';

interface PreviewButtonProps {
  sourceType: SourceTypeId;
  /** the saved source's id: a Lightspeed preview uses its connection, with the form's unsaved settings */
  sourceId?: number;
}

const MAX_COLUMNS = 8;

const cellText = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** spec 2 §2, §7: the Preview button (types 1, 8, 10, 14, 19); up to 100 records; failure is silent. */
export function PreviewButton({ sourceType, sourceId }: PreviewButtonProps) {
  const { getValues } = useFormContext();
  const preview = usePreview();
  const [open, setOpen] = useState(false);
  const needsSave = sourceType === SOURCE_TYPE.lightspeed && sourceId === undefined;

  const handleOpen = () => {
    setOpen(true);
    preview.mutate({ type: sourceType, detail: getValues('detail') as DetailValues, sourceId });
  };

  const records = preview.data?.records ?? [];
  const columns = [...new Set(records.flatMap((r) => Object.keys(r)))].slice(0, MAX_COLUMNS);

  return (
    <>
      <Tooltip
        title={
          needsSave
            ? 'Connect Lightspeed first: save the source and finish its sign-in. From then on the preview tries the settings as typed, before they are saved.'
            : ''
        }
      >
        <span>
          <Button variant="outlined" startIcon={<VisibilityOutlinedIcon />} onClick={handleOpen} disabled={needsSave}>
            Preview
          </Button>
        </span>
      </Tooltip>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="lg" fullWidth aria-labelledby="preview-title">
        <DialogTitle id="preview-title">Preview</DialogTitle>
        <DialogContent dividers>
          {preview.isPending ? (
            <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
              <CircularProgress aria-label="Loading preview" />
            </Box>
          ) : records.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
              Nothing to preview with these settings.
            </Typography>
          ) : (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                The first {Math.min(records.length, PREVIEW_RECORD_COUNT)} records.
              </Typography>
              <TableContainer sx={{ maxHeight: 480 }}>
                <Table size="small" stickyHeader aria-label="Preview records">
                  <TableHead>
                    <TableRow>
                      {columns.map((column) => (
                        <TableCell key={column}>{column}</TableCell>
                      ))}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {records.slice(0, PREVIEW_RECORD_COUNT).map((record, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: preview rows have no identity of their own
                      <TableRow key={index}>
                        {columns.map((column) => (
                          <TableCell
                            key={column}
                            sx={{ maxWidth: 240, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                          >
                            {cellText(record[column])}
                          </TableCell>
                        ))}
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
