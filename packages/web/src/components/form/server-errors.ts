import { useEffect, useRef } from 'react';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api.ts';

/**
 * A save the server refused, shown on the form: each field it names gets its message, and with
 * none the refusal's message goes to the form's root. Anything but an ApiError is thrown again.
 */
export function showServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>): void {
  if (!(error instanceof ApiError)) throw error;
  const entries = Object.entries(error.fields);
  for (const [field, message] of entries) setError(field as FieldPath<T>, { message });
  if (entries.length === 0) setError('root', { message: error.message });
}

/**
 * Runs `onChange` after a render in which one of the watched values differs from the render before
 * (never on the first): a form clearing the choices that depend on them (spec 1 §5). Answers a
 * function that announces values about to come (an import), so that they do not count as a change.
 */
export function useWhenChanged<T extends Record<string, unknown>>(watched: T, onChange: () => void) {
  const previous = useRef<T>(watched);
  useEffect(() => {
    const before = previous.current;
    if (Object.keys(watched).every((key) => Object.is(before[key], watched[key]))) return;
    previous.current = watched;
    onChange();
  });
  return (coming: T) => {
    previous.current = coming;
  };
}
