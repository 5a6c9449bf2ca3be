import type { StatementLinkResult } from '@dukani/contracts';
import type { DbOrTx } from '../../db/client';
import { invalid } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { AuthContext } from '../../lib/auth-context';
import { getOwnedCustomer } from './get-owned-customer';
import { signStatementLink, STATEMENT_LINK_DAYS } from './statement-link';

export interface ShareCreditReportOptions {
  customerId: number;
  auth: AuthContext;
  startDate: string;
  endDate: string;
  secret: string;
  publicUrl: string;
  now?: Date;
}

/** H18: a signed link to the statement's PDF (H19) for the shop to send by SMS, WhatsApp or e-mail. */
export async function shareCreditReport(db: DbOrTx, options: ShareCreditReportOptions): Promise<StatementLinkResult> {
  const { auth, startDate, endDate } = options;
  const customer = await getOwnedCustomer(db, auth, options.customerId);
  if (endDate < startDate) throw invalid('EndDate', 'customer.endBeforeStart', { start: startDate, end: endDate });
  const now = options.now ?? new Date();
  const expiresOn = new Date(now.getTime() + STATEMENT_LINK_DAYS * 86_400_000).toISOString().slice(0, 10);
  const token = signStatementLink(options.secret, { customerId: customer.id, startDate, endDate, expiresOn });
  await audit(db, {
    tenantId: auth.tenantId,
    businessId: customer.businessId,
    userId: auth.userId,
    action: 'share-statement',
    entity: 'customer',
    entityId: customer.id,
    detail: { startDate, endDate, expiresOn },
  });
  return { token, link: `${options.publicUrl.replace(/\/+$/, '')}/api/Customer/StatementPdf/${token}`, expiresOn };
}
