import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { IMAGE_ID_REQUIRED } from '@storelens/contract/api/report-management';
import { useEffect, useState } from 'react';
import { ApiError } from '../lib/api.ts';

interface ImageInsertDialogProps {
  open: boolean;
  uploadImage: (file: File) => Promise<number>;
  onInsert: (id: number) => void;
  onClose: () => void;
}

/** Inserts an image by its id (spec 1 §2, §5 'An image id is required'); an upload fills the id in. */
export function ImageInsertDialog({ open, uploadImage, onInsert, onClose }: ImageInsertDialogProps) {
  const [imageId, setImageId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isUploading, setUploading] = useState(false);
  useEffect(() => {
    if (open) {
      setImageId('');
      setError(null);
    }
  }, [open]);

  const handleFile = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setError(null);
    try {
      setImageId(String(await uploadImage(file)));
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'The image could not be uploaded.');
    } finally {
      setUploading(false);
    }
  };

  const handleInsert = () => {
    const id = Number(imageId.trim());
    if (imageId.trim() === '' || !Number.isInteger(id) || id < 1) {
      setError(IMAGE_ID_REQUIRED);
      return;
    }
    onInsert(id);
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="image-dialog-title">
      <DialogTitle id="image-dialog-title">Insert Image</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="Image Id"
            value={imageId}
            onChange={(event) => {
              setImageId(event.target.value);
              setError(null);
            }}
            error={error !== null}
            helperText={error ?? 'The id of an uploaded image'}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            autoFocus
          />
          <Typography variant="body2" color="text.secondary">
            Or upload a PNG, JPEG, GIF or WebP image (up to 5 MB):
          </Typography>
          <Button variant="outlined" component="label" loading={isUploading}>
            Upload Image
            <input
              hidden
              type="file"
              accept="image/png,image/jpeg,image/gif,image/webp"
              aria-label="Image file"
              onChange={(event) => void handleFile(event.target.files?.[0])}
            />
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit">
          Cancel
        </Button>
        <Button variant="contained" onClick={handleInsert} disabled={isUploading}>
          Insert
        </Button>
      </DialogActions>
    </Dialog>
  );
}
