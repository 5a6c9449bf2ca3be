import { useState } from 'react';
import toast from 'react-hot-toast/headless';
import { Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import { useDownloadBusinessData } from '@/api/business/export-business-data';
import { useFormatLocale } from '@/lib/format/format-locale';
import { useTranslation } from '@/lib/translation/use-translation';

/**
 * The owner's own copy of the shop's records (C6): one button that downloads a zip of spreadsheets. The zip is
 * written while it downloads, so the only measure of progress is what has arrived so far.
 */
export function ShopDataCard({ businessId }: { businessId: number }) {
  const { t } = useTranslation('account');
  const locale = useFormatLocale();
  const [received, setReceived] = useState(0);
  const download = useDownloadBusinessData(setReceived);
  const megabytes = new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(received / 1_000_000);

  const onDownload = () => {
    setReceived(0);
    download.mutate(businessId, {
      onSuccess: () => toast.success(t('shopData.done')),
      onError: () => toast.error(t('shopData.failed')),
    });
  };

  return (
    <Card variant="outlined" sx={{ mt: 3 }} component="section" aria-labelledby="shop-data-title">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
          <div>
            <Typography id="shop-data-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {t('shopData.title')}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('shopData.description')}
            </Typography>
            {download.isPending && (
              <Typography variant="body2" role="status" sx={{ mt: 1 }}>
                {received > 0 ? t('shopData.received', { size: megabytes }) : t('shopData.preparing')}
              </Typography>
            )}
          </div>
          <Button
            variant="outlined"
            onClick={onDownload}
            disabled={download.isPending}
            aria-busy={download.isPending}
            startIcon={download.isPending ? <CircularProgress size={18} color="inherit" /> : <DownloadOutlinedIcon />}
            sx={{ flexShrink: 0 }}
          >
            {t('shopData.download')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
