import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BrandUploadAnswer } from '@storelens/contract/api/product-data';
import { BRAND_UPLOAD_ERRORS, BRAND_UPLOAD_HEADERS, BRAND_UPLOAD_LIMITS } from '@storelens/contract/api/product-data';
import { BRAND_UPLOAD_COLUMNS, TAGGING_TEXT } from '@storelens/contract/domain/tagging';
import { type ChangeEvent, useRef, useState } from 'react';
import { useConfirm } from '../../../components/ConfirmDialog.tsx';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useActiveAccount } from '../../../lib/use-active-account.ts';
import { UploadOutcome, UploadProgressBar, UploadRefusal } from '../components/UploadResult.tsx';
import { count } from '../format.ts';
import { type UploadProgress, uploadBrandFile } from '../upload-request.ts';

type Outcome =
  | { kind: 'done'; answer: BrandUploadAnswer; fileName: string }
  | { kind: 'refused'; message: string; fields: Record<string, string> }
  | null;

const MB = 1024 * 1024;
const TEMPLATE = `data:text/csv;charset=utf-8,${encodeURIComponent(`${BRAND_UPLOAD_HEADERS.withCustomFields.join(',')}\n`)}`;

/**
 * /product/upload (spec 3 §2, §5): a Brand account's product file. The columns come in the spec's
 * order, custom fields for every record or none; a confirmation naming the account comes before the
 * file is sent; a bar follows the upload; the answer says what was added and updated, or which
 * lines and columns are wrong. Spec 3 §8 keeps upload errors out of the app's snackbar; the refusal
 * is shown here, in the page, because the brand needs each wrong line and column named to fix its file.
 */
export function BrandUploadPage() {
  const account = useActiveAccount();
  const [confirm, confirmElement] = useConfirm();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState('');
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setFile(chosen);
    setOutcome(null);
    setFileError(chosen && chosen.size > BRAND_UPLOAD_LIMITS.bytes ? BRAND_UPLOAD_ERRORS.tooLarge.message : '');
  };

  const upload = async () => {
    if (!file) {
      setFileError(BRAND_UPLOAD_ERRORS.noFile.message);
      return;
    }
    if (fileError) return;
    const sure = await confirm({
      title: 'Upload Products',
      message: TAGGING_TEXT.uploadConfirm(account.name),
      confirmLabel: 'Upload',
    });
    if (!sure) return;
    setOutcome(null);
    try {
      const answer = await uploadBrandFile(account.id, file, setProgress);
      setOutcome({ kind: 'done', answer, fileName: file.name });
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (err) {
      setOutcome({
        kind: 'refused',
        message: err instanceof Error ? err.message : 'The file could not be uploaded.',
        fields: err instanceof ApiError ? err.fields : {},
      });
    } finally {
      setProgress(null);
    }
  };

  const busy = progress !== null;
  return (
    <>
      <PageTitle>Upload Products</PageTitle>
      <Stack spacing={3} sx={{ maxWidth: 900 }}>
        <SectionCard title={`Products for ${account.name}`}>
          <Stack spacing={2} sx={{ p: 2.5 }}>
            <Typography>
              A CSV file whose first line names these columns, in this order. Custom Field 1 to 5 may follow Image Url:
              on every line of the file or on none. Products are matched by Upc: a known Upc updates its product, a new
              one adds a product.
            </Typography>
            <Box component="ol" aria-label="Columns" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0 }}>
              {BRAND_UPLOAD_COLUMNS.map((column, i) => (
                <Chip
                  key={column}
                  component="li"
                  label={`${i + 1}. ${column}`}
                  variant={i < BRAND_UPLOAD_HEADERS.standard.length ? 'filled' : 'outlined'}
                  size="small"
                />
              ))}
            </Box>
            <Typography variant="body2" color="text.secondary">
              Upc (6 to 14 digits) and Name are required; Price and Cost are numbers with at most 2 decimals. Up to{' '}
              {count(BRAND_UPLOAD_LIMITS.rows)} products and {BRAND_UPLOAD_LIMITS.bytes / MB} MB a file.
            </Typography>
            <Box>
              <Button href={TEMPLATE} download="Product Upload Template.csv" startIcon={<DownloadIcon />} size="small">
                Download a template
              </Button>
            </Box>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={busy}>
                Choose File
                <input
                  ref={input}
                  hidden
                  type="file"
                  accept=".csv,text/csv"
                  aria-label="Product file"
                  onChange={choose}
                />
              </Button>
              <Typography data-testid="chosen-file" color={file ? 'text.primary' : 'text.secondary'}>
                {file ? `${file.name} (${count(Math.max(1, Math.round(file.size / 1024)))} KB)` : 'No file chosen'}
              </Typography>
              <Button variant="contained" onClick={() => void upload()} loading={busy} sx={{ ml: { sm: 'auto' } }}>
                Upload
              </Button>
            </Stack>
            {fileError && <FormHelperText error>{fileError}</FormHelperText>}
            {progress && <UploadProgressBar progress={progress} />}
          </Stack>
        </SectionCard>
        {outcome?.kind === 'done' && <UploadOutcome answer={outcome.answer} fileName={outcome.fileName} />}
        {outcome?.kind === 'refused' && <UploadRefusal message={outcome.message} fields={outcome.fields} />}
      </Stack>
      {confirmElement}
    </>
  );
}
