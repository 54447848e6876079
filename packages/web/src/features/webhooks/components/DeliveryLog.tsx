import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { WEBHOOK_DELIVERIES_PAGE_SIZE, WEBHOOK_TEXTS, type Webhook } from '@storelens/contract/api/webhooks';
import { useState } from 'react';
import { FixedPagePagination } from '../../../components/table/FixedPagePagination.tsx';
import { OutlinedTable } from '../../../components/table/OutlinedTable.tsx';
import { formatDateTime } from '../../../lib/connector-format.ts';
import { useWebhookDeliveries } from '../api.ts';

const COLUMNS = ['When', 'Event', 'Message', 'Attempt', 'Status', 'HTTP', 'Duration', 'Next try', 'Error'];

/** One webhook's delivery log: every attempt, newest first, a page at a time (kept 30 days). */
export function DeliveryLog({ accountId, webhook }: { accountId: number; webhook: Webhook }) {
  const [page, setPage] = useState(0);
  const pageSize = WEBHOOK_DELIVERIES_PAGE_SIZE;
  const log = useWebhookDeliveries(accountId, webhook.id, pageSize, page * pageSize);
  return (
    <Stack spacing={1} component="section" aria-label="Delivery log">
      <Typography variant="h2">Delivery log: {webhook.url}</Typography>
      {log.isPending && <CircularProgress size={28} />}
      {log.error && <Alert severity="error">The delivery log could not be loaded.</Alert>}
      {log.data && (
        <OutlinedTable
          label="Deliveries"
          columns={COLUMNS}
          emptyText={log.data.deliveries.length ? undefined : WEBHOOK_TEXTS.noDeliveries}
          footer={
            log.data.total > pageSize && (
              <FixedPagePagination count={log.data.total} page={page} pageSize={pageSize} onPage={setPage} />
            )
          }
        >
          {log.data.deliveries.map((d) => (
            <TableRow key={d.id}>
              <TableCell>{formatDateTime(d.attemptedAt)}</TableCell>
              <TableCell>{d.eventType}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{d.messageId}</TableCell>
              <TableCell>{d.attempt}</TableCell>
              <TableCell>{d.status === 'succeeded' ? 'Succeeded' : 'Failed'}</TableCell>
              <TableCell>{d.httpStatus ?? '—'}</TableCell>
              <TableCell>{d.durationMs} ms</TableCell>
              <TableCell>{d.nextAttemptAt ? formatDateTime(d.nextAttemptAt) : '—'}</TableCell>
              <TableCell>{d.error ?? ''}</TableCell>
            </TableRow>
          ))}
        </OutlinedTable>
      )}
    </Stack>
  );
}
