import { Box } from '@mui/material';
import { DataGrid, type DataGridProps, type GridLocaleText, type GridValidRowModel } from '@mui/x-data-grid';
import { deDE, enUS, esES } from '@mui/x-data-grid/locales';
import { useTranslation } from '@/lib/translation/use-translation';

/** API.md §1.5: the page sizes the UI offers. */
export const PAGE_SIZES = [25, 50, 100] as const;

const GRID_LOCALES = { en: enUS, de: deDE, es: esES } as const;

/** The Data Grid's own texts (paging, overlays, menus) in the user's language. */
export function gridLocaleText(language: string): Partial<GridLocaleText> {
  const locale = GRID_LOCALES[language.slice(0, 2) as keyof typeof GRID_LOCALES] ?? enUS;
  return locale.components.MuiDataGrid.defaultProps.localeText;
}

/**
 * A full-width grid paged by the server: the API's page sizes, the grid's texts in the user's language
 * (a screen's `localeText` overrides single entries), and no in-grid sorting, filtering or row selection.
 */
export function ServerDataGrid<R extends GridValidRowModel>({ localeText, ...props }: DataGridProps<R>) {
  const { i18n } = useTranslation();
  return (
    <Box sx={{ width: '100%' }}>
      <DataGrid
        paginationMode="server"
        pageSizeOptions={[...PAGE_SIZES]}
        disableColumnSorting
        disableColumnFilter
        disableRowSelectionOnClick
        autoHeight
        localeText={{ ...gridLocaleText(i18n.language), ...localeText }}
        {...props}
      />
    </Box>
  );
}
