import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { EMAIL_LIST_TEXTS, type EmailList } from '@storelens/contract/api/email-lists';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { TitleBar } from '../../../components/PageTitle.tsx';
import { useEmailLists } from '../api.ts';
import { EntriesTab } from '../components/EntriesTab.tsx';
import { NewListDialog } from '../components/NewListDialog.tsx';
import { UnsubscribesTab } from '../components/UnsubscribesTab.tsx';

/** spec 1 §2: a list's name, plus its vertical when the name repeats. */
const listLabel = (list: EmailList) =>
  list.duplicateName && list.vertical ? `${list.name} (${list.vertical})` : list.name;

type ListTab = 'emails' | 'unsubscribes';

/** spec 1 §2 Email List Management (/admin/emailListManagement; hasDataManagement, the role guard checks). */
export function EmailListManagementPage() {
  const lists = useEmailLists();
  // the chosen list and tab live in the URL (?list=&tab=): a reload or Back shows the same screen
  const [params, setParams] = useSearchParams();
  const [isCreating, setCreating] = useState(false);
  const asked = Number(params.get('list'));
  const tab: ListTab = params.get('tab') === 'unsubscribes' ? 'unsubscribes' : 'emails';
  // a list that is gone (or a mistyped address) falls back to the first list
  const typeId = lists.data?.some((l) => l.typeId === asked) ? asked : (lists.data?.[0]?.typeId ?? null);
  const show = (next: { list?: number; tab?: ListTab }) =>
    setParams((current) => {
      const url = new URLSearchParams(current);
      if (next.list !== undefined) url.set('list', String(next.list));
      else if (typeId !== null) url.set('list', String(typeId));
      if (next.tab !== undefined) url.set('tab', next.tab);
      return url;
    });

  return (
    <>
      <TitleBar title="Email List Management">
        <Button variant="outlined" onClick={() => setCreating(true)}>
          + New Email List
        </Button>
      </TitleBar>
      {lists.isPending && <CircularProgress size={28} />}
      {lists.error && <Alert severity="error">The email lists could not be loaded.</Alert>}
      {lists.data && lists.data.length === 0 && <Alert severity="info">{EMAIL_LIST_TEXTS.noLists}</Alert>}
      {lists.data && typeId !== null && (
        <Stack spacing={2}>
          <TextField
            select
            label="Email List"
            value={typeId}
            onChange={(event) => show({ list: Number(event.target.value) })}
            size="small"
            sx={{ maxWidth: 400 }}
          >
            {lists.data.map((list) => (
              <MenuItem key={list.typeId} value={list.typeId}>
                {listLabel(list)}
              </MenuItem>
            ))}
          </TextField>
          <Tabs value={tab} onChange={(_event, next: ListTab) => show({ tab: next })}>
            <Tab value="emails" label="Email List" />
            <Tab value="unsubscribes" label="Unsubscribes" />
          </Tabs>
          {tab === 'emails' ? (
            <EntriesTab key={typeId} typeId={typeId} />
          ) : (
            <UnsubscribesTab key={typeId} typeId={typeId} />
          )}
        </Stack>
      )}
      {isCreating && (
        <NewListDialog
          onClose={() => setCreating(false)}
          onCreated={(list) => {
            setCreating(false);
            show({ list: list.typeId, tab: 'emails' });
          }}
        />
      )}
    </>
  );
}
