import { isEtimsEndpoint, type EtimsEndpoint } from '../protocol';
import type { Fields, SimContext } from './context';
import type { FaultRule } from './state';

const TIN_PATTERN = /^[0-9A-Za-z]{1,20}$/;
const KIND_PATTERN = /^(timeout|http500|html|commitThenDrop|resultCd:[0-9A-Za-z]{1,4})$/;

/**
 * The first live rule for this endpoint and taxpayer, counted down; a spent rule leaves the list (issue 14
 * conventions). A rule with a `tin` fires only for requests carrying that PIN, so one shop's outage leaves the other
 * shops on the same simulator signing.
 */
export function takeFault(ctx: SimContext, endpoint: EtimsEndpoint, tin: string): FaultRule | null {
  const index = ctx.state.faults.findIndex(
    (rule) => (rule.path === endpoint || rule.path === '*') && (rule.tin === undefined || rule.tin === tin) && rule.times > 0,
  );
  if (index < 0) return null;
  const rule = ctx.state.faults[index]!;
  rule.times -= 1;
  if (rule.times <= 0) ctx.state.faults.splice(index, 1);
  ctx.store.markChanged();
  return { ...rule };
}

/** `{path, times, kind, seconds?, commit?, tin?}`; `path` is a bare endpoint name, or `*` for every endpoint. */
export function parseFaultRule(body: Fields): FaultRule | string {
  const { path, kind } = body;
  if (path !== '*' && !isEtimsEndpoint(path)) return 'path must be an endpoint name such as saveTrnsSalesOsdc, or *';
  if (typeof kind !== 'string' || !KIND_PATTERN.test(kind)) return 'kind must be timeout, http500, html, commitThenDrop or resultCd:<code>';
  const times = body.times ?? 1;
  if (typeof times !== 'number' || !Number.isInteger(times) || times < 1) return 'times must be a whole number of at least 1';
  const rule: FaultRule = { path, kind, times };
  if (body.seconds !== undefined) {
    if (typeof body.seconds !== 'number' || !(body.seconds >= 0)) return 'seconds must be a number of at least 0';
    rule.seconds = body.seconds;
  }
  if (body.commit !== undefined) {
    if (typeof body.commit !== 'boolean') return 'commit must be true or false';
    rule.commit = body.commit;
  }
  if (body.tin !== undefined) {
    if (typeof body.tin !== 'string' || !TIN_PATTERN.test(body.tin)) return 'tin must be a KRA PIN of 1 to 20 letters and digits';
    rule.tin = body.tin;
  }
  return rule;
}
