import type { FastifyInstance } from 'fastify';
import { saveCustomerRequestSchema, saveInsuranceRequestSchema, saveUserRequestSchema } from '../schemas/reference';
import { parseRequest, succeed } from './answers';
import type { SimContext } from './context';
import { registerKraRoute } from './kra-route';
import { upsert } from './upsert';

/** §5.7–§5.9: upserts per branch. The user's `pwd` is kept as sent so tests can see it was only a placeholder. */
export function registerBranchRoutes(app: FastifyInstance, ctx: SimContext): void {
  registerKraRoute(app, ctx, 'saveBhfCustomer', ({ body, tin, bhfId }) => {
    const parsed = parseRequest(saveCustomerRequestSchema, body);
    if (!parsed.ok) return parsed.answer;
    const record = { ...parsed.value, tin, bhfId, changedAt: ctx.clock.stamp() };
    upsert(ctx.state.customers, (entry) => entry.tin === tin && entry.bhfId === bhfId && entry.custNo === record.custNo, record);
    return succeed();
  });
  registerKraRoute(app, ctx, 'saveBhfUser', ({ body, tin, bhfId }) => {
    const parsed = parseRequest(saveUserRequestSchema, body);
    if (!parsed.ok) return parsed.answer;
    const record = { ...parsed.value, tin, bhfId, changedAt: ctx.clock.stamp() };
    upsert(ctx.state.users, (entry) => entry.tin === tin && entry.bhfId === bhfId && entry.userId === record.userId, record);
    return succeed();
  });
  registerKraRoute(app, ctx, 'saveBhfInsurance', ({ body, tin, bhfId }) => {
    const parsed = parseRequest(saveInsuranceRequestSchema, body);
    if (!parsed.ok) return parsed.answer;
    const record = { ...parsed.value, tin, bhfId, changedAt: ctx.clock.stamp() };
    upsert(ctx.state.insurances, (entry) => entry.tin === tin && entry.bhfId === bhfId && entry.isrccCd === record.isrccCd, record);
    return succeed();
  });
}
