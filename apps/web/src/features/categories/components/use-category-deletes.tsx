import { useState } from 'react';
import { useTranslation } from '@/lib/translation/use-translation';
import toast from 'react-hot-toast/headless';
import type { Category, Subcategory } from '@dukani/contracts';
import { ConfirmDialog } from '@/components/form/confirm-dialog';
import { showSaveError } from '@/lib/form/show-save-error';
import { useDeleteCategory } from '@/api/categories/delete-category';
import { useDeleteSubcategory } from '@/api/categories/delete-subcategory';

/** Confirmed deletes of a category (I23: 409 IN_USE while it holds products) or a subcategory (I24). */
export function useCategoryDeletes() {
  const { t } = useTranslation('catalog');
  const removeCategory = useDeleteCategory();
  const removeSubcategory = useDeleteSubcategory();
  const [category, setCategory] = useState<Category | null>(null);
  const [subcategory, setSubcategory] = useState<{ category: Category; subcategory: Subcategory } | null>(null);

  const onDeleteCategory = async () => {
    if (!category) return;
    try {
      await removeCategory.mutateAsync(category.id);
      toast.success(t('categories.deleted', { name: category.categoryname }));
    } catch (error) {
      // IN_USE: the server's sentence says why (products still in it).
      showSaveError(error, t('errors.deleteFailed'));
    }
    setCategory(null);
  };

  const onDeleteSubcategory = async () => {
    if (!subcategory) return;
    try {
      await removeSubcategory.mutateAsync(subcategory.subcategory.id);
      toast.success(t('subcategories.deleted', { name: subcategory.subcategory.name }));
    } catch (error) {
      showSaveError(error, t('errors.deleteFailed'));
    }
    setSubcategory(null);
  };

  const dialogs = (
    <>
      <ConfirmDialog
        open={category !== null}
        title={t('categories.deleteTitle')}
        message={
          category && category.productCount > 0
            ? t('categories.deleteInUse', { name: category.categoryname, count: category.productCount })
            : t('categories.deleteText', { name: category?.categoryname ?? '' })
        }
        confirmLabel={t('categories.delete')}
        busy={removeCategory.isPending}
        onConfirm={() => void onDeleteCategory()}
        onClose={() => setCategory(null)}
      />
      <ConfirmDialog
        open={subcategory !== null}
        title={t('subcategories.deleteTitle')}
        message={t('subcategories.deleteText', { name: subcategory?.subcategory.name ?? '', category: subcategory?.category.categoryname ?? '' })}
        confirmLabel={t('subcategories.delete')}
        busy={removeSubcategory.isPending}
        onConfirm={() => void onDeleteSubcategory()}
        onClose={() => setSubcategory(null)}
      />
    </>
  );

  return {
    askCategory: setCategory,
    askSubcategory: (c: Category, s: Subcategory) => setSubcategory({ category: c, subcategory: s }),
    dialogs,
  };
}
