import { isEtimsEndpoint, type EtimsEndpoint } from '../protocol';
import type { Fields, SimContext } from './context';
import type { FaultRule } from './state';

const KIND_PATTERN = /^(timeout|http500|html|commitThenDrop|resultCd:[0-9A-Za-z]{1,4})$/;

/** The first live rule for this endpoint, counted down; a spent rule leaves the list (issue 14 conventions). */
export function takeFault(ctx: SimContext, endpoint: EtimsEndpoint): FaultRule | null {
  const index = ctx.state.faults.findIndex((rule) => (rule.path === endpoint || rule.path === '*') && rule.times > 0);
  if (index < 0) return null;
  const rule = ctx.state.faults[index]!;
  rule.times -= 1;
  if (rule.times <= 0) ctx.state.faults.splice(index, 1);
  ctx.store.markChanged();
  return { ...rule };
}

/** `{path, times, kind, seconds?, commit?}`; `path` is a bare endpoint name, or `*` for every endpoint. */
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
  return rule;
}
