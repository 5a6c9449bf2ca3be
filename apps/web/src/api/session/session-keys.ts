/**
 * Query keys shared across features. Business-scoped keys carry the business id, so switching
 * business never shows one shop's data under another's name.
 */
export const queryKeys = {
  businesses: () => ['businesses'] as const,
  billingStatus: (tenantId: number) => ['billing-status', tenantId] as const,
  user: (userId: number) => ['users', 'by-id', userId] as const,
  sessionData: (userId: number) => ['session-data', userId] as const,
};
