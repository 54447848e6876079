import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TagRule } from '@storelens/contract/api/product-tagging';
import { TAGGING_TEXT } from '@storelens/contract/domain/tagging';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useConfirm } from '../../../components/ConfirmDialog.tsx';
import { SearchField } from '../../../components/form/SearchField.tsx';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { Redirect } from '../../../components/Redirect.tsx';
import { ApiError } from '../../../lib/api.ts';
import { downloadText } from '../../../lib/download.ts';
import { useDeleteTagRule, useReorderTagRules, useSourceTagReads, useTaggingMetadata, useTagRules } from '../api.ts';
import { RetagProgress } from '../components/RetagProgress.tsx';
import { RulePriorityDialog } from '../components/RulePriorityDialog.tsx';
import { TagRulesTable } from '../components/TagRulesTable.tsx';
import { columnsOf, type TaggingMode, useTaggingMode } from '../tagging-mode.ts';
import { ruleMatches, sourceTagsFileText, unusedSourceTagsFileText } from '../tagging-text.ts';

/** /product/tagging: the account's rules (spec 3 §2). */
export function TagRulesPage() {
  const mode = useTaggingMode(false);
  return mode ? <TagRules mode={mode} /> : <Redirect to="/" />;
}

/** /product/globalRetailerTagging: the vertical's global retailer rules; no verticalId → / (spec 3 §8). */
export function GlobalTagRulesPage() {
  const mode = useTaggingMode(true);
  return mode ? <TagRules key={mode.verticalId} mode={mode} /> : <Redirect to="/" />;
}

/** The server's words when it gave some, else ours. */
const errorText = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

function TagRules({ mode }: { mode: TaggingMode }) {
  const rules = useTagRules(mode.owner);
  const metadata = useTaggingMetadata(mode.verticalId);
  const reorder = useReorderTagRules(mode.owner);
  const reads = useSourceTagReads(mode.owner);
  const remove = useDeleteTagRule(mode.owner);
  const [confirm, confirmElement] = useConfirm();
  const { enqueueSnackbar } = useSnackbar();
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [priorityOpen, setPriorityOpen] = useState(false);
  const [downloading, setDownloading] = useState<'all' | 'unused' | null>(null);

  const all = rules.data ?? [];
  const priorities = new Map(all.map((r, i) => [r.id, i + 1]));
  const visible = all.filter((r) => ruleMatches(r, search));
  const columns = metadata.data ? columnsOf(metadata.data, mode).columns : [];

  const toggle = (id: number) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const download = async (which: 'all' | 'unused') => {
    setDownloading(which);
    try {
      const { sourceTags } = await reads.lists();
      if (which === 'all') downloadText(sourceTagsFileText(sourceTags), TAGGING_TEXT.sourceTagsFile);
      else downloadText(unusedSourceTagsFileText(await reads.unused(), sourceTags), TAGGING_TEXT.unusedSourceTagsFile);
    } catch (error) {
      enqueueSnackbar(errorText(error, 'The source tags could not be loaded.'), { variant: 'error' });
    } finally {
      setDownloading(null);
    }
  };

  // spec 3 §2 gives two wordings of the question: the list names the rule, the form says 'this tag rule'
  const deleteRule = async (rule: TagRule) => {
    const yes = await confirm({
      title: 'Delete Tag Rule',
      message: TAGGING_TEXT.deleteNamedRule(rule.name),
      confirmLabel: 'Delete',
      isDestructive: true,
    });
    if (!yes) return;
    remove.mutate(rule.id, {
      onSuccess: () => enqueueSnackbar('Tag rule deleted', { variant: 'success' }),
      onError: (error) => enqueueSnackbar(errorText(error, 'The tag rule could not be deleted.'), { variant: 'error' }),
    });
  };

  return (
    <>
      <PageTitle>{mode.isGlobal ? 'Global Retailer Tagging' : 'Tagging'}</PageTitle>
      <Typography color="text.secondary" sx={{ mt: -2, mb: 2 }}>
        {mode.isGlobal
          ? `Rules for every retailer of the vertical ${mode.accountName}, applied where no rule of the retailer's own matched.`
          : `Rules for the products of ${mode.accountName}, applied in priority order: the first matching rule wins.`}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={`${mode.listPath}/create`}>
          Create Tagging Rule
        </Button>
        <Button variant="outlined" onClick={() => setPriorityOpen(true)} disabled={all.length < 2}>
          Set Rule Priority
        </Button>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          loading={downloading === 'all'}
          onClick={() => void download('all')}
        >
          Source Tags
        </Button>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          loading={downloading === 'unused'}
          onClick={() => void download('unused')}
        >
          Unused Source Tags
        </Button>
      </Stack>
      <RetagProgress owner={mode.owner} />
      <Box sx={{ display: 'flex', gap: 1, mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <SearchField value={search} onChange={setSearch} sx={{ width: 320, maxWidth: '100%' }} />
        <Button size="small" onClick={() => setExpanded(new Set(visible.map((r) => r.id)))}>
          Expand All
        </Button>
        <Button size="small" onClick={() => setExpanded(new Set())}>
          Collapse All
        </Button>
      </Box>
      {(rules.isPending || metadata.isPending) && <CircularProgress size={28} sx={{ display: 'block' }} />}
      {rules.error && <Alert severity="error">{errorText(rules.error, 'The tag rules could not be loaded.')}</Alert>}
      {metadata.error && (
        <Alert severity="error">{errorText(metadata.error, 'The tagging metadata could not be loaded.')}</Alert>
      )}
      {rules.data && metadata.data && (
        <TagRulesTable
          rules={visible}
          priorities={priorities}
          expanded={expanded}
          onToggle={toggle}
          columns={columns}
          extensionFields={metadata.data.EXTENSION_FIELDS}
          editPath={(id) => `${mode.listPath}/edit/${id}`}
          onDelete={(rule) => void deleteRule(rule)}
          emptyText={all.length === 0 ? 'No tag rules yet.' : 'No rule matches the search.'}
        />
      )}
      {priorityOpen && (
        <RulePriorityDialog
          rules={all}
          isPending={reorder.isPending}
          onSave={(ids) => reorder.mutateAsync(ids)}
          onClose={() => setPriorityOpen(false)}
        />
      )}
      {confirmElement}
    </>
  );
}
