/** Query keys of the users feature; business-scoped so switching business never shows another shop's staff. */
export const userKeys = {
  all: ['business-users'] as const,
  list: (businessId: number) => [...userKeys.all, 'list', businessId] as const,
  details: (userId: number, businessId: number) => [...userKeys.all, 'details', userId, businessId] as const,
};
