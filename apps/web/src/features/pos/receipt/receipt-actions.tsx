import { useState } from 'react';
import { Button, MenuItem, TextField } from '@mui/material';
import LinkIcon from '@mui/icons-material/Link';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';
import SmsOutlinedIcon from '@mui/icons-material/SmsOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { useTranslation } from '@/lib/translation/use-translation';
import toast from 'react-hot-toast/headless';
import type { Receipt, SaleItem, TransactionKind } from '@dukani/contracts';
import { printerErrorKey, useThermalPrint } from '@/lib/receipt-printer/use-thermal-print';
import { useCatalogFormat } from '@/lib/format/catalog-format';
import { SendSmsDialog } from './send-sms-dialog';

export type Paper = '58mm' | '80mm' | 'A4';
const PAPER_KEY = 'receiptPaper';
const PAPERS: Paper[] = ['80mm', '58mm', 'A4'];

/** The printer's paper width: the content is laid out for it and @page tells the driver. */
export function printReceipt(paper: Paper) {
  const style = document.createElement('style');
  const width = paper === 'A4' ? '190mm' : paper === '80mm' ? '72mm' : '48mm';
  style.textContent = `@page { size: ${paper === 'A4' ? 'A4' : `${paper} auto`}; margin: ${paper === 'A4' ? '10mm' : '2mm'}; }
  @media print {
    body * { visibility: hidden !important; }
    .dukani-receipt, .dukani-receipt * { visibility: visible !important; }
    .dukani-receipt { position: absolute; left: 0; top: 0; width: ${width} !important; max-width: none !important; border: 0 !important; color: #000 !important; background: #fff !important; font-size: ${paper === '58mm' ? '10px' : '12px'} !important; }
  }`;
  document.head.appendChild(style);
  window.print();
  setTimeout(() => style.remove(), 1000);
}

export const receiptLink = (receipt: Receipt) => `${window.location.origin}/r/${receipt.shareToken}`;
export const receiptPdfUrl = (receipt: Receipt) => `/api/Receipt/Pdf/${receipt.shareToken}`;

/** wa.me opens WhatsApp (app or web) with the text ready; with the customer's number it opens their chat. */
export function whatsAppUrl(receipt: Receipt, text: string): string {
  const digits = receipt.clientPhone?.startsWith('+') ? receipt.clientPhone.replace(/\D/g, '') : '';
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

/**
 * Print (58 mm, 80 mm or A4), copy the public link, share it, send it by WhatsApp or (for a recorded sale,
 * `transactionId`) by SMS, or open the PDF.
 */
export function ReceiptActions({
  receipt,
  items,
  transactionId,
  kind = 'Sale',
}: {
  receipt: Receipt;
  items?: SaleItem[];
  transactionId?: number;
  kind?: TransactionKind;
}) {
  const { t } = useTranslation('pos');
  const thermal = useThermalPrint();
  const printThermal = (lines: SaleItem[]) =>
    thermal.printReceipt(receipt, lines, kind).then(
      () => toast.success(t('receipt.printer.printed')),
      (error: unknown) => {
        const key = printerErrorKey(error);
        if (key) toast.error(t(key));
      },
    );
  const format = useCatalogFormat();
  const [isSmsOpen, setSmsOpen] = useState(false);
  const whatsAppText = t('receipt.whatsappText', {
    receiptNo: receipt.receiptNo,
    shop: receipt.businessName ?? '',
    total: `${receipt.currencySymbol} ${format.money(receipt.totalAmount)}`.trim(),
    link: receiptLink(receipt),
  });
  const [paper, setPaper] = useState<Paper>(() =>
    (PAPERS as string[]).includes(localStorage.getItem(PAPER_KEY) ?? '') ? (localStorage.getItem(PAPER_KEY) as Paper) : '80mm',
  );
  const choosePaper = (value: Paper) => {
    localStorage.setItem(PAPER_KEY, value);
    setPaper(value);
  };
  const copy = async () => {
    await navigator.clipboard?.writeText(receiptLink(receipt)).catch(() => undefined);
    toast.success(t('receipt.linkCopied'));
  };
  const share = () => navigator.share?.({ title: t('receipt.label', { receiptNo: receipt.receiptNo }), url: receiptLink(receipt) }).catch(() => undefined);
  return (
    <>
      <TextField select size="small" label={t('receipt.paper')} value={paper} onChange={(e) => choosePaper(e.target.value as Paper)} sx={{ width: 110 }}>
        {PAPERS.map((p) => (
          <MenuItem key={p} value={p}>
            {p}
          </MenuItem>
        ))}
      </TextField>
      <Button startIcon={<PrintOutlinedIcon />} onClick={() => printReceipt(paper)}>
        {t('receipt.print')}
      </Button>
      {/* Browser printing stays the default; a thermal printer set up on this device adds its own button. */}
      {thermal.isConfigured && items && (
        <Button startIcon={<ReceiptLongOutlinedIcon />} onClick={() => void printThermal(items)}>
          {t('receipt.printer.print')}
        </Button>
      )}
      <Button startIcon={<LinkIcon />} onClick={() => void copy()}>
        {t('receipt.copyLink')}
      </Button>
      {'share' in navigator && (
        <Button startIcon={<ShareOutlinedIcon />} onClick={() => void share()}>
          {t('receipt.share')}
        </Button>
      )}
      <Button startIcon={<WhatsAppIcon />} href={whatsAppUrl(receipt, whatsAppText)} target="_blank" rel="noopener">
        {t('receipt.whatsapp')}
      </Button>
      {transactionId !== undefined && (
        <Button startIcon={<SmsOutlinedIcon />} onClick={() => setSmsOpen(true)}>
          {t('receipt.sms')}
        </Button>
      )}
      {isSmsOpen && transactionId !== undefined && <SendSmsDialog receipt={receipt} transactionId={transactionId} onClose={() => setSmsOpen(false)} />}
      <Button startIcon={<PictureAsPdfOutlinedIcon />} href={receiptPdfUrl(receipt)} target="_blank" rel="noopener">
        {t('receipt.pdf')}
      </Button>
    </>
  );
}
