import { LANGUAGES, type Language } from './index';

/**
 * The language of the answer from an Accept-Language header (RFC 9110 §12.5.4): the highest q-value among
 * en, de and es wins, "de-DE" counts as de, q=0 means "not this one", and a tie keeps the header's order.
 * Anything else, or no header, is English.
 */
export function pickLanguage(header: string | string[] | undefined): Language {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  let best: { language: Language; q: number } | null = null;
  for (const part of text.split(',')) {
    const [range = '', ...attributes] = part.trim().split(';');
    const primary = range.trim().toLowerCase().split('-')[0] ?? '';
    const qText = attributes.map((a) => a.trim()).find((a) => a.toLowerCase().startsWith('q='));
    const q = qText ? Number(qText.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    const language = (LANGUAGES as readonly string[]).includes(primary) ? (primary as Language) : primary === '*' ? 'en' : null;
    if (language && (!best || q > best.q)) best = { language, q };
  }
  return best?.language ?? 'en';
}
