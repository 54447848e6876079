import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import type { TagRule } from '@storelens/contract/api/product-tagging';
import { useState } from 'react';
import { DialogSaveActions } from '../../../components/DialogSaveActions.tsx';
import { ApiError } from '../../../lib/api.ts';

function SortableRule({ rule, place }: { rule: TagRule; place: number }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: rule.id });
  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-testid={`priority-${rule.id}`}
      {...attributes}
      {...listeners}
      aria-label={`${place}. ${rule.name}`}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1.5,
        py: 1,
        mb: 0.75,
        border: 1,
        borderColor: isDragging ? 'primary.main' : 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        cursor: 'grab',
        touchAction: 'none',
        position: 'relative',
        zIndex: isDragging ? 1 : 0,
        transform: CSS.Transform.toString(transform),
        transition,
      }}
    >
      <DragIndicatorIcon fontSize="small" sx={{ color: 'text.secondary' }} />
      <Typography variant="body2" sx={{ width: 28, color: 'text.secondary' }}>
        {place}
      </Typography>
      <Typography variant="body2">{rule.name}</Typography>
    </Box>
  );
}

interface RulePriorityDialogProps {
  rules: TagRule[];
  isPending: boolean;
  onSave: (ruleIds: number[]) => Promise<unknown>;
  onClose: () => void;
}

/**
 * spec 3 §2 'Set Rule Priority': the rules dragged into order (mouse, touch or keyboard: Space picks
 * a rule up, the arrows move it, Space puts it down); Save sends the order (PUT .../reorder).
 */
export function RulePriorityDialog({ rules, isPending, onSave, onClose }: RulePriorityDialogProps) {
  const [order, setOrder] = useState(() => rules.map((r) => r.id));
  const [error, setError] = useState<string | null>(null);
  const byId = new Map(rules.map((r) => [r.id, r]));
  const sensors = useSensors(
    // a click is not a drag: the pointer must move a little first
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    setOrder((ids) => arrayMove(ids, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id))));
  };

  const save = async () => {
    setError(null);
    try {
      await onSave(order);
      onClose();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'The order could not be saved.');
    }
  };

  return (
    <Dialog open onClose={isPending ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="priority-title">
      <DialogTitle id="priority-title">Set Rule Priority</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Drag the rules into order. A product takes the outcome of the first rule whose filters it matches.
        </DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={handleDragEnd}>
          <SortableContext items={order} strategy={verticalListSortingStrategy}>
            <List disablePadding aria-label="Rule priority">
              {order.map((id, i) => {
                const rule = byId.get(id);
                return rule ? <SortableRule key={id} rule={rule} place={i + 1} /> : null;
              })}
            </List>
          </SortableContext>
        </DndContext>
      </DialogContent>
      <DialogSaveActions onCancel={onClose} onSave={save} saving={isPending} />
    </Dialog>
  );
}
