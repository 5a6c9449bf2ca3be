import { ERROR_STATUS, type ErrorCode } from '@dukani/contracts';
import { fieldText, msg, renderMessage, type Message, type MessageKey, type MessageParam, type PlainText } from './messages';

/**
 * A sentence for the user: a catalogue Message, rendered in the request's language by the error handler.
 * A plain string does not type-check, so every new sentence lands in en/de/es; plainText() is the escape
 * hatch for text that is already translated or has no language.
 */
export type ErrorText = Message | PlainText;

/** The one error type of the API; the error handler maps `code` to the status of API.md §1.4. */
export class AppError extends Error {
  readonly status: number;
  readonly text: ErrorText;
  /** Set when what the use case wrote before refusing must not be kept (see db/atomically). */
  discardsWrites = false;
  constructor(
    readonly code: ErrorCode,
    text: ErrorText,
    readonly field?: string,
    readonly headers?: Record<string, string>,
  ) {
    // Error.message stays English for logs and for code that reads it; the reply is rendered per request.
    super(renderMessage('en', text));
    this.text = text;
    this.status = ERROR_STATUS[code];
  }

  /** The route's transaction rolls back instead of committing what was written before this refusal. */
  discardWrites(): this {
    this.discardsWrites = true;
    return this;
  }
}

type Params = Record<string, MessageParam>;

/** What notFound can name; each is a `thing.*` key of the catalogue. */
export type Thing = MessageKey extends infer K ? (K extends `thing.${infer T}` ? T : never) : never;

const thing = (what: Thing) => msg(`thing.${what}`);

/** 400 on a named field: a catalogue key and its params ({field} is filled with the field's name). */
export const invalid = (field: string, text: MessageKey | PlainText, params?: Params) =>
  new AppError('VALIDATION', asText(text, { field: fieldText(field), ...params }), field);
export const notFound = (what: Thing, id?: string | number) =>
  new AppError(
    'NOT_FOUND',
    id === undefined ? msg('common.notFound', { thing: thing(what) }) : msg('common.notFoundId', { thing: thing(what), id: String(id) }),
  );
export const forbidden = (text: MessageKey | PlainText = 'common.forbidden', params?: Params) => new AppError('FORBIDDEN', asText(text, params));
export const conflict = (code: ErrorCode, text: MessageKey | PlainText, params?: Params) => new AppError(code, asText(text, params));

function asText(text: MessageKey | PlainText, params?: Params): ErrorText {
  return typeof text === 'string' ? msg(text, params) : text;
}
