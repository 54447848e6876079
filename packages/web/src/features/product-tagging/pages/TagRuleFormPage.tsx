import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import type { TagRuleBody } from '@storelens/contract/api/product-tagging';
import { useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Redirect } from '../../../components/Redirect.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useCreateTagRule, useDeleteTagRule, useTaggingMetadata, useTagRule, useUpdateTagRule } from '../api.ts';
import { TagRuleForm } from '../components/TagRuleForm.tsx';
import { toFormValues } from '../tag-rule-form-values.ts';
import { type TaggingMode, useTaggingMode } from '../tagging-mode.ts';

/** /product/tagging/create */
export function CreateTagRulePage() {
  const mode = useTaggingMode(false);
  return mode ? <CreateTagRule mode={mode} /> : <Redirect to="/" />;
}

/** /product/globalRetailerTagging/create (no verticalId → /, spec 3 §8) */
export function CreateGlobalTagRulePage() {
  const mode = useTaggingMode(true);
  return mode ? <CreateTagRule mode={mode} /> : <Redirect to="/" />;
}

/** /product/tagging/edit/{id} */
export function EditTagRulePage() {
  const mode = useTaggingMode(false);
  return mode ? <EditTagRule mode={mode} /> : <Redirect to="/" />;
}

/** /product/globalRetailerTagging/edit/{id} */
export function EditGlobalTagRulePage() {
  const mode = useTaggingMode(true);
  return mode ? <EditTagRule mode={mode} /> : <Redirect to="/" />;
}

const loadError = (error: unknown) =>
  error instanceof ApiError ? error.message : 'The tagging metadata could not be loaded.';

function CreateTagRule({ mode }: { mode: TaggingMode }) {
  const metadata = useTaggingMetadata(mode.verticalId);
  const create = useCreateTagRule(mode.owner);
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  if (metadata.isPending) return <CircularProgress size={28} />;
  if (metadata.error) return <Alert severity="error">{loadError(metadata.error)}</Alert>;

  const handleSubmit = async (body: TagRuleBody) => {
    await create.mutateAsync(body);
    enqueueSnackbar('Tag rule created', { variant: 'success' });
    navigate(mode.listPath);
  };
  return (
    <TagRuleForm
      mode={mode}
      metadata={metadata.data}
      initial={toFormValues()}
      isEdit={false}
      onSubmit={handleSubmit}
      onCancel={() => navigate(mode.listPath)}
    />
  );
}

/** A path id that can name a rule; anything else is a failed load. */
const ruleIdOf = (raw: string | undefined): number | null => (raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null);

function EditTagRule({ mode }: { mode: TaggingMode }) {
  const id = ruleIdOf(useParams().id);
  const metadata = useTaggingMetadata(mode.verticalId);
  const rule = useTagRule(mode.owner, id);
  const update = useUpdateTagRule(mode.owner, id ?? 0);
  const remove = useDeleteTagRule(mode.owner);
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  // spec 3 §8: a failed load of the rule returns to the list
  const failed = id === null || Boolean(rule.error);
  useEffect(() => {
    if (failed) navigate(mode.listPath, { replace: true });
  }, [failed, navigate, mode.listPath]);
  if (failed || !rule.data || metadata.isPending) return <CircularProgress size={28} />;
  if (metadata.error) return <Alert severity="error">{loadError(metadata.error)}</Alert>;

  const handleSubmit = async (body: TagRuleBody) => {
    await update.mutateAsync(body);
    enqueueSnackbar('Tag rule saved', { variant: 'success' });
    navigate(mode.listPath);
  };
  const handleDelete = async () => {
    await remove.mutateAsync(rule.data.id);
    enqueueSnackbar('Tag rule deleted', { variant: 'success' });
    navigate(mode.listPath);
  };
  return (
    <TagRuleForm
      key={rule.data.id}
      mode={mode}
      metadata={metadata.data}
      initial={toFormValues(rule.data)}
      isEdit
      onSubmit={handleSubmit}
      onDelete={handleDelete}
      onCancel={() => navigate(mode.listPath)}
    />
  );
}
