/** Query keys of the account feature; every key starts with 'account' so one invalidation clears them. */
export const accountKeys = {
  all: ['account'] as const,
  profile: (custId: number) => [...accountKeys.all, 'profile', custId] as const,
  businesses: () => [...accountKeys.all, 'businesses'] as const,
};
