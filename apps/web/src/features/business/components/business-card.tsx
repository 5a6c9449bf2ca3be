import type { ReactNode } from 'react';
import { Avatar, Box, Button, Card, CardActions, CardContent, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import LocationOnOutlinedIcon from '@mui/icons-material/LocationOnOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import SwapHorizOutlinedIcon from '@mui/icons-material/SwapHorizOutlined';
import { useTranslation } from '@/lib/translation/use-translation';
import type { Business } from '@dukani/contracts';
import { canInBusiness } from '../utils/roles';
import { formatPhone } from '@/lib/format/format-phone';

interface BusinessCardProps {
  business: Business;
  isActive: boolean;
  /** The tenant's last business cannot be deleted (C4 answers 409 IN_USE), so the button says why. */
  isOnlyBusiness: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onSwitch: () => void;
}

function Detail({ icon, text }: { icon: ReactNode; text: string | null }) {
  if (!text) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary', minWidth: 0 }}>
      {icon}
      <Typography variant="body2" noWrap title={text}>
        {text}
      </Typography>
    </Stack>
  );
}

/** One business with the caller's role there, and the actions that role allows. */
export function BusinessCard({ business, isActive, isOnlyBusiness, onEdit, onDelete, onSwitch }: BusinessCardProps) {
  const { t } = useTranslation('account');
  const canEdit = canInBusiness(business, 'settings');
  const isOwner = business.roleTypes === 'Owner';
  const place = [business.city, business.country ? t(`countries.${business.country}`, { defaultValue: business.country }) : null].filter(Boolean).join(', ');
  const deleteHint = !isOwner ? t('businesses.deleteOwnerOnly') : isOnlyBusiness ? t('businesses.deleteLast') : t('businesses.delete');
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={business.organizationName}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderColor: isActive ? 'primary.main' : undefined, borderWidth: isActive ? 2 : 1 }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Avatar
            variant="rounded"
            src={business.logo ?? undefined}
            alt=""
            sx={{ width: 56, height: 56, bgcolor: 'primary.main', fontWeight: 700, '& img': { objectFit: 'contain' } }}
          >
            {business.organizationName.slice(0, 1).toUpperCase()}
          </Avatar>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="h6" component="h2" sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}>
              {business.organizationName}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 0.75, flexWrap: 'wrap', rowGap: 0.75 }}>
              <Chip size="small" color={isOwner ? 'primary' : 'default'} label={t(`roleTypes.${business.roleTypes}`)} />
              {isActive && <Chip size="small" color="success" variant="outlined" icon={<CheckCircleOutlineIcon />} label={t('businesses.current')} />}
            </Stack>
          </Box>
        </Stack>
        <Stack spacing={0.75} sx={{ mt: 2 }}>
          <Detail icon={<PhoneOutlinedIcon fontSize="small" />} text={formatPhone(business.primaryPhone)} />
          <Detail icon={<EmailOutlinedIcon fontSize="small" />} text={business.primaryEmail} />
          <Detail icon={<LocationOnOutlinedIcon fontSize="small" />} text={place || null} />
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0, justifyContent: 'space-between' }}>
        {isActive ? (
          <span />
        ) : (
          <Button size="small" startIcon={<SwapHorizOutlinedIcon />} onClick={onSwitch}>
            {t('businesses.switch')}
          </Button>
        )}
        <Box>
          {canEdit && (
            <Tooltip title={t('common.edit')}>
              <IconButton aria-label={`${t('common.edit')}: ${business.organizationName}`} onClick={onEdit}>
                <EditOutlinedIcon />
              </IconButton>
            </Tooltip>
          )}
          {isOwner && (
            <Tooltip title={deleteHint}>
              {/* The span keeps the tooltip working on a disabled button. */}
              <span>
                <IconButton aria-label={`${t('businesses.delete')}: ${business.organizationName}`} onClick={onDelete} disabled={isOnlyBusiness} color="error">
                  <DeleteOutlineIcon />
                </IconButton>
              </span>
            </Tooltip>
          )}
        </Box>
      </CardActions>
    </Card>
  );
}
