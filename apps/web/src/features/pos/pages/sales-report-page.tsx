import { useState } from 'react';
import { Alert, Button, Card, Stack, Tab, Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow, Tabs } from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import GridOnOutlinedIcon from '@mui/icons-material/GridOnOutlined';
import { useTranslation } from '@/lib/translation/use-translation';
import toast from 'react-hot-toast/headless';
import { businessDateOf, findUnit } from '@dukani/domain';
import type { SalesReport } from '@dukani/contracts';
import { useUnitLabel } from '@/lib/format/use-unit-label';
import { SectionPageLayout } from '@/components/layout/page-layout';
import { DatePresetFields, type DateRange } from '@/components/form/date-preset-fields';
import { useCatalogFormat } from '@/lib/format/catalog-format';
import type { DatePreset } from '@/lib/format/date-presets';
import { errorText } from '@/lib/form/show-save-error';
import { useSession } from '@/lib/session-store';
import { useSalesReport } from '@/api/reports/register-report';
import { saveSalesReportCsv, saveSalesReportXlsx, salesReportRows, type SalesReportView } from '../reports/sales-report-export';

const NUMBER = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
/** The total row reads like the rows above it, in bold (MUI's footer is small and grey). */
const TOTAL = { fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' } as const;

/** R6 on screen: what sold in a period by product or by category, with the total, exported to CSV or Excel. */
export default function SalesReportPage() {
  const { t } = useTranslation('pos');
  const format = useCatalogFormat();
  const businessId = useSession((s) => s.businessId) ?? 0;
  const country = useSession((s) => s.activeBusiness?.country) ?? 'KE';
  const today = businessDateOf(country, new Date());
  const [range, setRange] = useState<DateRange>({ startDate: today, endDate: today });
  const [preset, setPreset] = useState<DatePreset>('today');
  const [view, setView] = useState<SalesReportView>('products');
  const report = useSalesReport(businessId, range.startDate ?? '', range.endDate ?? '');
  const data = report.data;
  const unitLabel = useUnitLabel();
  const unitName = (unitId: number | null) => unitLabel(unitId === null ? null : findUnit(unitId)?.name);
  const quantities = (rows: SalesReport['totals']['quantities']) =>
    rows.map((row) => `${format.quantity(row.quantity)}${unitName(row.unitId) ? ` ${unitName(row.unitId)}` : ''}`).join(' · ') || format.quantity(0);
  const words = {
    unitName,
    quantities,
    unit: t('salesReport.unit'),
    product: t('salesReport.product'),
    category: t('salesReport.category'),
    quantity: t('salesReport.quantity'),
    salesAmount: t('salesReport.salesAmount'),
    total: t('salesReport.total'),
    uncategorised: t('salesReport.uncategorised'),
  };
  const fileName = `${t('salesReport.fileName')}-${range.startDate}-${range.endDate}`;
  const rows = data ? salesReportRows(data, view, words) : [];
  const exportXlsx = () =>
    saveSalesReportXlsx(rows, fileName, view === 'products' ? t('salesReport.byProduct') : t('salesReport.byCategory')).catch((error: unknown) =>
      toast.error(errorText(error, t('salesReport.exportFailed'))),
    );
  const quantity = (value: number) => format.quantity(value);

  return (
    <SectionPageLayout
      title={t('salesReport.title')}
      description={t('salesReport.description')}
      breadcrumbsLabel={t('nav.salesReport')}
      rowFrom="sm"
      actions={
        <Stack direction="row" spacing={1}>
          <Button startIcon={<FileDownloadOutlinedIcon />} disabled={!data} onClick={() => saveSalesReportCsv(rows, fileName)}>
            {t('salesReport.csv')}
          </Button>
          <Button startIcon={<GridOnOutlinedIcon />} disabled={!data} onClick={() => void exportXlsx()}>
            {t('salesReport.xlsx')}
          </Button>
        </Stack>
      }
    >
      <Stack spacing={2}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
          <DatePresetFields
            range={range}
            preset={preset}
            today={today}
            onChange={(next, nextPreset) => {
              setRange(next);
              setPreset(nextPreset);
            }}
          />
        </Stack>
        {report.isError && <Alert severity="error">{errorText(report.error, t('salesReport.loadFailed'))}</Alert>}
        <Card>
          <Tabs value={view} onChange={(_event, next: SalesReportView) => setView(next)} aria-label={t('salesReport.view')} sx={{ px: 2 }}>
            <Tab value="products" label={t('salesReport.byProduct')} />
            <Tab value="categories" label={t('salesReport.byCategory')} />
          </Tabs>
          <TableContainer>
            <Table size="small" aria-label={view === 'products' ? t('salesReport.byProduct') : t('salesReport.byCategory')}>
              <TableHead>
                <TableRow>
                  {view === 'products' && <TableCell>{words.product}</TableCell>}
                  <TableCell sx={{ display: view === 'products' ? { xs: 'none', sm: 'table-cell' } : undefined }}>{words.category}</TableCell>
                  <TableCell sx={NUMBER}>{words.quantity}</TableCell>
                  <TableCell sx={NUMBER}>{words.salesAmount}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data && (view === 'products' ? data.products.length : data.categories.length) === 0 && (
                  <TableRow>
                    <TableCell colSpan={4}>{t('salesReport.none')}</TableCell>
                  </TableRow>
                )}
                {view === 'products' &&
                  data?.products.map((row) => (
                    <TableRow key={`${row.productId}-${row.name}`}>
                      <TableCell>{row.name}</TableCell>
                      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{row.categoryName ?? words.uncategorised}</TableCell>
                      <TableCell sx={NUMBER}>
                        {quantity(row.quantity)} {unitName(row.unitId)}
                      </TableCell>
                      <TableCell sx={NUMBER}>{format.money(row.salesAmount)}</TableCell>
                    </TableRow>
                  ))}
                {view === 'categories' &&
                  data?.categories.map((row) => (
                    <TableRow key={row.categoryName ?? ''}>
                      <TableCell>{row.categoryName ?? words.uncategorised}</TableCell>
                      <TableCell sx={{ ...NUMBER, whiteSpace: 'normal' }}>{quantities(row.quantities)}</TableCell>
                      <TableCell sx={NUMBER}>{format.money(row.salesAmount)}</TableCell>
                    </TableRow>
                  ))}
              </TableBody>
              {data && (
                <TableFooter>
                  <TableRow>
                    <TableCell sx={TOTAL}>{words.total}</TableCell>
                    {view === 'products' && <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }} />}
                    <TableCell sx={{ ...NUMBER, ...TOTAL, whiteSpace: 'normal' }}>{quantities(data.totals.quantities)}</TableCell>
                    <TableCell sx={{ ...NUMBER, ...TOTAL }}>{format.money(data.totals.salesAmount)}</TableCell>
                  </TableRow>
                </TableFooter>
              )}
            </Table>
          </TableContainer>
        </Card>
      </Stack>
    </SectionPageLayout>
  );
}
