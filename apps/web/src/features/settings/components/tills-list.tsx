import { useState } from 'react';
import { Alert, Card, Chip, IconButton, List, ListItem, ListItemText, Skeleton, Tooltip, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from '@/lib/translation/use-translation';
import toast from 'react-hot-toast/headless';
import type { ShopTill } from '@dukani/contracts';
import { useTills } from '@/api/devices/get-tills';
import { useRevokeTill } from '@/api/devices/revoke-till';
import { ConfirmDialog } from '@/components/form/confirm-dialog';
import { useFormatLocale, useShopTimeZone } from '@/lib/format/format-locale';
import { clearShopTill, useShopTill } from '@/lib/shop-till';
import { errorText, showSaveError } from '@/lib/form/show-save-error';

const formatWhen = (iso: string, locale: string, timeZone: string | undefined) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));

/** T2 and T3: the shop's tills, who marked each and when it was last used, and revoking one. */
export function TillsList({ businessId }: { businessId: number }) {
  const { t } = useTranslation('account');
  const locale = useFormatLocale();
  const timeZone = useShopTimeZone();
  const tills = useTills(businessId);
  const revoke = useRevokeTill();
  const device = useShopTill();
  const [pending, setPending] = useState<ShopTill | null>(null);

  const onRevoke = async () => {
    if (!pending) return;
    try {
      await revoke.mutateAsync({ businessId, tillId: pending.id });
      if (device?.tillId === pending.id) clearShopTill();
      toast.success(t('tills.revoked', { name: pending.name }));
      setPending(null);
    } catch (error) {
      showSaveError(error, t('errors.tryAgain'));
    }
  };

  return (
    <Card variant="outlined" sx={{ maxWidth: 760 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, px: 2, pt: 2 }}>
        {t('tills.listTitle')}
      </Typography>
      {tills.isPending && <Skeleton sx={{ mx: 2, my: 2 }} height={48} />}
      {tills.isError && (
        <Alert severity="error" sx={{ m: 2 }}>
          {errorText(tills.error, t('errors.loadFailed'))}
        </Alert>
      )}
      {tills.data?.length === 0 && (
        <Typography variant="body2" color="textSecondary" sx={{ px: 2, py: 2 }}>
          {t('tills.none')}
        </Typography>
      )}
      <List aria-label={t('tills.listTitle')}>
        {tills.data?.map((till, index) => (
          <ListItem
            key={till.id}
            divider={index < tills.data.length - 1}
            secondaryAction={
              <Tooltip title={t('tills.revoke', { name: till.name })}>
                <IconButton edge="end" aria-label={t('tills.revoke', { name: till.name })} onClick={() => setPending(till)}>
                  <DeleteOutlineIcon />
                </IconButton>
              </Tooltip>
            }
          >
            <ListItemText
              primary={
                <>
                  {till.name}
                  {device?.tillId === till.id && <Chip size="small" color="primary" label={t('tills.thisDeviceChip')} sx={{ ml: 1 }} />}
                </>
              }
              secondary={[
                t('tills.markedBy', { name: till.createdByName ?? '—', date: formatWhen(till.createdOn, locale, timeZone) }),
                till.lastUsedAt ? t('tills.lastUsed', { date: formatWhen(till.lastUsedAt, locale, timeZone) }) : t('tills.neverUsed'),
              ].join(' · ')}
            />
          </ListItem>
        ))}
      </List>
      <ConfirmDialog
        open={pending !== null}
        title={t('tills.revokeTitle', { name: pending?.name ?? '' })}
        message={t('tills.revokeMessage')}
        confirmLabel={t('tills.revokeConfirm')}
        busy={revoke.isPending}
        onConfirm={() => void onRevoke()}
        onClose={() => setPending(null)}
      />
    </Card>
  );
}
