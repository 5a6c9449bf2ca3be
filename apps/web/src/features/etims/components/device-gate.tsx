import type { ReactNode } from 'react';
import { Alert } from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import type { EtimsDevice } from '@dukani/contracts';
import { useEtimsDevices } from '@/api/etims/etims';
import { errorText } from '@/lib/form/show-save-error';

/** The branch screens speak for the registered device's branch; before one exists they say so. */
export function DeviceGate({ businessId, children }: { businessId: number; children: (device: EtimsDevice) => ReactNode }) {
  const { t } = useTranslation('etims');
  const devices = useEtimsDevices(businessId);
  if (devices.isError) return <Alert severity="error">{errorText(devices.error, t('loadFailed'))}</Alert>;
  if (!devices.isSuccess) return null;
  const device = devices.data[0];
  if (!device) return <Alert severity="info">{t('needsDevice')}</Alert>;
  return <>{children(device)}</>;
}
