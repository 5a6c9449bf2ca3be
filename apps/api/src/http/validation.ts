import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { describeIssue, REPORT_INPUT } from '@dukani/contracts';

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

/**
 * Fastify validates params, query and body with the contract's zod schemas and hands the parsed
 * (defaulted, coerced) value to the handler.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => (data) => {
  const result = schema.safeParse(data ?? (httpPart === 'body' ? undefined : {}), REPORT_INPUT);
  if (result.success) return { value: result.data };
  return { error: new RequestValidationError(result.error.issues, httpPart ?? 'body') };
};
