import { useState } from 'react';
import { Alert, Button, IconButton, List, ListItem, ListItemText, Paper, Stack, TextField, Tooltip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from '@/lib/translation/use-translation';
import toast from 'react-hot-toast/headless';
import { ConfirmDialog } from '@/components/form/confirm-dialog';
import { SectionPageLayout } from '@/components/layout/page-layout';
import { isSessionEnded } from '@/lib/api-client';
import { errorText, showSaveError } from '@/lib/form/show-save-error';
import { useSession } from '@/lib/session-store';
import type { ExpenseCategory } from '@dukani/contracts';
import { useCreateExpenseCategory, useDeleteExpenseCategory, useExpenseCategories } from '@/api/expenses/expense-categories';

/** /expenses/categories: the shop's own headings for expenses (M5–M7). */
export default function ExpenseCategoriesPage() {
  const { t } = useTranslation('expenses');
  const businessId = useSession((s) => s.businessId);
  const categories = useExpenseCategories(businessId);
  const create = useCreateExpenseCategory();
  const remove = useDeleteExpenseCategory();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [issue, setIssue] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ExpenseCategory | null>(null);

  const onAdd = async () => {
    if (!businessId) return;
    if (!name.trim()) return setIssue(t('categories.nameRequired'));
    try {
      await create.mutateAsync({ businessId, input: { name: name.trim(), description: description.trim() || null } });
      toast.success(t('categories.added', { name: name.trim() }));
      setName('');
      setDescription('');
      setIssue(null);
    } catch (error) {
      if (!isSessionEnded(error)) setIssue(errorText(error, t('errors.saveFailed')));
    }
  };

  return (
    <SectionPageLayout title={t('categories.title')} description={t('categories.description')} breadcrumbsLabel={t('nav.categories')} rowFrom="sm">
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack
          component="form"
          aria-label={t('categories.add')}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          onSubmit={(event) => {
            event.preventDefault();
            void onAdd();
          }}
        >
          <TextField
            size="small"
            label={t('categories.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={Boolean(issue)}
            helperText={issue ?? ' '}
          />
          <TextField
            size="small"
            label={t('categories.descriptionField')}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            helperText=" "
            sx={{ flex: 1 }}
          />
          <Button type="submit" variant="contained" startIcon={<AddIcon />} loading={create.isPending} sx={{ alignSelf: 'flex-start' }}>
            {t('categories.add')}
          </Button>
        </Stack>
      </Paper>
      {categories.isError && <Alert severity="error">{errorText(categories.error, t('list.loadFailed'))}</Alert>}
      <Paper variant="outlined">
        <List aria-label={t('categories.title')}>
          {(categories.data ?? []).length === 0 && (
            <ListItem>
              <ListItemText primary={t('categories.empty')} />
            </ListItem>
          )}
          {(categories.data ?? []).map((category) => (
            <ListItem
              key={category.id}
              divider
              secondaryAction={
                <Tooltip title={t('categories.delete')}>
                  <IconButton edge="end" aria-label={t('categories.deleteNamed', { name: category.name })} onClick={() => setDeleting(category)}>
                    <DeleteOutlinedIcon />
                  </IconButton>
                </Tooltip>
              }
            >
              <ListItemText primary={category.name} secondary={category.description} />
            </ListItem>
          ))}
        </List>
      </Paper>
      {deleting && (
        <ConfirmDialog
          open
          title={t('categories.deleteTitle', { name: deleting.name })}
          message={t('categories.deleteText')}
          confirmLabel={t('categories.delete')}
          busy={remove.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={() => {
            remove
              .mutateAsync(deleting.id)
              .then(() => toast.success(t('categories.deleted', { name: deleting.name })))
              .catch((error: unknown) => showSaveError(error, t('errors.saveFailed')))
              .finally(() => setDeleting(null));
          }}
        />
      )}
    </SectionPageLayout>
  );
}
