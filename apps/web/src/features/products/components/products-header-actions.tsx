import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Button, IconButton, ListItemIcon, ListItemText, Menu, MenuItem, useMediaQuery, useTheme } from '@mui/material';
import AddOutlinedIcon from '@mui/icons-material/AddOutlined';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import PlaylistAddCheckOutlinedIcon from '@mui/icons-material/PlaylistAddCheckOutlined';
import RestartAltOutlinedIcon from '@mui/icons-material/RestartAltOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import WorkspacesOutlinedIcon from '@mui/icons-material/WorkspacesOutlined';
import { useTranslation } from '@/lib/translation/use-translation';

interface ProductsHeaderActionsProps {
  isOwner: boolean;
  isExporting: boolean;
  onExport: () => void;
  onTrackAll: () => void;
  onResetAll: () => void;
}

/**
 * The list's page actions. Adding comes first; the rare, sweeping ones (track all, reset) sit in
 * "More" so they are never clicked by accident. On phones everything but "Add product" moves there.
 */
export function ProductsHeaderActions({ isOwner, isExporting, onExport, onTrackAll, onResetAll }: ProductsHeaderActionsProps) {
  const { t } = useTranslation('products');
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const run = (action: () => void) => () => {
    close();
    action();
  };

  return (
    <>
      <Button variant="contained" startIcon={<AddOutlinedIcon />} component={RouterLink} to="/products/new">
        {t('actions.addProduct')}
      </Button>
      {!isPhone && (
        <>
          <Button variant="outlined" startIcon={<WorkspacesOutlinedIcon />} component={RouterLink} to="/products/bundles/new">
            {t('actions.addBundle')}
          </Button>
          <Button variant="outlined" color="inherit" startIcon={<UploadFileOutlinedIcon />} component={RouterLink} to="/products/import">
            {t('actions.import')}
          </Button>
          <Button variant="outlined" color="inherit" startIcon={<FileDownloadOutlinedIcon />} loading={isExporting} loadingPosition="start" onClick={onExport}>
            {t('actions.export')}
          </Button>
        </>
      )}
      <IconButton
        aria-label={t('actions.more')}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ border: 1, borderColor: 'divider', flexGrow: '0 !important' }}
      >
        <MoreHorizIcon />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {isPhone && (
          <MenuItem component={RouterLink} to="/products/bundles/new" onClick={close}>
            <ListItemIcon>
              <WorkspacesOutlinedIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('actions.addBundle')}</ListItemText>
          </MenuItem>
        )}
        {isPhone && (
          <MenuItem component={RouterLink} to="/products/import" onClick={close}>
            <ListItemIcon>
              <UploadFileOutlinedIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('actions.import')}</ListItemText>
          </MenuItem>
        )}
        {isPhone && (
          <MenuItem onClick={run(onExport)} disabled={isExporting}>
            <ListItemIcon>
              <FileDownloadOutlinedIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('actions.export')}</ListItemText>
          </MenuItem>
        )}
        <MenuItem onClick={run(onTrackAll)}>
          <ListItemIcon>
            <PlaylistAddCheckOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('actions.trackAll')}</ListItemText>
        </MenuItem>
        {isOwner && (
          <MenuItem onClick={run(onResetAll)} sx={{ color: 'error.main' }}>
            <ListItemIcon sx={{ color: 'inherit' }}>
              <RestartAltOutlinedIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('actions.resetAll')}</ListItemText>
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
