import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { REPORT_INPUT, unsafeTextIssue } from '@dukani/contracts';
import { RequestValidationError } from '../lib/request-validation-error';

/**
 * Fastify validates params, query and body with the contract's zod schemas and hands the parsed
 * (defaulted, coerced) value to the handler. Text the database cannot hold (NUL, lone surrogates) is
 * refused first, whatever the schema says, so it can never reach a query as a 500.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const unsafe = unsafeTextIssue(data);
    if (unsafe) return { error: new RequestValidationError([unsafe], httpPart ?? 'body') };
    const result = schema.safeParse(data ?? (httpPart === 'body' ? undefined : {}), REPORT_INPUT);
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(result.error.issues, httpPart ?? 'body') };
  };
