import type { TFunction } from '@/lib/translation/use-translation';
import type { FieldError } from 'react-hook-form';
import { translateFieldError } from '@/lib/form/show-save-error';
import { MIN_SELLING_ABOVE, MIN_WHOLESALE_ABOVE } from './product-form-values';

/** The product form's own rules (not contract messages); everything else goes through the one table. */
const PRODUCT_MESSAGE_KEYS: Record<string, string> = {
  [MIN_SELLING_ABOVE]: 'validation.minSellingAbove',
  [MIN_WHOLESALE_ABOVE]: 'validation.minWholesaleAbove',
};

/** A product field's error in the user's language; the server's sentences pass through unchanged. */
export function productFieldError(t: TFunction, error: FieldError | undefined): string | undefined {
  const key = error?.message ? PRODUCT_MESSAGE_KEYS[error.message] : undefined;
  if (key) return t(key);
  // zod's default for a too-long text mentions the limit; the shared table turns it into a sentence.
  return translateFieldError(t, error);
}
