import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import UndoIcon from '@mui/icons-material/Undo';
import { useTranslation } from '@/lib/translation/use-translation';
import toast from 'react-hot-toast/headless';
import { useVoidSale } from '@/api/pos/sale-corrections';
import { useLiveFiscal, type SaleDetails } from '@/api/pos/sales';
import { ConfirmDialog } from '@/components/form/confirm-dialog';
import { isSessionEnded } from '@/lib/api-client';
import { errorText } from '@/lib/form/show-save-error';
import { useIdempotencyKey } from '@/lib/hooks/use-idempotency-key';
import { canUse, useSession } from '@/lib/session-store';
import { ReturnDialog } from './return-dialog';
import { groupReturnLines } from './return-lines';

type Open = 'void' | 'refund' | 'creditNote' | null;

/**
 * The drawer's corrections (L3–L5), for users with `refunds`. Void only while the tax authority has not seen
 * the sale (salesStatus 1) and nothing came back from it; refund and credit note while some line is still
 * refundable. A sale KRA has (sent, or signed while the drawer is open: the receipt's live signature says so)
 * says why it cannot be voided and offers the refund, which KRA gets as a credit note. A refund or credit note
 * is itself never corrected here (API.md: no refund of a refund). A credit note just written opens (`onCreditNote`), to
 * print it or hand it over.
 */
export function SaleCorrections({ sale, onCreditNote }: { sale: SaleDetails; onCreditNote?: (transactionId: number) => void }) {
  const { t } = useTranslation('pos');
  const [open, setOpen] = useState<Open>(null);
  const voidSale = useVoidSale(sale.businessId);
  const idempotency = useIdempotencyKey();
  const fiscal = useLiveFiscal(sale.receipt);
  // Giving back needs `refunds` (API.md §1.2): a cashier who may only sell is not offered what the server refuses.
  const mayGiveBack = useSession((state) => canUse(state, ['refunds']));
  if (!mayGiveBack || sale.kind !== 'Sale' || sale.isDeleted) return null;
  const hasReturns = sale.linked.length > 0 || sale.itemList.some((item) => item.returnedQuantity > 0);
  const isReported = sale.salesStatus === 2 || sale.salesStatus === 3 || fiscal?.status === 'signed';
  const canVoid = !isReported && !hasReturns;
  const canReturn = groupReturnLines(sale.itemList).length > 0;
  if (!canVoid && !canReturn) return null;

  const onVoid = async () => {
    const waiting = toast.loading(t('corrections.voiding'));
    try {
      // One key per confirmed void: a retry after a lost answer replays instead of voiding twice.
      await voidSale.mutateAsync({ transactionId: sale.transactionId, key: idempotency.keyFor({ void: sale.transactionId }) });
      idempotency.reset();
      toast.success(t('corrections.voided', { receiptNo: sale.receiptNo }), { id: waiting });
      setOpen(null);
    } catch (error) {
      if (isSessionEnded(error)) toast.dismiss(waiting);
      else toast.error(errorText(error, t('corrections.failed')), { id: waiting });
      // The toast says why (a sale reported to KRA meanwhile: refund it instead); the reloaded sale shows what is left to do.
      setOpen(null);
    }
  };

  return (
    <Box component="section" aria-labelledby="corrections-title">
      <Typography id="corrections-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {t('corrections.title')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {canReturn && (
          <Button variant="outlined" startIcon={<UndoIcon />} onClick={() => setOpen('refund')}>
            {t('corrections.refund')}
          </Button>
        )}
        {canReturn && (
          <Button variant="outlined" startIcon={<ReceiptLongOutlinedIcon />} onClick={() => setOpen('creditNote')}>
            {t('corrections.creditNote')}
          </Button>
        )}
        {canVoid && (
          <Button variant="outlined" color="error" startIcon={<BlockIcon />} onClick={() => setOpen('void')}>
            {t('corrections.void')}
          </Button>
        )}
      </Box>
      {isReported && canReturn && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('corrections.noVoidReported')}
        </Typography>
      )}
      <ConfirmDialog
        open={open === 'void'}
        title={t('corrections.voidTitle', { receiptNo: sale.receiptNo })}
        message={t('corrections.voidMessage')}
        confirmLabel={t('corrections.void')}
        busy={voidSale.isPending}
        onConfirm={() => void onVoid()}
        onClose={() => setOpen(null)}
      />
      {(open === 'refund' || open === 'creditNote') && <ReturnDialog sale={sale} kind={open} onClose={() => setOpen(null)} onCreditNote={onCreditNote} />}
    </Box>
  );
}
