import { Card, CardContent, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import GppGoodOutlinedIcon from '@mui/icons-material/GppGoodOutlined';
import { useTranslation } from '@/lib/translation/use-translation';

const TIPS = ['length', 'reuse', 'share'] as const;

/** Short advice beside the form: shared till passwords are the most common way a shop loses money. */
export function PasswordTips() {
  const { t } = useTranslation('account');
  return (
    <Card variant="outlined" sx={{ bgcolor: 'action.hover', boxShadow: 'none' }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('password.tipsTitle')}
        </Typography>
        <List dense disablePadding sx={{ mt: 1 }}>
          {TIPS.map((tip) => (
            <ListItem key={tip} disableGutters sx={{ alignItems: 'flex-start' }}>
              <ListItemIcon sx={{ minWidth: 36, mt: 0.5, color: 'success.main' }}>
                <GppGoodOutlinedIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={t(`password.tips.${tip}`)} slotProps={{ primary: { variant: 'body2' } }} />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
