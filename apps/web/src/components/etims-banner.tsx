import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '@/lib/translation/use-translation';
import { useEtimsDocuments } from '@/api/etims/get-etims-documents';
import { canUse, useSession } from '@/lib/session-store';

export const TAX_AUTHORITY_PATH = '/tax-authority';

/**
 * On the overview and the till: sales the authority has not signed an hour after they were made, or refused. The
 * shop keeps selling either way; the banner says so and, for whoever may, opens the Tax authority screen.
 */
export function EtimsBanner() {
  const { t } = useTranslation('etims');
  const businessId = useSession((s) => s.businessId);
  const role = useSession((s) => s.role);
  const planModules = useSession((s) => s.planModules);
  const canRead = canUse({ role, planModules }, ['etims', 'pos']);
  const documents = useEtimsDocuments(businessId, null, { enabled: canRead });
  const data = documents.data;
  if (!data || (data.waitingOverHour === 0 && data.refused === 0)) return null;
  const canOpen = canUse({ role, planModules }, ['etims']);
  return (
    <Alert
      severity={data.refused > 0 ? 'error' : 'warning'}
      sx={{ mb: 2 }}
      action={
        canOpen ? (
          <Button color="inherit" size="small" component={RouterLink} to={TAX_AUTHORITY_PATH}>
            {t('banner.open')}
          </Button>
        ) : undefined
      }
    >
      {[data.refused > 0 && t('banner.refused', { count: data.refused }), data.waitingOverHour > 0 && t('banner.waiting', { count: data.waitingOverHour })]
        .filter(Boolean)
        .join(' ')}
    </Alert>
  );
}
