import { useState } from 'react';
import { Alert, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import PointOfSaleOutlinedIcon from '@mui/icons-material/PointOfSaleOutlined';
import { useTranslation } from '@/lib/translation/use-translation';
import toast from 'react-hot-toast/headless';
import { useRegisterTill } from '@/api/devices/register-till';
import { useRevokeTill } from '@/api/devices/revoke-till';
import { clearShopTill, saveShopTill, useShopTill } from '@/lib/shop-till';
import { showSaveError } from '@/lib/form/show-save-error';

/**
 * T1 from this device: name it and mark it, and the device keeps the token so cashiers sign in here without an
 * SMS code. A device that is already this shop's till offers to stop being one instead.
 */
export function MarkTillCard({ businessId }: { businessId: number }) {
  const { t } = useTranslation('account');
  const device = useShopTill();
  const register = useRegisterTill();
  const revoke = useRevokeTill();
  const [name, setName] = useState(() => t('tills.defaultName'));
  const [nameError, setNameError] = useState<string | null>(null);
  const isThisShopsTill = device?.businessId === businessId;

  const onMark = async () => {
    if (!name.trim()) {
      setNameError(t('tills.nameRequired'));
      return;
    }
    try {
      const { till, deviceToken } = await register.mutateAsync({ businessId, name: name.trim() });
      saveShopTill({ tillId: till.id, businessId: till.businessId, name: till.name, token: deviceToken });
      toast.success(t('tills.marked', { name: till.name }));
    } catch (error) {
      showSaveError(error, t('errors.tryAgain'));
    }
  };

  const onUnmark = async () => {
    if (!device) return;
    try {
      await revoke.mutateAsync({ businessId, tillId: device.tillId });
    } catch {
      // Already revoked from another device: this one stops being a till all the same.
    }
    clearShopTill();
    toast.success(t('tills.unmarked', { name: device.name }));
  };

  return (
    <Card variant="outlined" sx={{ maxWidth: 760 }}>
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <PointOfSaleOutlinedIcon color="primary" />
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
              {t('tills.thisDevice')}
            </Typography>
          </Stack>
          {isThisShopsTill ? (
            <>
              <Alert severity="success">{t('tills.isTill', { name: device.name })}</Alert>
              <div>
                <Button variant="outlined" color="error" onClick={() => void onUnmark()} loading={revoke.isPending}>
                  {t('tills.unmark')}
                </Button>
              </div>
            </>
          ) : (
            <>
              <Typography variant="body2" color="textSecondary">
                {t('tills.markHint')}
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
                <TextField
                  label={t('tills.name')}
                  value={name}
                  onChange={(event) => {
                    setName(event.target.value);
                    setNameError(null);
                  }}
                  error={Boolean(nameError)}
                  helperText={nameError ?? t('tills.nameHint')}
                  slotProps={{ htmlInput: { maxLength: 60 } }}
                  sx={{ flex: 1 }}
                />
                <Button variant="contained" size="large" onClick={() => void onMark()} loading={register.isPending} sx={{ flexShrink: 0 }}>
                  {t('tills.mark')}
                </Button>
              </Stack>
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
