import type { GridLocaleText } from '@mui/x-data-grid';
import { deDE, enUS, esES } from '@mui/x-data-grid/locales';

const GRID_LOCALES = { en: enUS, de: deDE, es: esES } as const;

/** The Data Grid's own texts (paging, overlays, menus) in the user's language. */
export function gridLocaleText(language: string): Partial<GridLocaleText> {
  const locale = GRID_LOCALES[language.slice(0, 2) as keyof typeof GRID_LOCALES] ?? enUS;
  return locale.components.MuiDataGrid.defaultProps.localeText;
}
