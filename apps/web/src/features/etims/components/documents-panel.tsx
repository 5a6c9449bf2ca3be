import { useState } from 'react';
import { Alert, Button, Chip, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import toast from 'react-hot-toast/headless';
import { ETIMS_DOCUMENT_STATES, type EtimsDocument, type EtimsDocumentState } from '@dukani/contracts';
import { useEtimsDocuments, useRetryEtimsSend } from '@/api/etims/etims';
import { isSessionEnded } from '@/lib/api-client';
import { errorText } from '@/lib/form/show-save-error';
import { useCatalogFormat } from '@/lib/format/catalog-format';

/** A refund reaches KRA as a credit note of its lines; the list says which it was here. */
const KIND_LABEL: Record<EtimsDocument['kind'], string> = {
  Sale: 'documents.sale',
  Refund: 'documents.refund',
  CreditNote: 'documents.creditNote',
};

const STATE_COLOR: Record<EtimsDocumentState, 'default' | 'info' | 'success' | 'error'> = {
  unsent: 'default',
  waiting: 'info',
  approved: 'success',
  refused: 'error',
};

function DocumentRow({ businessId, document }: { businessId: number; document: EtimsDocument }) {
  const { t } = useTranslation('etims');
  const format = useCatalogFormat();
  const retry = useRetryEtimsSend();
  const onRetry = async () => {
    try {
      await retry.mutateAsync({ businessId, transactionId: document.transactionId });
      toast.success(t('documents.resent', { receiptNo: document.receiptNo }));
    } catch (error) {
      if (!isSessionEnded(error)) toast.error(errorText(error, t('documents.resendFailed')));
    }
  };
  return (
    <ListItem divider sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }} aria-label={t('documents.rowLabel', { receiptNo: document.receiptNo })}>
      <ListItemText
        sx={{ minWidth: 200, flex: '1 1 240px' }}
        primary={`${t(KIND_LABEL[document.kind])} ${document.receiptNo} · ${format.money(document.total)}`}
        secondary={
          <>
            {format.dateTime(document.transactionDate)}
            {document.cuInvoiceNo && ` · ${t('documents.cuInvoice', { no: document.cuInvoiceNo })}`}
            {document.error && (
              <Typography component="span" variant="body2" color="error" sx={{ display: 'block' }}>
                {t('documents.refusedBecause', { reason: document.error })}
              </Typography>
            )}
          </>
        }
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Chip size="small" color={STATE_COLOR[document.state]} label={t(`documents.state.${document.state}`)} />
        {document.state === 'refused' && (
          <Button size="small" variant="outlined" loading={retry.isPending} onClick={() => void onRetry()}>
            {t('documents.resend')}
          </Button>
        )}
      </Stack>
    </ListItem>
  );
}

/** P18 and P16: every sale, refund and credit note with where it stands at the authority; a refused one can be sent again. */
export function DocumentsPanel({ businessId }: { businessId: number }) {
  const { t } = useTranslation('etims');
  const [state, setState] = useState<EtimsDocumentState | null>(null);
  const documents = useEtimsDocuments(businessId, state);
  const list = documents.data?.documents ?? [];
  return (
    <Stack spacing={2}>
      {/* Chips, not a toggle group: a German phone's five states wrap onto a second row, which a group draws broken. */}
      <Stack direction="row" role="group" aria-label={t('documents.filter')} sx={{ flexWrap: 'wrap', gap: 1 }}>
        {(['all', ...ETIMS_DOCUMENT_STATES] as const).map((value) => {
          const selected = (state ?? 'all') === value;
          return (
            <Chip
              key={value}
              label={value === 'all' ? t('documents.all') : t(`documents.state.${value}`)}
              color={selected ? 'primary' : 'default'}
              variant={selected ? 'filled' : 'outlined'}
              onClick={() => setState(value === 'all' ? null : value)}
              aria-pressed={selected}
            />
          );
        })}
      </Stack>
      {documents.isError && <Alert severity="error">{errorText(documents.error, t('loadFailed'))}</Alert>}
      {documents.data && !documents.data.hasDevice && <Alert severity="info">{t('documents.noDevice')}</Alert>}
      <Paper variant="outlined">
        <List aria-label={t('tabs.documents')} disablePadding>
          {documents.isSuccess && list.length === 0 && (
            <ListItem>
              <ListItemText primary={t('documents.empty')} />
            </ListItem>
          )}
          {list.map((document) => (
            <DocumentRow key={document.transactionId} businessId={businessId} document={document} />
          ))}
        </List>
      </Paper>
    </Stack>
  );
}
