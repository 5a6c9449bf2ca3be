import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/translation/use-translation';
import type { Dashboard } from '@dukani/contracts';
import { useCatalogFormat } from '@/lib/format/catalog-format';

interface Row {
  key: string;
  primary: string;
  secondary?: string;
  figure: string;
  figureColour?: string;
}

function RankedList({ title, rows, empty }: { title: string; rows: Row[]; empty: string }) {
  return (
    <Card component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {rows.length === 0 ? (
          <Typography color="textSecondary" sx={{ mt: 1 }}>
            {empty}
          </Typography>
        ) : (
          <List dense aria-label={title}>
            {rows.map((row) => (
              <ListItem
                key={row.key}
                disableGutters
                secondaryAction={<Typography sx={{ fontVariantNumeric: 'tabular-nums', color: row.figureColour }}>{row.figure}</Typography>}
              >
                <ListItemText primary={row.primary} secondary={row.secondary} sx={{ pr: 12 }} slotProps={{ primary: { noWrap: true } }} />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}

/** Best sellers, best categories and what is running out: the lists an owner acts on. */
export function RankedLists({ board }: { board: Dashboard }) {
  const { t } = useTranslation('common');
  const format = useCatalogFormat();
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 4 }}>
        <RankedList
          title={t('dashboard.topItems')}
          empty={t('dashboard.nothingYet')}
          rows={board.topItems.map((item) => ({
            key: item.name,
            primary: item.name,
            secondary: t('dashboard.sold', { quantity: format.quantity(item.quantity) }),
            figure: format.money(item.salesAmount),
          }))}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <RankedList
          title={t('dashboard.topCategories')}
          empty={t('dashboard.noCategories')}
          rows={board.topCategories.map((category) => ({ key: category.name, primary: category.name, figure: format.money(category.salesAmount) }))}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <RankedList
          title={t('dashboard.lowStock')}
          empty={t('dashboard.noLowStock')}
          rows={board.lowStock.map((item) => ({
            key: String(item.productId),
            primary: item.name,
            secondary: t('dashboard.lowstockLevel', { level: format.quantity(item.lowstock) }),
            figure: format.quantity(item.quantity),
            figureColour: item.quantity <= 0 ? 'error.main' : 'warning.main',
          }))}
        />
      </Grid>
    </Grid>
  );
}
