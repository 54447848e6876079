import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { BrandUploadAnswer } from '@storelens/contract/api/product-data';
import { count } from '../format.ts';
import { type UploadProgress, uploadProblems } from '../upload-request.ts';

/** The bar while a file goes up: its bytes first, then an endless bar while the server reads it. */
export function UploadProgressBar({ progress }: { progress: UploadProgress }) {
  const sending = progress.stage === 'sending';
  const shown = sending ? Math.round(progress.fraction * 100) : 100;
  return (
    <Box role="status" aria-live="polite">
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {sending ? `Sending the file: ${shown}%` : 'Reading and saving the products…'}
      </Typography>
      <LinearProgress
        aria-label="Upload progress"
        variant={sending ? 'determinate' : 'indeterminate'}
        value={sending ? shown : undefined}
      />
    </Box>
  );
}

/** What an accepted file did. */
export function UploadOutcome({ answer, fileName }: { answer: BrandUploadAnswer; fileName: string }) {
  return (
    <Alert severity="success" data-testid="upload-outcome">
      <AlertTitle>{fileName} is uploaded</AlertTitle>
      {count(answer.products)} products: {count(answer.added)} added, {count(answer.updated)} updated.
    </Alert>
  );
}

/**
 * A refused file: the server's message and each of the file's problems ('line 12, Price'), so the
 * file can be fixed in one go. Nothing of a refused file is saved.
 */
export function UploadRefusal({ message, fields }: { message: string; fields: Record<string, string> }) {
  const problems = uploadProblems(fields);
  return (
    <Alert severity="error" data-testid="upload-refusal" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <AlertTitle>The file was not uploaded; nothing of it was saved</AlertTitle>
      {message}
      {problems.length > 0 && (
        <TableContainer component={Paper} variant="outlined" sx={{ mt: 1, maxHeight: 360 }}>
          <Table size="small" stickyHeader aria-label="Problems in the file">
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: 200 }}>Where</TableCell>
                <TableCell>Problem</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {problems.map((p) => (
                <TableRow key={p.where}>
                  <TableCell>{p.where}</TableCell>
                  <TableCell>{p.message}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Alert>
  );
}
