import { eq } from 'drizzle-orm';
import { timeZoneOf } from '@dukani/domain';
import type { DbOrTx } from '../../db/client';
import { businesses } from '../../db/tenancy.schema';
import { AppError, notFound } from '../../lib/app-error';
import { msg } from '../../lib/messages';
import { findDefaultCurrencySymbol } from '../currency/find-default-currency-symbol';
import { getLiveCustomerRow } from './customers.queries';
import { buildCreditReport } from './get-credit-report';
import { renderStatementPdf } from './statement-pdf';
import { shopAddressLine } from '@dukani/domain';
import { readStatementLink } from './statement-link';

/**
 * H19: the statement a shared link names, read from the ledger now. A forged or edited token, or a
 * customer since deleted, is 404 like any unknown link; an old one says it expired.
 */
export async function getSharedStatementPdf(db: DbOrTx, options: { token: string; secret: string; now?: Date }): Promise<Uint8Array> {
  const link = readStatementLink(options.secret, options.token);
  if (!link) throw notFound('Statement');
  const now = options.now ?? new Date();
  if (now.toISOString().slice(0, 10) > link.expiresOn) throw new AppError('NOT_FOUND', msg('customer.statementLinkExpired'));
  const customer = await getLiveCustomerRow(db, link.customerId);
  if (!customer) throw notFound('Statement');
  const [business] = await db.select().from(businesses).where(eq(businesses.id, customer.businessId));
  if (!business) throw notFound('Statement');
  const report = await buildCreditReport(db, customer, link.startDate, link.endDate);
  return renderStatementPdf({
    report,
    shop: { name: business.organizationName, address: shopAddressLine(business), phone: business.primaryPhone },
    customer: { name: customer.clientName, phone: customer.phoneNumber },
    currencySymbol: await findDefaultCurrencySymbol(db, customer.businessId),
    timeZone: timeZoneOf(business.country),
    generatedAt: now,
  });
}
