import { Alert, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '@/lib/translation/use-translation';

export interface SaleFailure {
  text: string;
  /** The server's code for the refusal. (No answer is no failure: the sale waits in the device's queue.) */
  code?: string;
}

/**
 * Why the sale did not go through, shown beside Complete sale so the button never looks dead. It stays until
 * the cashier changes the order or the payment (the dialog clears it then), not when the sale key is renewed.
 */
export function SaleRefusal({ failure }: { failure: SaleFailure }) {
  const { t } = useTranslation('pos');
  return (
    <Alert severity="error" role="alert" sx={{ flex: '1 1 100%', m: 0 }}>
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
