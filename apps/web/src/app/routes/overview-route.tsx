import { useMemo } from 'react';
import OverviewPage from '@/features/overview/pages/overview-page';
import type { SetupLinks } from '@/features/overview/utils/setup-steps';
import { canUse, useSession } from '@/lib/session-store';
import { accountNav } from '../account-routes';
import { toAbsolutePath } from '../shell/nav-config';

/**
 * Which Account screen does each setup step open? Matched on the screen's path; patterns in order
 * of preference (the business screen edits the record the step reads; the profile is the fallback).
 */
/** The form a step's screen opens when its link asks (`useLinkedAction`): the step's work, not a list. */
const STEP_ACTIONS: { step: keyof SetupLinks; path: RegExp; action: string }[] = [
  { step: 'business', path: /businesses/, action: 'edit' },
  { step: 'currencies', path: /currenc/, action: 'new' },
  { step: 'users', path: /users/, action: 'new' },
];

const STEP_PATTERNS: Record<Exclude<keyof SetupLinks, 'products'>, RegExp[]> = {
  business: [/business/i, /profile/i],
  currencies: [/currenc/i],
  receipt: [/receipt/i],
  users: [/users|team|staff/i],
};

/** The overview, given links only to Account screens that exist and that this user may open. */
export default function OverviewRoute() {
  const role = useSession((s) => s.role);
  const planModules = useSession((s) => s.planModules);
  const links = useMemo(() => {
    const allowed = accountNav.filter((item) => canUse({ role, planModules }, item.modules));
    const result: SetupLinks = {};
    for (const [step, patterns] of Object.entries(STEP_PATTERNS) as [Exclude<keyof SetupLinks, 'products'>, RegExp[]][]) {
      const match = patterns.map((pattern) => allowed.find((item) => pattern.test(item.path))).find(Boolean);
      if (!match) continue;
      const linked = STEP_ACTIONS.find((entry) => entry.step === step && entry.path.test(match.path));
      result[step] = `${toAbsolutePath(match.path)}${linked ? `?action=${linked.action}` : ''}`;
    }
    if (canUse({ role, planModules }, ['products'])) result.products = '/products/new';
    return result;
  }, [role, planModules]);
  return <OverviewPage setupLinks={links} />;
}
