import type { z } from 'zod';
import { describeIssue } from '@dukani/contracts';

/** Carries the zod issues to the error handler, which turns the first into "field is required". */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  constructor(
    readonly issues: z.core.$ZodIssue[],
    readonly part: string,
  ) {
    const first = issues[0];
    super(first ? describeIssue(first).message : 'The request is not valid');
  }
}
