/** Query keys of users; business-scoped so switching business never shows another shop's staff. */
export const userKeys = {
  all: ['users'] as const,
  list: (businessId: number) => [...userKeys.all, 'list', businessId] as const,
  details: (userId: number, businessId: number) => [...userKeys.all, 'details', userId, businessId] as const,
  /** F13: who may be named as a sale's salesperson. */
  salesPersons: (businessId: number) => [...userKeys.all, 'sales-persons', businessId] as const,
};
