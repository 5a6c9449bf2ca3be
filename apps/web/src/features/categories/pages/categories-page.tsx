import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Box, Button, Card, Grid, InputAdornment, Skeleton, Tab, Tabs, TextField, Typography } from '@mui/material';
import AddOutlinedIcon from '@mui/icons-material/AddOutlined';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import SearchOutlinedIcon from '@mui/icons-material/SearchOutlined';
import { useTranslation } from '@/lib/translation/use-translation';
import type { Category } from '@dukani/contracts';
import { useSession } from '@/lib/session-store';
import { CatalogPageLayout } from '@/components/layout/catalog-page-layout';
import { errorText } from '@/lib/form/show-save-error';
import type { CategoryGroup } from '@/api/categories/category-keys';
import { useCategories } from '@/api/categories/get-categories';
import { CategoryCard } from '../components/category-card';
import { CategoryDialog } from '../components/category-dialog';
import { MoveProductsDialog } from '../components/move-products-dialog';
import { SubcategoryDialog } from '../components/subcategory-dialog';
import { useCategoryDeletes } from '../components/use-category-deletes';

const GROUPS: readonly CategoryGroup[] = ['Products', 'Services'];

function CardsSkeleton() {
  return (
    <Grid container spacing={2.5} aria-busy="true">
      {[0, 1, 2].map((i) => (
        <Grid key={i} size={{ xs: 12, md: 6, xl: 4 }}>
          <Card sx={{ p: 2.5 }}>
            <Box sx={{ display: 'flex', gap: 1.5 }}>
              <Skeleton variant="rounded" width={44} height={44} />
              <Box sx={{ flex: 1 }}>
                <Skeleton width="50%" />
                <Skeleton width="80%" />
              </Box>
            </Box>
            <Skeleton variant="rounded" height={72} sx={{ mt: 2 }} />
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}

/** /products/categories: categories and subcategories of products and of services (I6, I16, I17, I20, I21, I23, I24). */
export function CategoriesPage() {
  const { t } = useTranslation('catalog');
  const businessId = useSession((state) => state.businessId);
  const [params, setParams] = useSearchParams();
  const group: CategoryGroup = params.get('group') === 'Services' ? 'Services' : 'Products';
  const categories = useCategories(businessId, group);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Category | 'new' | null>(null);
  const [subcategory, setSubcategory] = useState<{ category: Category; id: number | null } | null>(null);
  const [moving, setMoving] = useState<Category | null>(null);
  const deletes = useCategoryDeletes();

  const needle = search.trim().toLowerCase();
  const all = categories.data ?? [];
  const shown = all.filter(
    (c) => !needle || c.categoryname.toLowerCase().includes(needle) || c.subcategories.some((s) => s.name.toLowerCase().includes(needle)),
  );
  // Dialogs read the category from the latest list, so a subcategory added meanwhile shows up in them.
  const latest = (category: Category) => all.find((c) => c.id === category.id) ?? category;
  const addLabel = t(group === 'Services' ? 'categories.addService' : 'categories.add');

  return (
    <CatalogPageLayout
      title={t('categories.title')}
      description={t('categories.description')}
      actions={
        <Button variant="contained" startIcon={<AddOutlinedIcon />} onClick={() => setEditing('new')} disabled={!businessId}>
          {addLabel}
        </Button>
      }
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 2.5 }}>
        <Tabs
          value={group}
          onChange={(_, next: CategoryGroup) => setParams(next === 'Products' ? {} : { group: next }, { replace: true })}
          aria-label={t('categories.groupsLabel')}
          sx={{ borderBottom: 1, borderColor: 'divider', minHeight: 40, '& .MuiTab-root': { minHeight: 40 } }}
        >
          {GROUPS.map((g) => (
            <Tab key={g} value={g} label={t(`categories.groups.${g}`)} />
          ))}
        </Tabs>
        {all.length > 3 && (
          <TextField
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('categories.search')}
            size="small"
            sx={{ width: { xs: '100%', sm: 300 } }}
            slotProps={{
              htmlInput: { 'aria-label': t('categories.search') },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchOutlinedIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
        )}
      </Box>
      {categories.isPending && <CardsSkeleton />}
      {categories.isError && <Alert severity="error">{errorText(categories.error, t('errors.loadFailed'))}</Alert>}
      {categories.isSuccess && all.length === 0 && (
        <Card sx={{ textAlign: 'center', py: 6, px: 2 }}>
          <CategoryOutlinedIcon sx={{ fontSize: 48, color: 'text.disabled' }} />
          <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
            {t(`categories.empty.${group}.title`)}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2, maxWidth: 460, mx: 'auto' }}>
            {t(`categories.empty.${group}.text`)}
          </Typography>
          <Button variant="contained" startIcon={<AddOutlinedIcon />} onClick={() => setEditing('new')}>
            {addLabel}
          </Button>
        </Card>
      )}
      {shown.length > 0 && (
        <Grid container spacing={2.5}>
          {shown.map((category) => (
            <Grid key={category.id} size={{ xs: 12, md: 6, xl: 4 }}>
              <CategoryCard
                category={category}
                onEdit={setEditing}
                onDelete={deletes.askCategory}
                onAddSubcategory={(c) => setSubcategory({ category: c, id: null })}
                onEditSubcategory={(c, s) => setSubcategory({ category: c, id: s.id })}
                onDeleteSubcategory={deletes.askSubcategory}
                onMoveProducts={setMoving}
              />
            </Grid>
          ))}
        </Grid>
      )}
      {categories.isSuccess && all.length > 0 && shown.length === 0 && (
        <Typography sx={{ color: 'text.secondary', py: 4, textAlign: 'center' }}>{t('categories.noMatch', { search: search.trim() })}</Typography>
      )}
      {editing && businessId && (
        <CategoryDialog
          businessId={businessId}
          category={editing === 'new' ? null : editing}
          defaultType={group === 'Services' ? 1 : 0}
          onClose={() => setEditing(null)}
        />
      )}
      {subcategory && businessId && (
        <SubcategoryDialog
          businessId={businessId}
          category={subcategory.category}
          subcategory={latest(subcategory.category).subcategories.find((s) => s.id === subcategory.id) ?? null}
          onClose={() => setSubcategory(null)}
        />
      )}
      {moving && businessId && <MoveProductsDialog businessId={businessId} category={latest(moving)} onClose={() => setMoving(null)} />}
      {deletes.dialogs}
    </CatalogPageLayout>
  );
}

export default CategoriesPage;
