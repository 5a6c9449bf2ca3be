import { useLocation } from 'react-router';
import type { CountryCode } from '@dukani/contracts';

/**
 * What one sign-in screen hands the next: kept in history state, which survives a reload — a
 * phone often reloads the tab after the user switched to the SMS app to read the code.
 */
export interface AuthFlowState {
  userId?: number;
  /** The combined code the server returned (A2, A3, A5, A8), echoed back to A8 and A9. */
  code?: string;
  /** A9's single-use token for A7: kept in history state, never in storage. */
  resetToken?: string;
  phone?: string;
  countryCode?: CountryCode;
}

export function useAuthFlowState(): AuthFlowState {
  const state: unknown = useLocation().state;
  return state && typeof state === 'object' ? (state as AuthFlowState) : {};
}
