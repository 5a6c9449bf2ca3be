/** Query keys of shop tills (T2); business-scoped so switching business never shows another shop's tills. */
export const deviceKeys = {
  all: ['devices'] as const,
  tills: (businessId: number) => [...deviceKeys.all, 'tills', businessId] as const,
};
