import type { z } from 'zod';
import type { RouteContract } from '@dukani/contracts';

/** The request-body schema of a route, for a form's resolver: the form validates what the server will. */
export function bodySchema<B extends z.ZodType>(contract: RouteContract<z.ZodType, z.ZodType, B, z.ZodType>): B {
  if (!contract.body) throw new Error(`Route ${contract.id} has no body schema`);
  return contract.body;
}
