import type { TFunction } from 'i18next';
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import toast from 'react-hot-toast';
import { isApiError, isSessionEnded } from '@/lib/api-client';
import { applyApiError, fieldErrorText } from '@/lib/form-errors';

/** Contract messages the shared table (lib/form-errors) does not know; their texts live in `account`. */
const ACCOUNT_MESSAGE_KEYS: Record<string, string> = {
  'must be a number': 'validation.number',
  'must be greater than 0': 'validation.positive',
};

/** A field's error in the user's language; server sentences pass through unchanged. */
export function translateFieldError(t: TFunction<'account'>, error: FieldError | undefined): string | undefined {
  const key = error?.message ? ACCOUNT_MESSAGE_KEYS[error.message] : undefined;
  return key ? t(key) : fieldErrorText(t as unknown as TFunction, error);
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
