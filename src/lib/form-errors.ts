import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-error';

/**
 * Puts a 400's `data.fields` messages on the form's own fields (the first gets focus), naming each
 * server field as the form does through `toFormField` (null: not a field of this form).
 * Returns how many it placed, so the caller can show the rest as one message.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  toFormField: (serverField: string) => FieldPath<T> | null,
): number {
  if (!(error instanceof ApiError)) return 0;
  let placed = 0;
  for (const [serverField, message] of Object.entries(error.fields)) {
    const field = toFormField(serverField);
    if (!field) continue;
    setError(field, { type: 'server', message }, { shouldFocus: placed === 0 });
    placed += 1;
  }
  return placed;
}
