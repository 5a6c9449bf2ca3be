import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Chip, List, ListItem, ListItemText, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from '@/lib/translation/use-translation';
import { businessDateOf } from '@dukani/domain';
import { SectionPageLayout } from '@/components/layout/page-layout';
import { DatePresetFields, type DateRange } from '@/components/form/date-preset-fields';
import { differenceColour } from '@/components/register/cash-up-table';
import { useMethodName } from '@/components/payments/use-method-label';
import { useCatalogFormat } from '@/lib/format/catalog-format';
import type { DatePreset } from '@/lib/format/date-presets';
import { errorText } from '@/lib/form/show-save-error';
import { canUse, useSession } from '@/lib/session-store';
import { useUsers } from '@/api/users/get-users';
import { useRegisterReport } from '@/api/reports/register-report';
import { ZReportDialog } from '../reports/z-report-dialog';

const STATUS_COLOUR = { Open: 'info', Closed: 'warning', Approved: 'success' } as const;
const ALL = 'all';

function Figure({ label, value, colour }: { label: string; value: string; colour?: string }) {
  return (
    <Box sx={{ minWidth: 120, flex: '1 1 120px' }}>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="h6" sx={{ fontVariantNumeric: 'tabular-nums', color: colour }}>
        {value}
      </Typography>
    </Box>
  );
}

/** R1 on screen: the register shifts of a period for one cashier or everyone, their totals, and each shift's Z report. */
export default function RegisterReportPage() {
  const { t } = useTranslation('pos');
  const format = useCatalogFormat();
  const methodName = useMethodName();
  const businessId = useSession((s) => s.businessId) ?? 0;
  const country = useSession((s) => s.activeBusiness?.country) ?? 'KE';
  const ownUserId = useSession((s) => s.claims?.userid) ?? 0;
  const mayReport = useSession((s) => canUse(s, ['reports']));
  const today = businessDateOf(country, new Date());
  const [range, setRange] = useState<DateRange>({ startDate: today, endDate: today });
  const [preset, setPreset] = useState<DatePreset>('today');
  const [userId, setUserId] = useState<number | null>(mayReport ? null : ownUserId);
  const [zReportOf, setZReportOf] = useState<number | null>(null);
  const users = useUsers(businessId, mayReport);
  const report = useRegisterReport(businessId, range.startDate ?? '', range.endDate ?? '', userId);
  const data = report.data;
  // The totals count only drawers already counted (R1): a shift still open has no count, so with none counted the
  // counted cash and the difference are blank, not a 0.00 that reads as an empty drawer that balanced.
  const openShifts = data?.sessions.filter((session) => session.closingBalance === null).length ?? 0;
  const countedShifts = (data?.sessions.length ?? 0) - openShifts;
  const signed = (value: number) => `${value > 0 ? '+' : ''}${format.money(value)}`;

  return (
    <SectionPageLayout title={t('registerReport.title')} description={t('registerReport.description')} breadcrumbsLabel={t('nav.registerReport')} rowFrom="sm">
      <Stack spacing={3}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
          <DatePresetFields
            range={range}
            preset={preset}
            today={today}
            onChange={(next, nextPreset) => {
              setRange(next);
              setPreset(nextPreset);
            }}
          />
          {mayReport && (
            <TextField
              select
              size="small"
              label={t('registerReport.cashier')}
              value={userId === null ? ALL : String(userId)}
              onChange={(e) => setUserId(e.target.value === ALL ? null : Number(e.target.value))}
              sx={{ width: { xs: '100%', sm: 220 } }}
            >
              <MenuItem value={ALL}>{t('registerReport.everyone')}</MenuItem>
              {(users.data ?? []).map((user) => (
                <MenuItem key={user.id} value={String(user.id)}>
                  {user.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Stack>
        {report.isError && <Alert severity="error">{errorText(report.error, t('registerReport.loadFailed'))}</Alert>}
        {data && (
          <Card>
            <CardContent>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }} aria-label={t('registerReport.totals')} role="group">
                <Figure label={t('registerReport.float')} value={format.money(data.totals.openingBalance)} />
                <Figure label={t('registerReport.sales')} value={format.money(data.totals.totalSales)} />
                <Figure label={t('registerReport.expectedCash')} value={format.money(data.totals.expectedCash)} />
                <Figure label={t('registerReport.counted')} value={countedShifts === 0 ? '—' : format.money(data.totals.closingBalance)} />
                <Figure
                  label={t('registerReport.difference')}
                  value={countedShifts === 0 ? '—' : signed(data.totals.difference)}
                  colour={countedShifts === 0 ? undefined : differenceColour(data.totals.difference)}
                />
              </Stack>
              {openShifts > 0 && (
                <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
                  {t('registerReport.notCounted', { count: openShifts })}
                </Typography>
              )}
              {data.totals.salesByMode.length > 0 && (
                <Box sx={{ mt: 2 }}>
                  <Typography variant="subtitle2">{t('registerReport.byMode')}</Typography>
                  <List dense disablePadding aria-label={t('registerReport.byMode')}>
                    {data.totals.salesByMode.map((mode) => (
                      <ListItem
                        key={mode.paymentValue}
                        disableGutters
                        secondaryAction={<Typography sx={{ fontVariantNumeric: 'tabular-nums' }}>{format.money(mode.amount)}</Typography>}
                      >
                        <ListItemText primary={methodName(mode.paymentValue)} />
                      </ListItem>
                    ))}
                  </List>
                </Box>
              )}
            </CardContent>
          </Card>
        )}
        {data && (
          <Card>
            <List disablePadding aria-label={t('registerReport.shifts')}>
              {data.sessions.length === 0 && (
                <ListItem>
                  <ListItemText primary={t('registerReport.noShifts')} />
                </ListItem>
              )}
              {data.sessions.map((session) => (
                <ListItem key={session.id} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
                  <ListItemText
                    sx={{ flex: '1 1 220px' }}
                    primary={`${session.userName} · ${format.dateTime(session.openedAt)}`}
                    secondary={t('registerReport.shiftFigures', {
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
                    <Chip size="small" color={STATUS_COLOUR[session.status]} label={t(`registerReport.status.${session.status}`)} />
                    <Button
                      size="small"
                      variant="outlined"
                      onClick={() => setZReportOf(session.id)}
                      aria-label={t('registerReport.openZReport', { id: session.id })}
                    >
                      {t('registerReport.zReport')}
                    </Button>
                  </Stack>
                </ListItem>
              ))}
            </List>
          </Card>
        )}
      </Stack>
      {zReportOf !== null && <ZReportDialog businessId={businessId} sessionId={zReportOf} onClose={() => setZReportOf(null)} />}
    </SectionPageLayout>
  );
}
