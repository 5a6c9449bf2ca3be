import { useCallback } from 'react';
import { useTranslation } from '@/lib/translation/use-translation';

/**
 * A unit's name in the user's language: the server stores the English name ("Piece"), the screens say
 * "Stück" / "Pieza". A unit the locale files do not know is shown as stored.
 */
export function useUnitLabel(): (name: string | null | undefined) => string {
  const { t } = useTranslation('products');
  return useCallback((name) => (name ? t(`units.${name}`, { defaultValue: name }) : ''), [t]);
}
