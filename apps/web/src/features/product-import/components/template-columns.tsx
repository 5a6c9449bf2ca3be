import { Link as RouterLink } from 'react-router';
import { Box, Chip, Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { Trans, useTranslation } from '@/lib/translation/use-translation';
import { PRODUCT_IMPORT_COLUMNS } from '@dukani/contracts';

/** Columns that must hold a value on every row. */
const REQUIRED = new Set<string>(['name', 'sellingPrice']);
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** What each template column takes, so a shop can fill the file without guessing. */
export function TemplateColumns() {
  const { t } = useTranslation('catalog');
  return (
    <Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        <Trans t={t} i18nKey="import.columns.intro" components={{ categories: <Link component={RouterLink} to="/products/categories" /> }} />
      </Typography>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2, maxHeight: 360 }}>
        <Table size="small" stickyHeader aria-label={t('import.columns.label')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('import.columns.column')}</TableCell>
              <TableCell sx={WIDE_ONLY}>{t('import.columns.meaning')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {PRODUCT_IMPORT_COLUMNS.map((column) => {
              const help = t(`import.columns.help.${column}`);
              return (
                <TableRow key={column}>
                  <TableCell sx={{ whiteSpace: { sm: 'nowrap' }, verticalAlign: 'top' }}>
                    <Box component="code" sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: '0.8125rem', fontWeight: 600 }}>
                      {column}
                    </Box>
                    {REQUIRED.has(column) && (
                      <Chip size="small" color="primary" variant="outlined" label={t('import.columns.required')} sx={{ ml: 1, height: 20 }} />
                    )}
                    {/* Phones: the meaning goes under the name instead of in a column off the screen. */}
                    <Typography variant="body2" sx={{ display: { xs: 'block', sm: 'none' }, color: 'text.secondary', mt: 0.5 }}>
                      {help}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ ...WIDE_ONLY, color: 'text.secondary' }}>{help}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
