import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';

export interface RowAction {
  label: string;
  icon: ReactNode;
  /** A link (opens like any link) or a handler. */
  to?: string;
  onClick?: () => void;
  isDestructive?: boolean;
}

interface RowActionsMenuProps {
  /** The button's accessible name, e.g. "Actions: Sugar 1kg". */
  label: string;
  actions: RowAction[];
}

/** A row's actions behind one button, so a phone row stays one line wide. */
export function RowActionsMenu({ label, actions }: RowActionsMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
        // The grid moves focus with the arrow keys; Space and Enter here belong to the button.
        onKeyDown={(event) => event.stopPropagation()}
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
        {actions.map((action) => {
          const content = (
            <>
              <ListItemIcon sx={{ color: action.isDestructive ? 'inherit' : undefined }}>{action.icon}</ListItemIcon>
              <ListItemText>{action.label}</ListItemText>
            </>
          );
          const sx = action.isDestructive ? { color: 'error.main' } : undefined;
          return action.to ? (
            <MenuItem key={action.label} component={RouterLink} to={action.to} onClick={close} sx={sx}>
              {content}
            </MenuItem>
          ) : (
            <MenuItem
              key={action.label}
              sx={sx}
              onClick={() => {
                close();
                action.onClick?.();
              }}
            >
              {content}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
