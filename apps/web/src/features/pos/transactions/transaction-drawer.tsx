import type { ReactNode } from 'react';
import { Alert, AlertTitle, Box, Button, Drawer, IconButton, List, ListItem, ListItemButton, ListItemText, Skeleton, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from '@/lib/translation/use-translation';
import { useSaleDetails, type SaleDetails } from '@/api/pos/sales';
import { useCatalogFormat } from '@/lib/format/catalog-format';
import { documentTitle } from '@/lib/format/document-title';
import { ReceiptActions } from '../receipt/receipt-actions';
import { ReceiptView } from '../receipt/receipt-view';

interface TransactionDrawerProps {
  businessId: number;
  transactionId: number;
  onClose: () => void;
  /** Opens another transaction in the drawer: a refund from its sale's list, the sale from its refund. */
  onOpen?: (transactionId: number) => void;
  /**
   * The corrections of the sale (void, refund, credit note: L3–L5); the drawer gives them the loaded sale so
   * each can check its state (salesStatus, what is still refundable, what is linked to it).
   */
  renderCorrections?: (sale: SaleDetails) => ReactNode;
}

/** The sale a refund or credit note was raised against, by its receipt number, with a way to open it. */
function OriginalSale({ businessId, transactionId, kind, onOpen }: { businessId: number; transactionId: number; kind: string; onOpen?: (id: number) => void }) {
  const { t } = useTranslation('pos');
  const original = useSaleDetails(businessId, transactionId);
  const receiptNo = original.data?.receiptNo ?? '…';
  return (
    <Alert
      severity="info"
      action={
        onOpen && (
          <Button color="inherit" size="small" onClick={() => onOpen(transactionId)}>
            {t('transactions.original.open')}
          </Button>
        )
      }
    >
      {t('transactions.original.text', { kind, receiptNo })}
    </Alert>
  );
}

/** Why an offline sale is held for the owner's review (issue 32): each reason in words. */
function ReviewReasons({ reasons }: { reasons: string[] }) {
  const { t } = useTranslation('pos');
  return (
    <Alert severity="warning" role="status">
      <AlertTitle>{t('transactions.review.title')}</AlertTitle>
      {t('transactions.review.text')}
      <Box component="ul" sx={{ my: 0.5, pl: 2.5 }}>
        {reasons.map((reason) => (
          <li key={reason}>{t(`transactions.review.reasons.${reason}`, { defaultValue: reason })}</li>
        ))}
      </Box>
    </Alert>
  );
}

/**
 * One transaction (L2): its receipt, reprint and share; for a sale the refunds and credit notes raised against
 * it, each opening in turn; for a refund or credit note the sale it gave back from.
 */
export function TransactionDrawer({ businessId, transactionId, onClose, onOpen, renderCorrections }: TransactionDrawerProps) {
  const { t } = useTranslation('pos');
  const format = useCatalogFormat();
  const sale = useSaleDetails(businessId, transactionId);
  const title = sale.data
    ? sale.data.kind === 'CreditNote'
      ? documentTitle(t, sale.data.kind, sale.data.receiptNo)
      : t('receipt.label', { receiptNo: sale.data.receiptNo })
    : t('sales.loading');
  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 480 } }, role: 'dialog', 'aria-labelledby': 'transaction-title' } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id="transaction-title" variant="h6" component="h2">
          {title}
        </Typography>
        <IconButton aria-label={t('common.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box sx={{ p: 2, overflowY: 'auto' }}>
        {sale.isPending && <Skeleton variant="rounded" height={320} />}
        {sale.isError && <Alert severity="error">{t('sales.loadFailed')}</Alert>}
        {sale.data && (
          <Stack spacing={2}>
            {sale.data.isDeleted && <Alert severity="warning">{t('transactions.voidedNotice')}</Alert>}
            {sale.data.review && <ReviewReasons reasons={sale.data.review.reasons} />}
            {sale.data.kind !== 'Sale' && sale.data.originalTransactionId !== null && (
              <OriginalSale
                businessId={businessId}
                transactionId={sale.data.originalTransactionId}
                kind={t(`transactions.linked.kinds.${sale.data.kind}`)}
                onOpen={onOpen}
              />
            )}
            <ReceiptView receipt={sale.data.receipt} items={sale.data.itemList} kind={sale.data.kind} />
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              <ReceiptActions receipt={sale.data.receipt} items={sale.data.itemList} transactionId={sale.data.transactionId} kind={sale.data.kind} />
            </Box>
            {sale.data.kind === 'Sale' && (
              <Box component="section" aria-labelledby="linked-title">
                <Typography id="linked-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  {t('transactions.linked.title')}
                </Typography>
                {sale.data.linked.length === 0 ? (
                  <Typography variant="body2" color="text.secondary">
                    {t('transactions.linked.none')}
                  </Typography>
                ) : (
                  <List dense aria-labelledby="linked-title">
                    {sale.data.linked.map((row) => (
                      <ListItem key={row.transactionId} divider disablePadding>
                        <ListItemButton disabled={!onOpen} onClick={() => onOpen?.(row.transactionId)} sx={{ px: 0 }}>
                          <ListItemText
                            primary={`${t(`transactions.linked.kinds.${row.kind}`)} ${row.receiptNo} · ${format.money(row.total)}`}
                            secondary={`${format.dateTime(row.transactionDate)} · ${row.cashierName}`}
                          />
                        </ListItemButton>
                      </ListItem>
                    ))}
                  </List>
                )}
              </Box>
            )}
            {renderCorrections?.(sale.data)}
          </Stack>
        )}
      </Box>
    </Drawer>
  );
}
