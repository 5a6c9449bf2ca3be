import { describeIssue, issuePath } from '@dukani/contracts';
import type { z } from 'zod';
import * as zodLocales from 'zod/v4/locales';
import { fieldText, renderMessage, type Language } from './index';

type Translated = Record<Exclude<Language, 'en'>, string>;

/** The contracts' own wordings (packages/contracts) that users meet most; others stay English. */
const PHRASES: Record<string, Translated> = {
  'is not a valid id': { de: 'ist keine gültige ID', es: 'no es un identificador válido' },
  'must be a number': { de: 'muss eine Zahl sein', es: 'debe ser un número' },
  'must be a whole number': { de: 'muss eine ganze Zahl sein', es: 'debe ser un número entero' },
  'must not be negative': { de: 'darf nicht negativ sein', es: 'no puede ser negativo' },
  'must be a positive whole number': { de: 'muss eine positive ganze Zahl sein', es: 'debe ser un número entero positivo' },
  'must be a date YYYY-MM-DD': { de: 'muss ein Datum JJJJ-MM-TT sein', es: 'debe ser una fecha AAAA-MM-DD' },
  'must be true or false': { de: 'muss wahr oder falsch sein', es: 'debe ser verdadero o falso' },
  'must be 8 to 64 characters': { de: 'muss 8 bis 64 Zeichen lang sein', es: 'debe tener de 8 a 64 caracteres' },
  'must match password': { de: 'muss mit dem Passwort übereinstimmen', es: 'debe coincidir con la contraseña' },
  'must match newpassword': { de: 'muss mit dem neuen Passwort übereinstimmen', es: 'debe coincidir con la nueva contraseña' },
  'must be the 6-digit code': { de: 'muss der 6-stellige Code sein', es: 'debe ser el código de 6 dígitos' },
  'must be an email address': { de: 'muss eine E-Mail-Adresse sein', es: 'debe ser una dirección de correo' },
  'must have at least one item': { de: 'muss mindestens einen Artikel enthalten', es: 'debe tener al menos un artículo' },
  'must have at least one payment': { de: 'muss mindestens eine Zahlung enthalten', es: 'debe tener al menos un pago' },
  'must be Sale, Refund or CreditNote': { de: 'muss Sale, Refund oder CreditNote sein', es: 'debe ser Sale, Refund o CreditNote' },
};

const ZOD_LOCALES = { en: zodLocales.en(), de: zodLocales.de(), es: zodLocales.es() };

function zodText(language: Language, issue: z.core.$ZodIssue): string | undefined {
  // The locale maps read the raw issue's fields (code, origin, minimum, …), which a final issue still carries.
  const out = ZOD_LOCALES[language].localeError(issue as unknown as z.core.$ZodRawIssue);
  return typeof out === 'string' ? out : out?.message;
}

/**
 * describeIssue (contracts) in the request's language: English is unchanged; in de/es the sentence frame, the
 * field's name where it has one, zod's own wording (through zod's locales) and the contracts' common phrases
 * are translated. A custom wording without a translation stays English rather than being guessed.
 */
export function describeIssueIn(language: Language, issue: z.core.$ZodIssue, prefix = ''): { field: string; message: string } {
  const english = describeIssue(issue, prefix);
  if (language === 'en') return english;
  const path = issuePath(issue.path);
  const label = prefix ? english.field : fieldText(path);
  if (english.message === `${english.field} is required` || issue.message === 'is required') {
    return { field: english.field, message: renderMessage(language, { key: 'common.fieldRequired', params: { field: label } }) };
  }
  const detail = issue.message === zodText('en', issue) ? zodText(language, issue) : PHRASES[issue.message]?.[language];
  return {
    field: english.field,
    message: renderMessage(language, { key: 'common.fieldIssue', params: { field: label, detail: detail ?? issue.message } }),
  };
}
