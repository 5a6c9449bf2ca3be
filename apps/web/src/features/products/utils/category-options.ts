import type { Category } from '@dukani/contracts';

/** The product types a category list can be narrowed to: 0 product, 1 service, null both. */
export type ProductTypeFilter = 0 | 1 | null;

export function categoriesOfType(categories: readonly Category[], productType: ProductTypeFilter): Category[] {
  return productType === null ? [...categories] : categories.filter((category) => category.productType === productType);
}

export interface CategoryFilterOption {
  /** `c:<id>` for a category, `s:<id>` for a subcategory. */
  value: string;
  label: string;
  categoryId: number;
  subcategoryId: number | null;
}

/** A flat list for one select: each category followed by its subcategories. */
export function toCategoryFilterOptions(categories: readonly Category[]): CategoryFilterOption[] {
  return categories.flatMap((category) => [
    { value: `c:${category.id}`, label: category.categoryname, categoryId: category.id, subcategoryId: null },
    ...category.subcategories.map((sub) => ({ value: `s:${sub.id}`, label: sub.name, categoryId: category.id, subcategoryId: sub.id })),
  ]);
}

export function categoryFilterValue(categoryId: number | null, subcategoryId: number | null): string {
  if (subcategoryId) return `s:${subcategoryId}`;
  return categoryId ? `c:${categoryId}` : '';
}
