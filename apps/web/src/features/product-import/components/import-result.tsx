import { Alert, Box, Button, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '@/lib/translation/use-translation';
import type { ImportResult as ImportResultData } from '@dukani/contracts';
import { exportRowsCsv } from '@/lib/format/export-rows-csv';

function Count({ label, value, color }: { label: string; value: number; color: 'success.main' | 'error.main' | 'text.secondary' }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 120 }}>
      <Typography variant="overline" component="div" sx={{ color: 'text.secondary', lineHeight: 1.6 }}>
        {label}
      </Typography>
      <Typography variant="h4" component="div" sx={{ color, fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
    </Paper>
  );
}

interface ImportResultProps {
  result: ImportResultData;
  fileName: string;
  onAgain: () => void;
}

/** What I15 did: how many rows were saved, and each refused row with its line number and reason. */
export function ImportResult({ result, fileName, onAgain }: ImportResultProps) {
  const { t } = useTranslation('catalog');
  const summary = t('import.result.summary', { inserted: result.inserted, failed: result.failed });
  const onDownloadErrors = () => {
    const base = fileName.replace(/\.csv$/i, '');
    exportRowsCsv(`${base}-errors.csv`, [['row', 'errordesc'], ...result.errors.map((e) => [e.row, e.errordesc])]);
  };

  return (
    <Stack spacing={2.5}>
      <Alert severity={result.failed === 0 ? 'success' : result.inserted === 0 ? 'error' : 'warning'} data-testid="import-summary">
        {summary}
      </Alert>
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
        <Count label={t('import.result.inserted')} value={result.inserted} color={result.inserted > 0 ? 'success.main' : 'text.secondary'} />
        <Count label={t('import.result.failed')} value={result.failed} color={result.failed > 0 ? 'error.main' : 'text.secondary'} />
      </Stack>
      {result.errors.length > 0 && (
        <Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
            <Typography variant="subtitle1" component="h3">
              {t('import.result.failedRows')}
            </Typography>
            <Button size="small" variant="outlined" startIcon={<FileDownloadOutlinedIcon />} onClick={onDownloadErrors}>
              {t('import.result.downloadErrors')}
            </Button>
          </Box>
          <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2, maxHeight: 420 }}>
            <Table size="small" stickyHeader aria-label={t('import.result.failedRows')}>
              <TableHead>
                <TableRow>
                  <TableCell sx={{ width: 96 }}>{t('import.result.line')}</TableCell>
                  <TableCell>{t('import.result.reason')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {result.errors.map((error) => (
                  <TableRow key={`${error.row}-${error.errordesc}`}>
                    <TableCell sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>{error.row}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{error.errordesc}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', mt: 1 }}>
            {t('import.result.fixHint')}
          </Typography>
        </Box>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, '& > *': { flexGrow: { xs: 1, sm: 0 } } }}>
        <Button variant="contained" onClick={onAgain}>
          {t('import.result.again')}
        </Button>
        {result.inserted > 0 && (
          <Button component={RouterLink} to="/products" color="inherit">
            {t('import.result.viewProducts')}
          </Button>
        )}
      </Box>
    </Stack>
  );
}
