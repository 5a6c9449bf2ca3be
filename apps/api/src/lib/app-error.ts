import { ERROR_STATUS, type ErrorCode } from '@dukani/contracts';

/** The one error type of the API; the error handler maps `code` to the status of API.md §1.4. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }
}

/** 400 on a named field: the sentence should start with the field's name. */
export const invalid = (field: string, message: string) => new AppError('VALIDATION', message, field);
export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} was not found`);
export const forbidden = (message = 'You are not allowed to do this') => new AppError('FORBIDDEN', message);
export const conflict = (code: ErrorCode, message: string) => new AppError(code, message);
