import type { PhoneResult } from '@dukani/domain';
import { invalid } from './app-error';
import { msg } from './messages';

/** describePhoneError (domain) as a catalogue sentence, so a sign-up in German reads German. */
export function invalidPhone(field: string, result: Extract<PhoneResult, { ok: false }>) {
  if (result.reason === 'not-mobile') return invalid(field, 'phone.notMobile');
  if (result.reason === 'other-country' && result.suggestedCountry) {
    return invalid(field, 'phone.otherCountry', { country: msg(`country.${result.suggestedCountry}`) });
  }
  return invalid(field, 'phone.invalid');
}
