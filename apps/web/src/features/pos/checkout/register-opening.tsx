import { useCallback, useState } from 'react';
import { Alert, Stack } from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import { MoneyTextField } from '@/components/form/money-text-field';
import { useCatalogFormat } from '@/lib/format/catalog-format';
import { useReceiptSettings } from '@/api/settings/get-receipt-settings';
import { useOpenSession, useSessionActions } from '@/api/pos/use-open-session';
import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/form/show-save-error';
import type { SaleFailure } from './sale-refusal';

export interface RegisterOpening {
  /** The shop sells only with an open register, none is open, and the line is up: this sale opens it. */
  isNeeded: boolean;
  float: number;
  setFloat(amount: number): void;
  /** Opens the register when needed; a refusal to show instead of sending the sale, or null to go on. */
  openFirst(): Promise<SaleFailure | null>;
  /** The server said no register is open (closed from another device meanwhile): ask again, so the float shows. */
  onRefused(code: string | undefined): void;
}

/**
 * Issue 36: with "Require an open register session" on (the default for a shop with cashiers), the first Charge
 * of a shift opens the register inside the checkout, instead of a trip to the register chip first. The rule is
 * the server's (K1 refuses NO_OPEN_SESSION): the register is opened (K3) before the sale is sent, never after.
 */
export function useRegisterOpening(businessId: number, online: boolean): RegisterOpening {
  const { t } = useTranslation('pos');
  const settings = useReceiptSettings(businessId);
  const session = useOpenSession(businessId);
  const { open } = useSessionActions(businessId);
  const [float, setFloat] = useState(0);
  const isRequired = settings.data?.cashRegisterSettings.requireOpenSession ?? false;
  // Only a known "none open" (null, not a K2 still loading or failed), and only online: K3 needs the line, and a
  // sale made offline is recorded without a shift and held for review (K1's offline rule).
  const isNeeded = isRequired && online && session.data === null;
  const { mutateAsync } = open;
  const openFirst = useCallback(async (): Promise<SaleFailure | null> => {
    if (!isNeeded) return null;
    try {
      await mutateAsync({ openingBalance: float, note: '' });
      setFloat(0);
      return null;
    } catch (error) {
      // Opened meanwhile (another tab of this cashier): the sale may go on under that session.
      if (isApiError(error) && error.code === 'SESSION_OPEN') return null;
      return { text: errorText(error, t('register.failed')) };
    }
  }, [isNeeded, mutateAsync, float, t]);
  const { refetch } = session;
  const onRefused = useCallback(
    (code: string | undefined) => {
      if (code === 'NO_OPEN_SESSION') void refetch();
    },
    [refetch],
  );
  return { isNeeded, float, setFloat, openFirst, onRefused };
}

/** The opening float, asked in the checkout when this sale opens the register. */
export function RegisterOpeningField({ opening }: { opening: RegisterOpening }) {
  const { t } = useTranslation('pos');
  const format = useCatalogFormat();
  if (!opening.isNeeded) return null;
  return (
    <Alert severity="info" icon={false} role="group" aria-label={t('checkout.opensRegisterTitle')} sx={{ '& .MuiAlert-message': { flex: 1 } }}>
      <Stack spacing={1.5}>
        <span>{t('checkout.opensRegister')}</span>
        <MoneyTextField
          size="small"
          fullWidth
          label={t('checkout.openingFloat')}
          value={opening.float}
          onValue={opening.setFloat}
          placeholder={format.money(0)}
          slotProps={{ inputLabel: { shrink: true } }}
          helperText={t('checkout.openingFloatHint')}
        />
      </Stack>
    </Alert>
  );
}
