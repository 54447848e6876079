import type { FormField } from '@storelens/contract/domain/form-fields';
import type { ControllerRenderProps, FieldError } from 'react-hook-form';

/** What every field widget receives from its Controller. */
export interface WidgetProps {
  field: FormField;
  input: ControllerRenderProps;
  error: FieldError | undefined;
  isLocked: boolean;
}

/** The helper line: the error first, else the field's help. */
export const helperOf = (field: FormField, error: FieldError | undefined, extra?: string) =>
  error?.message ?? ([field.help, extra].filter(Boolean).join(' ') || undefined);
