import { useState } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import LinkIcon from '@mui/icons-material/Link';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';
import { useTranslation } from '@/lib/translation/use-translation';
import toast from 'react-hot-toast/headless';
import { errorText } from '@/lib/form/show-save-error';
import { formatDateText } from '@/lib/format/date-text';
import { useFormatLocale } from '@/lib/format/format-locale';
import { statementPdfUrl, useShareStatement } from '@/api/customers/share-statement';

interface StatementShareProps {
  customerId: number;
  customerPhone: string | null;
  startDate: string;
  endDate: string;
}

/**
 * The statement as a PDF behind a link (H18/H19): made on request, because each link is recorded, then opened,
 * copied, shared or sent by WhatsApp. A new period asks for a new link.
 */
export function StatementShare({ customerId, customerPhone, startDate, endDate }: StatementShareProps) {
  const { t } = useTranslation('customers');
  const locale = useFormatLocale();
  const share = useShareStatement(customerId);
  const [made, setMade] = useState<{ token: string; period: string } | null>(null);
  const period = `${startDate}/${endDate}`;
  const link = made?.period === period ? statementPdfUrl(made.token) : null;
  const text = link ? t('statement.shareText', { from: formatDateText(startDate, locale), to: formatDateText(endDate, locale), link }) : '';
  const phoneDigits = customerPhone?.startsWith('+') ? customerPhone.replace(/\D/g, '') : '';

  if (!link) {
    return (
      <Stack spacing={1} sx={{ mt: 2 }}>
        {share.isError && <Alert severity="error">{errorText(share.error, t('errors.operationFailed'))}</Alert>}
        <Button
          variant="outlined"
          startIcon={<PictureAsPdfOutlinedIcon />}
          loading={share.isPending}
          disabled={!startDate || !endDate}
          onClick={() => share.mutate({ startDate, endDate }, { onSuccess: (result) => setMade({ token: result.token, period }) })}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('statement.makePdf')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack direction="row" sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }} role="group" aria-label={t('statement.pdfActions')}>
      <Button variant="contained" startIcon={<PictureAsPdfOutlinedIcon />} href={link} target="_blank" rel="noopener">
        {t('statement.openPdf')}
      </Button>
      <Button
        startIcon={<LinkIcon />}
        onClick={() => {
          void navigator.clipboard?.writeText(link).catch(() => undefined);
          toast.success(t('statement.linkCopied'));
        }}
      >
        {t('statement.copyLink')}
      </Button>
      {'share' in navigator && (
        <Button
          startIcon={<ShareOutlinedIcon />}
          onClick={() => void navigator.share?.({ title: t('statement.title'), text, url: link }).catch(() => undefined)}
        >
          {t('statement.share')}
        </Button>
      )}
      <Button startIcon={<WhatsAppIcon />} href={`https://wa.me/${phoneDigits}?text=${encodeURIComponent(text)}`} target="_blank" rel="noopener">
        {t('statement.whatsapp')}
      </Button>
    </Stack>
  );
}
