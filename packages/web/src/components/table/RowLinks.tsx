import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import type { UseMutationResult } from '@tanstack/react-query';
import type { OptionsObject } from 'notistack';
import { Link as RouterLink } from 'react-router';
import { useConfirmedDelete } from './useConfirmedDelete.ts';

/** A list row's name, leading to its edit page. */
export const NameLink = ({ name, to }: { name: string; to: string }) => (
  <Link component={RouterLink} to={to} underline="hover" sx={{ fontWeight: 600 }}>
    {name}
  </Link>
);

interface EditDeleteButtonsProps {
  /** the row's name, in the buttons' labels (`Edit {name}`, `Delete {name}`) */
  name: string;
  editTo: string;
  onDelete: () => void;
  /** the delete is under way, or refused (then `deleteTitle` says why) */
  deleteDisabled?: boolean;
  deleteTitle?: string;
}

/** A list row's edit and delete icon buttons, each with its tooltip. */
export const EditDeleteButtons = ({
  name,
  editTo,
  onDelete,
  deleteDisabled = false,
  deleteTitle = 'Delete',
}: EditDeleteButtonsProps) => (
  <>
    <Tooltip title="Edit">
      <IconButton component={RouterLink} to={editTo} aria-label={`Edit ${name}`} size="small">
        <EditOutlinedIcon fontSize="small" />
      </IconButton>
    </Tooltip>
    <Tooltip title={deleteTitle}>
      {/* a disabled button fires no events: the span keeps the tooltip working */}
      <span>
        <IconButton onClick={onDelete} aria-label={`Delete ${name}`} size="small" disabled={deleteDisabled}>
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  </>
);

interface EditDeleteActionsProps {
  id: number;
  name: string;
  editTo: string;
  /** the row's delete call, started once the user confirms */
  deletion: UseMutationResult<unknown, Error, number>;
  /** the confirm dialog's title and text */
  confirm: { title: string; message: string };
  /** why the delete is refused, shown on its button */
  deleteTitle?: string;
  /** how a failed delete's snackbar shows (see useConfirmedDelete) */
  errorOptions?: OptionsObject;
}

/** A list row's edit and delete buttons, the delete asked first in a confirm dialog. */
export function EditDeleteActions({
  id,
  name,
  editTo,
  deletion,
  confirm,
  deleteTitle,
  errorOptions,
}: EditDeleteActionsProps) {
  const [remove, confirmDialog] = useConfirmedDelete(deletion, errorOptions);
  return (
    <>
      <EditDeleteButtons
        name={name}
        editTo={editTo}
        onDelete={() => remove({ id, name, ...confirm })}
        deleteDisabled={deletion.isPending}
        deleteTitle={deleteTitle}
      />
      {confirmDialog}
    </>
  );
}
