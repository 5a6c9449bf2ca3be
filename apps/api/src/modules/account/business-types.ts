/**
 * The business types a profile can pick (B1 returns them). The spec has no call to manage them, so
 * the list is fixed here; ids are stored on businesses.business_type_id and must never be renumbered.
 */
export const BUSINESS_TYPES = [
  { id: 1, name: 'Retail shop' },
  { id: 2, name: 'Supermarket' },
  { id: 3, name: 'Pharmacy' },
  { id: 4, name: 'Hardware' },
  { id: 5, name: 'Wholesale' },
  { id: 6, name: 'Restaurant' },
  { id: 7, name: 'Salon' },
  { id: 8, name: 'Electronics' },
  { id: 9, name: 'Agrovet' },
  { id: 10, name: 'Other' },
] as const;

export function businessTypeName(id: number | null): string | null {
  return BUSINESS_TYPES.find((type) => type.id === id)?.name ?? null;
}
