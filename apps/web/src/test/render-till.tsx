// What a component test of the till renders inside: the app's theme, a query client, the English texts read
// from public/locales, a signed-in cashier of a Kenyan shop, and a fake server behind fetch.
import fs from 'node:fs';
import path from 'node:path';
import { StrictMode, Suspense, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { Business } from '@dukani/contracts';
import { NAMESPACES } from '@/lib/i18n';
import { i18n } from '@/lib/translation/translator';
import { useSession } from '@/lib/session-store';
import { AppThemeProvider } from '@/app/theme/app-theme-provider';

export const BUSINESS_ID = 7;
const LOCALES = path.resolve(import.meta.dirname, '../../public/locales');

let started: Promise<void> | null = null;
/** English from the files the app downloads, so a test finds what a cashier reads. */
export function startTranslations() {
  started ??= i18n.init({
    language: 'en',
    fallbackLanguage: 'en',
    supportedLanguages: ['en', 'de', 'es'],
    defaultNamespace: 'common',
    namespaces: NAMESPACES,
    load: async (language, namespace) => JSON.parse(fs.readFileSync(path.join(LOCALES, language, `${namespace}.json`), 'utf8')) as Record<string, unknown>,
  });
  return started;
}

/** A token the session layer reads (not expired), for a cashier of BUSINESS_ID. */
function tokenFor(userId: number) {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'HS256' })}.${part({ userid: userId, businessId: BUSINESS_ID, tenantId: 1, exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;
}

export function signInCashier() {
  const business: Business = {
    businessId: BUSINESS_ID,
    tenantId: 1,
    organizationName: 'Mama Njeri Shop',
    fullnames: null,
    primaryPhone: null,
    primaryEmail: null,
    website: null,
    city: 'Nairobi',
    country: 'KE',
    location: null,
    logo: null,
    address: null,
    roleTypes: 'Owner',
    roles: [],
  };
  const accessToken = tokenFor(11);
  localStorage.setItem('accessToken', accessToken);
  useSession.setState({
    status: 'authenticated',
    accessToken,
    refreshToken: 'refresh',
    claims: JSON.parse(atob(accessToken.split('.')[1]!)) as never,
    businessId: BUSINESS_ID,
    activeBusiness: business,
    businesses: [business],
    role: { roleTypes: 'Owner', roles: [] },
  });
}

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}
type Answer = { status?: number; body: unknown } | undefined;
export type FakeRoute = (request: SentRequest) => Answer;

/**
 * Stands in for the server: each request goes to the routes in turn; the first answer wins, else 404 with the
 * envelope. Every request is kept, so a test reads what the till sent.
 */
export function fakeServer(...routes: FakeRoute[]) {
  const sent: SentRequest[] = [];
  const fetchStub = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://till.test');
    const text = typeof init.body === 'string' ? init.body : null;
    const request: SentRequest = { method: (init.method ?? 'GET').toUpperCase(), path: url.pathname, body: text ? (JSON.parse(text) as unknown) : null };
    sent.push(request);
    const answer = routes.reduce<Answer>((found, route) => found ?? route(request), undefined) ?? {
      status: 404,
      body: { success: false, code: 'NOT_FOUND', errordesc: `No route ${request.method} ${request.path}` },
    };
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  };
  globalThis.fetch = fetchStub as typeof fetch;
  return { sent };
}

export const answer =
  (method: string, pathPattern: RegExp, result: unknown): FakeRoute =>
  (request) =>
    request.method === method && pathPattern.test(request.path) ? { body: { success: true, result } } : undefined;

/** The payment methods J1 answers for a shop with no mobile money. */
export const paymentModes = answer('GET', /^\/api\/CategoricalData\/GetPosPaymentMode\//, {
  paymentModes: [
    { id: 1, paymentValue: 'Cash', displayValue: 'Cash' },
    { id: 2, paymentValue: 'Card', displayValue: 'Card' },
    { id: 3, paymentValue: 'SplitPayment', displayValue: 'Split Payment' },
    { id: 4, paymentValue: 'PayLater', displayValue: 'Pay Later' },
  ],
  customMethods: [],
  mobileMoneyEnabled: false,
});

export async function renderTill(ui: ReactNode) {
  await startTranslations();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  // StrictMode as main.tsx renders in development: effects run, clean up and run again, renders run twice.
  const rendered = render(
    <StrictMode>
      <AppThemeProvider>
        <QueryClientProvider client={queryClient}>
          <Suspense fallback={<p>Loading</p>}>{ui}</Suspense>
        </QueryClientProvider>
      </AppThemeProvider>
    </StrictMode>,
  );
  return { ...rendered, queryClient };
}
