import type { TFunction } from '@/lib/translation/use-translation';
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import toast from 'react-hot-toast/headless';
import { isApiError, isSessionEnded } from '@/lib/api-client';
import { applyApiError, fieldErrorText } from './form-errors';

/** A field's error in the user's language (the one table, lib/form-errors); server sentences pass through. */
export function translateFieldError(t: TFunction, error: FieldError | undefined): string | undefined {
  return fieldErrorText(t, error);
}

/**
 * A failed save: a 400 naming one of the form's fields goes on that field; anything else is a
 * toast with the server's sentence, else the screen's fallback (product-spec §8). A 401 already
 * ended the session, so nothing is shown.
 */
export function showSaveError<T extends FieldValues>(
  error: unknown,
  fallback: string,
  form?: { setError: UseFormSetError<T>; fields: readonly Path<T>[] },
): void {
  if (isSessionEnded(error)) return;
  if (form && applyApiError(error, form.setError, form.fields) === null) return;
  toast.error(errorText(error, fallback));
}

/** The server's sentence when there is one, else the screen's fallback text. */
export function errorText(error: unknown, fallback: string): string {
  return isApiError(error) && error.message ? error.message : fallback;
}
