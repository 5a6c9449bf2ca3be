import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import ButtonBase from '@mui/material/ButtonBase';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckRounded from '@mui/icons-material/CheckRounded';
import UnfoldMoreRounded from '@mui/icons-material/UnfoldMoreRounded';
import type { Business } from '@dukani/contracts';
import { useTranslation } from '@/lib/translation/use-translation';
import toast from 'react-hot-toast/headless';
import { queryClient } from '@/lib/query-client';
import { queryKeys } from '@/api/session/session-keys';
import { useSession } from '@/lib/session-store';
import { getInitials } from '@/lib/format/get-initials';
import { DeferredMenu, DeferredMenuItem } from '@/components/deferred/deferred-popups';
import { VisuallyHidden } from '@/components/visually-hidden';

function BusinessAvatar({ business, size = 32, hideOnPhone = false }: { business: Business; size?: number; hideOnPhone?: boolean }) {
  return (
    // The initials repeat the name beside them: a screen reader hears the name once.
    <Avatar
      aria-hidden
      variant="rounded"
      src={business.logo ?? undefined}
      alt=""
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.4,
        fontWeight: 700,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        borderRadius: 2,
        display: hideOnPhone ? { xs: 'none', sm: 'flex' } : 'flex',
      }}
    >
      {getInitials(business.organizationName)}
    </Avatar>
  );
}

/** The active business: everything below the top bar is about this one shop. */
export function BusinessSwitcher() {
  const { t } = useTranslation('common');
  const businesses = useSession((s) => s.businesses);
  const active = useSession((s) => s.activeBusiness);
  const selectBusiness = useSession((s) => s.selectBusiness);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!active) return null;

  function choose(business: Business) {
    setAnchor(null);
    if (business.businessId === active?.businessId) return;
    selectBusiness(business);
    // Every business-scoped screen reloads for the new shop; the session's own data stays.
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.sessionData(0)[0] });
    toast.success(t('business.switched', { name: business.organizationName }));
  }

  return (
    <>
      {/* Named by its content (what it does, then the shop and role it shows): an aria-label left the role out (WCAG 2.5.3). */}
      <ButtonBase
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{
          borderRadius: 2.5,
          px: 1,
          py: 0.75,
          gap: 1.25,
          minWidth: 0,
          maxWidth: { xs: 200, sm: 320, md: 480 },
          textAlign: 'left',
          '&:hover': { bgcolor: 'action.hover' },
          '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' },
        }}
      >
        {/* On a 360 px phone the shop's name needs the room more than its badge. */}
        <BusinessAvatar business={active} hideOnPhone />
        <Stack sx={{ minWidth: 0, flex: 1 }}>
          <VisuallyHidden>{`${t('business.switchCurrent')} `}</VisuallyHidden>
          {/* Two lines before an ellipsis: "Mama …" told the owner nothing (issue 36, item 6). */}
          <Typography
            variant="subtitle2"
            component="span"
            sx={{
              lineHeight: 1.2,
              fontSize: { xs: 13, sm: 14 },
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              overflowWrap: 'anywhere',
            }}
          >
            {active.organizationName}
          </Typography>
          <Typography variant="caption" component="span" color="textSecondary" noWrap sx={{ lineHeight: 1.3, display: { xs: 'none', sm: 'block' } }}>
            {t(`roles.${active.roleTypes}`)}
          </Typography>
        </Stack>
        {/* On a phone the name needs the room: the whole name is the button. */}
        <UnfoldMoreRounded fontSize="small" sx={{ color: 'text.secondary', display: { xs: 'none', sm: 'block' } }} />
      </ButtonBase>
      <DeferredMenu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { minWidth: 280, maxWidth: 'calc(100vw - 32px)' } }, list: { 'aria-label': t('business.listLabel') } }}
      >
        <ListSubheader sx={{ lineHeight: '36px', fontWeight: 700, bgcolor: 'transparent' }}>{t('business.yourBusinesses')}</ListSubheader>
        {businesses.map((business) => {
          const selected = business.businessId === active.businessId;
          return (
            <DeferredMenuItem key={business.businessId} selected={selected} onClick={() => choose(business)} sx={{ gap: 1.5, py: 1 }}>
              <BusinessAvatar business={business} size={28} />
              <ListItemText
                primary={business.organizationName}
                secondary={t(`roles.${business.roleTypes}`)}
                slotProps={{ primary: { noWrap: true, sx: { fontWeight: 600, fontSize: 14 } } }}
              />
              <ListItemIcon sx={{ justifyContent: 'flex-end', minWidth: 24 }}>
                {selected ? <CheckRounded fontSize="small" color="primary" /> : null}
              </ListItemIcon>
            </DeferredMenuItem>
          );
        })}
      </DeferredMenu>
    </>
  );
}
