import CheckIcon from '@mui/icons-material/Check';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import {
  EMAIL_LIST_FILE_NAME,
  EMAIL_LIST_FILE_TYPES,
  EMAIL_LIST_TEXTS,
  type EmailEntry,
  entriesToCsv,
  type UploadAnswer,
} from '@storelens/contract/api/email-lists';
import { useSnackbar } from 'notistack';
import { Fragment, useMemo, useRef, useState } from 'react';
import { SearchField } from '../../../components/form/SearchField.tsx';
import { FixedPagePagination } from '../../../components/table/FixedPagePagination.tsx';
import { OutlinedTable } from '../../../components/table/OutlinedTable.tsx';
import { PRODUCT_NAME } from '../../../lib/product.ts';
import { useDeleteEntry, useEntries, useUploadEntries } from '../api.ts';
import { AddEntryForm } from './AddEntryForm.tsx';
import { useConfirmedRemoval } from './useConfirmedRemoval.ts';

/** Rows per page of the table (spec 1 §9: "not shown"; ours). */
const PAGE_SIZE = 100;

/** spec 1 §9: the download is 'Email List.csv' of 'email,type' rows. */
function download(entries: EmailEntry[]) {
  const url = URL.createObjectURL(new Blob([entriesToCsv(entries)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = EMAIL_LIST_FILE_NAME;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** spec 1 §2 the Email List tab: add form, upload, search, table grouped by type, download, delete. */
export function EntriesTab({ typeId }: { typeId: number }) {
  const entries = useEntries(typeId);
  const upload = useUploadEntries(typeId);
  const { enqueueSnackbar } = useSnackbar();
  const [search, setSearch] = useState('');
  const [report, setReport] = useState<UploadAnswer | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const [page, setPage] = useState(0);
  // grouped by type, then by address; a page of PAGE_SIZE rows at a time keeps long lists quick
  const shown = useMemo(() => {
    const term = search.trim().toLowerCase();
    return (entries.data ?? [])
      .filter((e) => !term || e.email.toLowerCase().includes(term) || e.type.toLowerCase().includes(term))
      .sort((a, b) => a.type.localeCompare(b.type) || a.email.localeCompare(b.email));
  }, [entries.data, search]);
  // a delete or a new search may leave fewer pages
  const current = Math.min(page, Math.max(0, Math.ceil(shown.length / PAGE_SIZE) - 1));
  const groups = useMemo(() => {
    const byType = new Map<string, EmailEntry[]>();
    for (const e of shown.slice(current * PAGE_SIZE, (current + 1) * PAGE_SIZE))
      byType.set(e.type, [...(byType.get(e.type) ?? []), e]);
    return [...byType.entries()];
  }, [shown, current]);
  const countOf = useMemo(() => {
    const counts = new Map<string, number>();
    for (const e of shown) counts.set(e.type, (counts.get(e.type) ?? 0) + 1);
    return counts;
  }, [shown]);
  const defaultType = entries.data?.[0]?.type ?? 'Customer';

  const [handleDelete, confirmDialog] = useConfirmedRemoval(useDeleteEntry(typeId), {
    title: 'Delete email',
    confirmLabel: 'Delete',
    question: EMAIL_LIST_TEXTS.confirmDelete,
    done: (email) => `${email} deleted from the list`,
  });

  const handleFile = (file: File | undefined) => {
    if (!file) return;
    setReport(null);
    upload.mutate(
      { file, type: defaultType },
      {
        onSuccess: (answer) => {
          setReport(answer);
          enqueueSnackbar(`${answer.added} added from ${file.name}`, { variant: 'success' });
        },
        // spec 1 §8: an upload error is silently ignored
        onError: () => undefined,
      },
    );
    if (fileInput.current) fileInput.current.value = '';
  };

  return (
    <Stack spacing={2}>
      <AddEntryForm key={typeId} typeId={typeId} defaultType={defaultType} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
        <SearchField
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(0);
          }}
          sx={{ minWidth: 280 }}
        />
        <Box sx={{ flex: 1 }} />
        <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} loading={upload.isPending}>
          Upload File
          <input
            ref={fileInput}
            hidden
            type="file"
            accept={EMAIL_LIST_FILE_TYPES.join(',')}
            aria-label="Upload a .csv or .txt file"
            onChange={(event) => handleFile(event.target.files?.[0])}
          />
        </Button>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={!entries.data}
          onClick={() => entries.data && download(entries.data)}
        >
          Download
        </Button>
      </Stack>
      {report && report.errors.length > 0 && (
        <Alert severity="warning" onClose={() => setReport(null)}>
          {report.added} added, {report.skipped} already on the list. These rows were left out:
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {report.errors.slice(0, 20).map((e) => (
              <li key={e.line}>
                Line {e.line}: {e.message}
              </li>
            ))}
          </Box>
          {report.errors.length > 20 && `and ${report.errors.length - 20} more`}
        </Alert>
      )}
      {entries.isPending && <CircularProgress size={28} />}
      {entries.error && <Alert severity="error">The email list could not be loaded.</Alert>}
      {entries.data && (
        <OutlinedTable
          label="Email list"
          columns={['Email', 'Type', `Added by ${PRODUCT_NAME}`, { label: 'Delete', align: 'right' }]}
          emptyText={groups.length === 0 ? (search ? 'No email matches the search.' : 'The list is empty.') : undefined}
          footer={
            shown.length > PAGE_SIZE && (
              <FixedPagePagination count={shown.length} page={current} pageSize={PAGE_SIZE} onPage={setPage} />
            )
          }
        >
          {groups.map(([type, rows]) => (
            <Fragment key={type}>
              <TableRow sx={{ bgcolor: 'action.hover' }}>
                <TableCell colSpan={4} sx={{ fontWeight: 600 }}>
                  {type} ({countOf.get(type) ?? rows.length})
                </TableCell>
              </TableRow>
              {rows.map((e) => (
                <TableRow key={e.email}>
                  <TableCell>{e.email}</TableCell>
                  <TableCell>{e.type}</TableCell>
                  <TableCell>{e.addedByProduct ? <CheckIcon fontSize="small" aria-label="Yes" /> : null}</TableCell>
                  <TableCell align="right">
                    {e.addedByProduct && (
                      <IconButton
                        aria-label={`Delete ${e.email}`}
                        size="small"
                        onClick={() => void handleDelete(e.email)}
                      >
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </Fragment>
          ))}
        </OutlinedTable>
      )}
      {confirmDialog}
    </Stack>
  );
}
