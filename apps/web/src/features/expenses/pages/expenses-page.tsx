import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Paper, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { useTranslation } from '@/lib/translation/use-translation';
import type { Expense } from '@dukani/contracts';
import { TotalsLine } from '@/components/data-grid/totals-line';
import { SectionPageLayout } from '@/components/layout/page-layout';
import { useCatalogFormat } from '@/lib/format/catalog-format';
import { exportRowsCsv } from '@/lib/format/export-rows-csv';
import { errorText, showSaveError } from '@/lib/form/show-save-error';
import { useListState } from '@/lib/hooks/use-list-state';
import { canUse, useSession } from '@/lib/session-store';
import type { ExpenseListFilters } from '@/api/expenses/expense-keys';
import { useExpenseCategories } from '@/api/expenses/expense-categories';
import { findAllExpenses, useExpensesPage } from '@/api/expenses/get-expenses';
import { useBusinessSuppliers } from '@/api/suppliers/get-business-suppliers';
import { ExpenseDialog } from '../components/expense-dialog';
import { ExpenseFilters, type ExpenseFilter } from '../components/expense-filters';
import { ExpensesGrid } from '../components/expenses-grid';
import { toExpenseCsvRows } from '../utils/expense-csv';

const queryOf = (filter: ExpenseFilter): ExpenseListFilters => ({
  ...(filter.startDate ? { StartDate: filter.startDate } : {}),
  ...(filter.endDate ? { EndDate: filter.endDate } : {}),
  ...(filter.categoryId ? { CategoryId: filter.categoryId } : {}),
  ...(filter.supplierId ? { SupplierId: filter.supplierId } : {}),
  ...(filter.expensesType !== undefined ? { ExpensesType: filter.expensesType } : {}),
  ...(filter.search ? { SearchParam: filter.search } : {}),
});

/** /expenses: what went out (M4) with every filter, the totals line, CSV export, and add or edit an expense. */
export default function ExpensesPage() {
  const { t } = useTranslation('expenses');
  const format = useCatalogFormat();
  const navigate = useNavigate();
  const businessId = useSession((s) => s.businessId);
  const maySeeSuppliers = useSession((s) => canUse(s, ['suppliers']));
  const { today, preset, filter, paging, setPaging, onFilterChange } = useListState<ExpenseFilter>();
  const query = queryOf(filter);
  const expenses = useExpensesPage(businessId, { ...query, CurrentPageNumber: paging.page + 1, PageSize: paging.pageSize });
  const categories = useExpenseCategories(businessId);
  const suppliers = useBusinessSuppliers(businessId, maySeeSuppliers);
  const [editing, setEditing] = useState<Expense | 'new' | null>(null);
  const [isExporting, setExporting] = useState(false);
  const count = expenses.data?.totalRecords ?? 0;

  const onExport = async () => {
    if (!businessId) return;
    setExporting(true);
    try {
      exportRowsCsv(`expenses-${filter.startDate ?? 'all'}-${filter.endDate ?? today}.csv`, toExpenseCsvRows(await findAllExpenses(businessId, query)));
    } catch (error) {
      showSaveError(error, t('list.loadFailed'));
    }
    setExporting(false);
  };
  // A purchase is edited on its own form, with its products.
  const onOpen = (row: Expense) => (row.expensesType === 1 ? void navigate(`/suppliers/${row.supplierId}/purchases/${row.id}`) : setEditing(row));

  return (
    <SectionPageLayout
      title={t('list.title')}
      description={t('list.description')}
      breadcrumbsLabel={t('nav.expenses')}
      rowFrom="sm"
      actions={
        <Stack direction="row" spacing={1}>
          <Button
            variant="outlined"
            startIcon={<FileDownloadOutlinedIcon />}
            onClick={() => void onExport()}
            loading={isExporting}
            loadingPosition="start"
            disabled={count === 0}
          >
            {t('list.export')}
          </Button>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {t('list.add')}
          </Button>
        </Stack>
      }
    >
      <ExpenseFilters
        filter={filter}
        preset={preset}
        today={today}
        categories={categories.data ?? []}
        suppliers={suppliers.data ?? []}
        onChange={onFilterChange}
      />
      {expenses.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorText(expenses.error, t('list.loadFailed'))}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <TotalsLine label={t('list.totals')} count={t('list.count', { count })} sum={t('list.sum', { amount: format.money(expenses.data?.sum ?? 0) })} />
        <ExpensesGrid
          rows={expenses.data?.data ?? []}
          rowCount={count}
          loading={expenses.isFetching}
          paginationModel={paging}
          onPaginationModelChange={setPaging}
          onOpen={onOpen}
        />
      </Paper>
      {editing && businessId && (
        <ExpenseDialog businessId={businessId} today={today} {...(editing === 'new' ? {} : { expense: editing })} onClose={() => setEditing(null)} />
      )}
    </SectionPageLayout>
  );
}
