import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardHeader,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import toast from 'react-hot-toast/headless';
import type { CashSession } from '@dukani/contracts';
import { useCatalogFormat } from '@/lib/format/catalog-format';
import { errorText } from '@/lib/form/show-save-error';
import { useApproveCashSession, useUserCashSessions } from '@/api/users/register-sessions';
import { CashUpTable, differenceColour } from '@/components/register/cash-up-table';

const PAGE = 10;
const STATUS_COLOUR = { Open: 'info', Closed: 'warning', Approved: 'success' } as const;

/**
 * F11/F12 on the user's page: their register shifts with what each drawer was short or over, and, for an
 * Owner or Admin, approving a closed one after reading its cash-up.
 */
export function RegisterSessionsCard({ businessId, userId, canApprove }: { businessId: number; userId: number; canApprove: boolean }) {
  const { t } = useTranslation('account');
  const format = useCatalogFormat();
  const [pageSize, setPageSize] = useState(PAGE);
  const [reviewing, setReviewing] = useState<CashSession | null>(null);
  const sessions = useUserCashSessions(businessId, userId, pageSize);
  const rows = sessions.data?.data ?? [];
  const signed = (value: number) => `${value > 0 ? '+' : ''}${format.money(value)}`;

  return (
    <Card variant="outlined" sx={{ mt: 3 }}>
      <CardHeader title={t('users.sessions.title')} slotProps={{ title: { variant: 'subtitle1', fontWeight: 600 } }} />
      {sessions.isError && <Alert severity="error">{errorText(sessions.error, t('errors.loadFailed'))}</Alert>}
      {sessions.data && rows.length === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary', px: 3, pb: 2 }}>
          {t('users.sessions.none')}
        </Typography>
      )}
      <List disablePadding aria-label={t('users.sessions.title')}>
        {rows.map((session) => (
          <ListItem key={session.id} divider sx={{ px: 3, flexWrap: 'wrap', gap: 1 }}>
            <ListItemText
              sx={{ flex: '1 1 200px' }}
              primary={t('users.sessions.opened', { at: format.dateTime(session.openedAt) })}
              secondary={t('users.sessions.figures', {
                sales: format.money(session.totalSales),
                expected: format.money(session.expectedCash),
                counted: session.closingBalance === null ? '—' : format.money(session.closingBalance),
              })}
            />
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              {session.difference !== null && (
                <Typography sx={{ color: differenceColour(session.difference), fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
                  {signed(session.difference)}
                </Typography>
              )}
              <Chip size="small" color={STATUS_COLOUR[session.status]} label={t(`users.sessions.status.${session.status}`)} />
              {canApprove && session.status === 'Closed' && (
                <Button size="small" variant="outlined" onClick={() => setReviewing(session)}>
                  {t('users.sessions.review')}
                </Button>
              )}
            </Stack>
          </ListItem>
        ))}
      </List>
      {sessions.data && sessions.data.totalRecords > rows.length && pageSize < 100 && (
        <Box sx={{ p: 1, textAlign: 'center' }}>
          <Button size="small" onClick={() => setPageSize((size) => Math.min(size + PAGE, 100))}>
            {t('users.sessions.more')}
          </Button>
        </Box>
      )}
      {reviewing && <ApproveSessionDialog businessId={businessId} session={reviewing} onClose={() => setReviewing(null)} />}
    </Card>
  );
}

function ApproveSessionDialog({ businessId, session, onClose }: { businessId: number; session: CashSession; onClose(): void }) {
  const { t } = useTranslation('account');
  const format = useCatalogFormat();
  const approve = useApproveCashSession(businessId);
  const [note, setNote] = useState('');
  const submit = () =>
    approve.mutate(
      { sessionId: session.id, note },
      {
        onSuccess: () => {
          toast.success(t('users.sessions.approved'));
          onClose();
        },
      },
    );
  return (
    <Dialog open onClose={approve.isPending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="approve-session-title">
      <DialogTitle id="approve-session-title">{t('users.sessions.approveTitle', { name: session.userName })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('users.sessions.period', {
              from: format.dateTime(session.openedAt),
              to: session.closedAt ? format.dateTime(session.closedAt) : '—',
            })}
          </Typography>
          <Box sx={{ overflowX: 'auto' }}>
            <CashUpTable rows={session.modes} />
          </Box>
          {session.note && (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
              {t('users.sessions.cashierNote', { note: session.note })}
            </Typography>
          )}
          {approve.isError && <Alert severity="error">{errorText(approve.error, t('errors.tryAgain'))}</Alert>}
          <TextField
            label={t('users.sessions.note')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            multiline
            maxRows={3}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose} disabled={approve.isPending}>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" onClick={submit} loading={approve.isPending}>
          {t('users.sessions.approve')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
