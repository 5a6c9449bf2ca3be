import type { Business } from '@dukani/contracts';

/** Paths of the Account screens each step opens; absent when that screen is not available to the user. */
export interface SetupLinks {
  business?: string;
  currencies?: string;
  receipt?: string;
  users?: string;
  products?: string;
}

export interface SetupStep {
  id: 'account' | 'business' | 'currencies' | 'receipt' | 'products' | 'users';
  /** null while the data that decides it is loading. */
  done: boolean | null;
  /** i18n key suffix: `setup.<id>.title`, `setup.<id>.todo` or `setup.<id>.done`. */
  params?: Record<string, string | number>;
  to?: string;
}

export interface SetupInput {
  business: Business | null;
  links: SetupLinks;
  /** undefined = not allowed to know (the step is left out), null = loading. */
  defaultCurrency?: { currencyName: string; symbol: string } | null | false;
  receipt: { logoUrl: string | null } | null | undefined;
  userCount?: number | null;
  /** How many products and services the catalog holds; undefined = not allowed to know. */
  productCount?: number | null;
}

/** "Start" opens the step's form (a link's `?action=…`); "Review" of a done step opens the screen itself. */
function linkFor(done: boolean | null, link: string | undefined): string | undefined {
  return done && link ? link.replace(/[?&]action=[^&]*$/, '') : link;
}

const known = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined;

/**
 * "Set up your shop": what a new owner should do before the first sale, each judged from real data.
 * Steps the user's plan or role cannot act on are left out rather than shown as undoable.
 */
export function buildSetupSteps({ business, links, defaultCurrency, receipt, userCount, productCount }: SetupInput): SetupStep[] {
  const steps: SetupStep[] = [{ id: 'account', done: true }];
  steps.push({
    id: 'business',
    done: business ? Boolean(business.primaryPhone && (business.address || business.city || business.location)) : null,
    params: { name: business?.organizationName ?? '' },
    to: links.business,
  });
  if (defaultCurrency !== undefined) {
    steps.push({
      id: 'currencies',
      done: defaultCurrency === null ? null : defaultCurrency !== false,
      params: defaultCurrency ? { currency: `${defaultCurrency.currencyName} (${defaultCurrency.symbol})` } : {},
      to: links.currencies,
    });
  }
  // The thank-you message has a default from sign-up; only the logo shows the owner has been here.
  steps.push({ id: 'receipt', done: known(receipt) ? Boolean(receipt.logoUrl) : null, to: links.receipt });
  if (productCount !== undefined) {
    steps.push({ id: 'products', done: productCount === null ? null : productCount > 0, params: { count: productCount ?? 0 }, to: links.products });
  }
  if (userCount !== undefined) {
    steps.push({ id: 'users', done: userCount === null ? null : userCount > 1, params: { count: userCount ?? 0 }, to: links.users });
  }
  return steps.map((step) => ({ ...step, to: linkFor(step.done, step.to) }));
}
