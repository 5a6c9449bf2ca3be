import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdOn } from '../db/columns';

/** Who did what: every change made through the API writes one row, in the same transaction. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: integer('tenant_id'),
    businessId: integer('business_id'),
    userId: integer('user_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    detail: jsonb('detail'),
    createdOn: createdOn(),
  },
  (t) => [index('audit_log_tenant_idx').on(t.tenantId, t.createdOn)],
);
