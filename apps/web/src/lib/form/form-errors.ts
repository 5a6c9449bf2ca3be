import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { TFunction } from '@/lib/translation/use-translation';
import { INTERNAL_ERROR_TEXT, isApiError } from '@/lib/api-client';

/**
 * The one validation-message table. The contracts' zod messages are English sentences shared with the
 * server; every form shows them in the user's language through this table (texts in the common
 * namespace, `validation.*`); anything unknown is shown as written.
 */
const VALIDATION_KEYS: Record<string, string> = {
  'is required': 'validation.required',
  'must be a number': 'validation.number',
  'must be greater than 0': 'validation.positive',
  'must not be negative': 'validation.notNegative',
  'must be a whole number': 'validation.wholeNumber',
  'must be 8 to 64 characters': 'validation.passwordLength',
  'must be the 6-digit code': 'validation.otp',
  'must be an email address': 'validation.email',
  'must match password': 'validation.passwordsMatch',
  'must match newpassword': 'validation.passwordsMatch',
  'must be one of KE, UG or RW': 'validation.country',
  'phone:format': 'validation.phoneFormat',
  'phone:not-mobile': 'validation.phoneNotMobile',
  'phone:other-country': 'validation.phoneOtherCountry',
};

/** A field's message in the user's language (t must be able to read the common namespace). */
export function fieldErrorText(t: TFunction, error: FieldError | undefined): string | undefined {
  if (!error?.message) return undefined;
  const key = VALIDATION_KEYS[error.message];
  if (key) return t(key, { ns: 'common' });
  // zod's own defaults for too-long text ("Too big: expected string to have <=60 characters").
  const max = /<=\s*(\d+) characters/.exec(error.message);
  if (max) return t('validation.tooLong', { ns: 'common', max: Number(max[1]) });
  return error.message;
}

/**
 * Put an API failure where the user looks: on the named form field when the server said which
 * one (`field`), otherwise return the sentence for a form-level alert.
 * `fieldMap` renames API fields to form fields (e.g. username → phone).
 */
export function applyApiError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  fieldMap: Record<string, Path<T>> = {},
): string | null {
  if (!isApiError(error)) return INTERNAL_ERROR_TEXT;
  const target = error.field ? (fieldMap[error.field] ?? (fields.includes(error.field as Path<T>) ? (error.field as Path<T>) : null)) : null;
  if (target) {
    setError(target, { type: 'server', message: error.message }, { shouldFocus: true });
    return null;
  }
  return error.message;
}

/** Fixed client texts of product-spec §8, shown in the user's language; server sentences pass through. */
const CLIENT_TEXT_KEYS: Record<string, string> = {
  [INTERNAL_ERROR_TEXT]: 'errors.internal',
  'Something Happened. Try Again Later.': 'errors.somethingHappened',
};

export function messageText(t: TFunction, message: string): string {
  const key = CLIENT_TEXT_KEYS[message];
  return key ? t(key, { ns: 'common' }) : message;
}
