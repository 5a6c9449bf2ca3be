import { Alert, Button, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';

export interface SaleFailure {
  text: string;
  /** The server's code for a refusal; none when no answer came (the sale may or may not be recorded). */
  code?: string;
}

interface SaleRefusalProps {
  failure: SaleFailure;
  onRetry(): void;
  onSendLater(): void;
}

/**
 * Why the sale did not go through, shown beside Complete sale so the button never looks dead. It stays until
 * the cashier changes the order or the payment (the dialog clears it then), not when the sale key is renewed.
 */
export function SaleRefusal({ failure, onRetry, onSendLater }: SaleRefusalProps) {
  const { t } = useTranslation('pos');
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ flex: '1 1 100%', m: 0 }}
      action={
        !failure.code ? (
          <>
            <Button color="inherit" onClick={onRetry}>
              {t('checkout.retry')}
            </Button>
            <Button color="inherit" onClick={onSendLater}>
              {t('checkout.sendLater')}
            </Button>
          </>
        ) : undefined
      }
    >
      {failure.text}
      {failure.code === 'NO_OPEN_SESSION' && (
        <>
          {' '}
          <Link component={RouterLink} to="/pos/register">
            {t('checkout.openRegister')}
          </Link>
        </>
      )}
    </Alert>
  );
}
