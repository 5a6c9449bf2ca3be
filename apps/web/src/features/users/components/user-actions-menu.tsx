import { useState } from 'react';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import BlockOutlinedIcon from '@mui/icons-material/BlockOutlined';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import { useTranslation } from '@/lib/translation/use-translation';
import type { User } from '@dukani/contracts';

export interface UserActionHandlers {
  onEdit: (user: User) => void;
  onToggleEnabled: (user: User) => void;
  onRemove: (user: User) => void;
}

interface UserActionsMenuProps extends UserActionHandlers {
  user: User;
  /** Your own account: you cannot disable or remove yourself here. */
  isSelf: boolean;
  /** Only an Owner acts on another Owner. */
  canManage: boolean;
}

/** The per-person actions, in a menu so a phone row stays one line wide. */
export function UserActionsMenu({ user, isSelf, canManage, onEdit, onToggleEnabled, onRemove }: UserActionsMenuProps) {
  const { t } = useTranslation('account');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const run = (action: (u: User) => void) => () => {
    close();
    action(user);
  };
  if (!canManage) {
    return (
      <Tooltip title={t('users.ownerOnly')}>
        <span>
          <IconButton aria-label={`${t('common.actions')}: ${user.name}`} disabled>
            <MoreVertIcon />
          </IconButton>
        </span>
      </Tooltip>
    );
  }
  return (
    <>
      <IconButton
        aria-label={`${t('common.actions')}: ${user.name}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        onClick={(event) => event.stopPropagation()}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem onClick={run(onEdit)}>
          <ListItemIcon>
            <EditOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('users.actions.edit')}</ListItemText>
        </MenuItem>
        <MenuItem onClick={run(onToggleEnabled)} disabled={isSelf}>
          <ListItemIcon>{user.isEnabled ? <BlockOutlinedIcon fontSize="small" /> : <CheckCircleOutlinedIcon fontSize="small" />}</ListItemIcon>
          <ListItemText>{user.isEnabled ? t('users.actions.disable') : t('users.actions.enable')}</ListItemText>
        </MenuItem>
        <MenuItem onClick={run(onRemove)} disabled={isSelf} sx={{ color: 'error.main' }}>
          <ListItemIcon sx={{ color: 'inherit' }}>
            <PersonRemoveOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('users.actions.remove')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
