import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { auditLog } from './audit.schema';

export interface AuditEntry {
  tenantId: number | null;
  businessId?: number | null;
  userId: number | null;
  action: string;
  entity: string;
  entityId?: string | number | null;
  /** SQL when the detail is made in the same statement (a sale's receipt number). */
  detail?: Record<string, unknown> | SQL;
}

const auditRow = (entry: AuditEntry) => ({
  tenantId: entry.tenantId,
  businessId: entry.businessId ?? null,
  userId: entry.userId,
  action: entry.action,
  entity: entry.entity,
  entityId: entry.entityId == null ? null : String(entry.entityId),
  detail: entry.detail ?? null,
});

/** Write the audit row inside the caller's transaction, so it exists exactly when the change does. */
export async function audit(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values(auditRow(entry));
}

/** Many audit rows in one statement (a bulk import's records). */
export async function auditMany(tx: DbOrTx, entries: AuditEntry[]): Promise<void> {
  if (entries.length > 0) await tx.insert(auditLog).values(entries.map(auditRow));
}

/** The audit row as an INSERT, for a caller that writes the change and its row in one statement. */
export function auditInsert(tx: DbOrTx, entry: AuditEntry): SQL {
  return tx.insert(auditLog).values(auditRow(entry)).getSQL();
}
