import { useState } from 'react';
import {
  Avatar,
  Box,
  Button,
  Card,
  Chip,
  Divider,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Menu,
  MenuItem,
  ListItemIcon,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import AddOutlinedIcon from '@mui/icons-material/AddOutlined';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DriveFileMoveOutlinedIcon from '@mui/icons-material/DriveFileMoveOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import MiscellaneousServicesOutlinedIcon from '@mui/icons-material/MiscellaneousServicesOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { useTranslation } from '@/lib/translation/use-translation';
import type { Category, Subcategory } from '@dukani/contracts';

export interface CategoryCardHandlers {
  onEdit: (category: Category) => void;
  onDelete: (category: Category) => void;
  onAddSubcategory: (category: Category) => void;
  onEditSubcategory: (category: Category, subcategory: Subcategory) => void;
  onDeleteSubcategory: (category: Category, subcategory: Subcategory) => void;
  onMoveProducts: (category: Category) => void;
}

/** One category: its description, product count, subcategories and every action on them. */
export function CategoryCard({ category, ...handlers }: CategoryCardHandlers & { category: Category }) {
  const { t } = useTranslation('catalog');
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const name = category.categoryname;
  const isService = category.productType === 1;
  const closeMenuAnd = (action: () => void) => () => {
    setMenuAnchor(null);
    action();
  };

  return (
    <Card component="article" aria-label={name} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', p: 2.5, pb: 1.5 }}>
        <Avatar variant="rounded" sx={(theme) => ({ bgcolor: alpha(theme.palette.primary.main, 0.12), color: 'primary.main', width: 44, height: 44 })}>
          {isService ? <MiscellaneousServicesOutlinedIcon /> : <CategoryOutlinedIcon />}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          <Typography variant="body2" sx={{ color: category.longdesc ? 'text.secondary' : 'text.disabled', overflowWrap: 'anywhere' }}>
            {category.longdesc || t('categories.noDescription')}
          </Typography>
        </Box>
        <IconButton
          aria-label={t('categories.actionsFor', { name })}
          aria-haspopup="menu"
          onClick={(event) => setMenuAnchor(event.currentTarget)}
          sx={{ mr: -1 }}
        >
          <MoreVertIcon />
        </IconButton>
        <Menu anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
          <MenuItem onClick={closeMenuAnd(() => handlers.onEdit(category))}>
            <ListItemIcon>
              <EditOutlinedIcon fontSize="small" />
            </ListItemIcon>
            {t('categories.edit')}
          </MenuItem>
          <MenuItem onClick={closeMenuAnd(() => handlers.onMoveProducts(category))}>
            <ListItemIcon>
              <DriveFileMoveOutlinedIcon fontSize="small" />
            </ListItemIcon>
            {t('categories.moveHere')}
          </MenuItem>
          <Divider />
          <MenuItem onClick={closeMenuAnd(() => handlers.onDelete(category))} sx={{ color: 'error.main' }}>
            <ListItemIcon sx={{ color: 'inherit' }}>
              <DeleteOutlinedIcon fontSize="small" />
            </ListItemIcon>
            {t('categories.delete')}
          </MenuItem>
        </Menu>
      </Box>
      <Stack direction="row" useFlexGap spacing={1} sx={{ px: 2.5, pb: 2, flexWrap: 'wrap' }}>
        <Chip
          size="small"
          icon={<Inventory2OutlinedIcon />}
          label={t(isService ? 'categories.serviceCount' : 'categories.productCount', { count: category.productCount })}
        />
        <Chip size="small" variant="outlined" label={t('categories.subcategoryCount', { count: category.subcategories.length })} />
      </Stack>
      <Divider />
      <Box sx={{ flex: 1, px: 1 }}>
        {category.subcategories.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary', px: 1.5, py: 2 }}>
            {t('subcategories.empty')}
          </Typography>
        ) : (
          <List dense aria-label={t('subcategories.listLabel', { name })}>
            {category.subcategories.map((sub) => (
              <ListItem
                key={sub.id}
                sx={{ pr: 12 }}
                secondaryAction={
                  <>
                    <Tooltip title={t('subcategories.edit')}>
                      <IconButton
                        size="small"
                        aria-label={t('subcategories.editNamed', { name: sub.name })}
                        onClick={() => handlers.onEditSubcategory(category, sub)}
                      >
                        <EditOutlinedIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title={t('subcategories.delete')}>
                      <IconButton
                        size="small"
                        color="error"
                        aria-label={t('subcategories.deleteNamed', { name: sub.name })}
                        onClick={() => handlers.onDeleteSubcategory(category, sub)}
                      >
                        <DeleteOutlinedIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </>
                }
              >
                <ListItemText
                  primary={sub.name}
                  secondary={sub.description}
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } }, secondary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Box>
      <Divider />
      <Stack direction="row" useFlexGap spacing={1} sx={{ p: 1.5, flexWrap: 'wrap' }}>
        <Button
          size="small"
          startIcon={<AddOutlinedIcon />}
          onClick={() => handlers.onAddSubcategory(category)}
          aria-label={t('subcategories.addTo', { name })}
        >
          {t('subcategories.add')}
        </Button>
        <Button
          size="small"
          startIcon={<DriveFileMoveOutlinedIcon />}
          onClick={() => handlers.onMoveProducts(category)}
          aria-label={t('categories.moveHereNamed', { name })}
        >
          {t('categories.moveHere')}
        </Button>
      </Stack>
    </Card>
  );
}
