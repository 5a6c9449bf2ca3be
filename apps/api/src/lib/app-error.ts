import { ERROR_STATUS, type ErrorCode } from '@dukani/contracts';
import { en } from './messages/en';
import { fieldText, msg, renderMessage, type Message, type MessageKey, type MessageParam } from './messages';

/**
 * A sentence for the user: a catalogue Message (rendered in the request's language by the error handler)
 * or, for sentences not yet in the catalogue, plain English.
 */
export type ErrorText = Message | string;

/** The one error type of the API; the error handler maps `code` to the status of API.md §1.4. */
export class AppError extends Error {
  readonly status: number;
  readonly text: ErrorText;
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
}

type Params = Record<string, MessageParam>;

/** What notFound can name; each is a `thing.*` key of the catalogue. */
export type Thing = MessageKey extends infer K ? (K extends `thing.${infer T}` ? T : never) : never;

const thing = (what: Thing) => msg(`thing.${what}`);

/** 400 on a named field: a catalogue key and its params ({field} is filled with the field's name). */
export const invalid = (field: string, text: MessageKey | string, params?: Params) =>
  new AppError('VALIDATION', asText(text, { field: fieldText(field), ...params }), field);
export const notFound = (what: Thing, id?: string | number) =>
  new AppError(
    'NOT_FOUND',
    id === undefined ? msg('common.notFound', { thing: thing(what) }) : msg('common.notFoundId', { thing: thing(what), id: String(id) }),
  );
export const forbidden = (text: MessageKey | string = 'common.forbidden', params?: Params) => new AppError('FORBIDDEN', asText(text, params));
export const conflict = (code: ErrorCode, text: MessageKey | string, params?: Params) => new AppError(code, asText(text, params));

/** A key of the catalogue becomes a Message; any other string is an English sentence not yet translated. */
function asText(text: MessageKey | string, params?: Params): ErrorText {
  return isMessageKey(text) ? msg(text, params) : text;
}

function isMessageKey(text: string): text is MessageKey {
  return Object.hasOwn(en, text);
}
