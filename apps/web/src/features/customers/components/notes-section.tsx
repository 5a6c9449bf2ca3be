import { useState } from 'react';
import { Button, Card, CardContent, CardHeader, IconButton, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from '@/lib/translation/use-translation';
import toast from 'react-hot-toast/headless';
import { showSaveError } from '@/lib/form/show-save-error';
import { useCatalogFormat } from '@/lib/format/catalog-format';
import { useAddCustomerNote, useCustomerNotes, useDeleteCustomerNote } from '@/api/customers/customer-notes';

/** H12–H14: what the shop wants to remember about the customer, newest first. */
export function NotesSection({ customerId, businessId }: { customerId: number; businessId: number }) {
  const { t } = useTranslation('customers');
  const format = useCatalogFormat();
  const notes = useCustomerNotes(customerId);
  const add = useAddCustomerNote(customerId, businessId);
  const remove = useDeleteCustomerNote(customerId);
  const [text, setText] = useState('');

  const onAdd = async () => {
    if (!text.trim()) return;
    try {
      await add.mutateAsync(text.trim());
      setText('');
      toast.success(t('notes.saved'));
    } catch (error) {
      showSaveError(error, t('errors.operationFailed'));
    }
  };

  return (
    <Card variant="outlined">
      <CardHeader title={t('notes.title')} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        <Stack
          component="form"
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          onSubmit={(event) => {
            event.preventDefault();
            void onAdd();
          }}
        >
          <TextField size="small" fullWidth multiline maxRows={4} label={t('notes.label')} value={text} onChange={(event) => setText(event.target.value)} />
          <Button type="submit" variant="outlined" loading={add.isPending} disabled={!text.trim()} sx={{ flexShrink: 0 }}>
            {t('notes.add')}
          </Button>
        </Stack>
        {notes.data?.length === 0 && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>
            {t('notes.empty')}
          </Typography>
        )}
        <List aria-label={t('notes.title')}>
          {notes.data?.map((note) => (
            <ListItem
              key={note.id}
              divider
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t('notes.delete')}
                  onClick={() =>
                    remove
                      .mutateAsync(note.id)
                      .then(() => toast.success(t('notes.deleted')))
                      .catch((error: unknown) => showSaveError(error, t('errors.operationFailed')))
                  }
                >
                  <DeleteOutlineIcon />
                </IconButton>
              }
            >
              <ListItemText primary={note.note} secondary={format.dateTime(note.createdOn)} sx={{ whiteSpace: 'pre-wrap', pr: 4 }} />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
