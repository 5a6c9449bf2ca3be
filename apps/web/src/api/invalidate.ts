import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * After a change, every cached query of each named resource refreshes: a key factory's `all` is the
 * resource's root, so one call reaches the lists, details and the till's grid alike.
 */
export function invalidateResources(queryClient: QueryClient, ...resources: { all: QueryKey }[]): Promise<void> {
  return Promise.all(resources.map((resource) => queryClient.invalidateQueries({ queryKey: resource.all }))).then(() => undefined);
}
