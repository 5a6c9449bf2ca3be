import { useState } from 'react';
import { Alert, AlertTitle, Box, IconButton, InputAdornment, Stack, TextField, Tooltip, Typography } from '@mui/material';
import CheckOutlinedIcon from '@mui/icons-material/CheckOutlined';
import ContentCopyOutlinedIcon from '@mui/icons-material/ContentCopyOutlined';
import SmsOutlinedIcon from '@mui/icons-material/SmsOutlined';
import { useTranslation } from '@/lib/translation/use-translation';
import type { CreatedUser } from '@/api/users/create-user';

/**
 * After F4: the invite went out by SMS. Outside production the API also returns the token, so a
 * tester (or an owner whose SMS is slow) can hand over the link directly.
 */
export function InviteSent({ user }: { user: CreatedUser }) {
  const { t } = useTranslation('account');
  const [copied, setCopied] = useState(false);
  const link = user.inviteToken ? `${window.location.origin}/complete-registration/${user.inviteToken}?u=${user.id}` : null;

  const copy = async () => {
    if (!link) return;
    await navigator.clipboard.writeText(link);
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  };

  return (
    <Stack spacing={2.5}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Box
          sx={{
            width: 48,
            height: 48,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'success.main',
            color: 'success.contrastText',
            flexShrink: 0,
          }}
        >
          <SmsOutlinedIcon />
        </Box>
        <Box>
          <Typography variant="h6" component="p">
            {t('users.invite.sentTitle')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="invite-sent">
            {t('users.invite.sentText', { name: user.name, phone: user.phoneNumber })}
          </Typography>
        </Box>
      </Stack>
      {link && (
        <Alert severity="warning" variant="outlined" icon={false}>
          <AlertTitle>{t('users.invite.devLinkTitle')}</AlertTitle>
          <Typography variant="body2" sx={{ mb: 1.5 }}>
            {t('users.invite.devLinkText')}
          </Typography>
          <TextField
            value={link}
            fullWidth
            size="small"
            label={t('users.invite.link')}
            slotProps={{
              htmlInput: { readOnly: true, 'data-testid': 'invite-link' },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <Tooltip title={copied ? t('users.invite.copied') : t('users.invite.copy')}>
                      <IconButton aria-label={t('users.invite.copy')} onClick={() => void copy()} edge="end">
                        {copied ? <CheckOutlinedIcon color="success" /> : <ContentCopyOutlinedIcon />}
                      </IconButton>
                    </Tooltip>
                  </InputAdornment>
                ),
              },
            }}
          />
        </Alert>
      )}
    </Stack>
  );
}
