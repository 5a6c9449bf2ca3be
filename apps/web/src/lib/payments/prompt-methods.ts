import { PROMPT_PROVIDER_NAMES, type PromptProvider } from '@dukani/contracts';

/** The payment choices that send a prompt to the customer's phone, and the provider each one uses (J4). */
const PROVIDER_OF: Record<string, PromptProvider> = { StkPush: 'Mpesa', MtnMomo: 'MtnMomo', AirtelMoney: 'AirtelMoney' };

export const promptProviderOf = (paymentValue: string): PromptProvider | null => (Object.hasOwn(PROVIDER_OF, paymentValue) ? PROVIDER_OF[paymentValue]! : null);

export const isPromptMethod = (paymentValue: string) => promptProviderOf(paymentValue) !== null;

export const providerName = (provider: PromptProvider) => PROMPT_PROVIDER_NAMES[provider];
