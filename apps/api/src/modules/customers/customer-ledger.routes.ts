import type { FastifyInstance } from 'fastify';
import * as contracts from '@dukani/contracts';
import { publicRoute, route } from '../../http/route';
import { addCustomerCredit } from './add-customer-credit';
import { addCustomerDebit } from './add-customer-debit';
import { addCustomerNote } from './add-customer-note';
import { deleteCustomerNote } from './delete-customer-note';
import { findCreditHistory } from './find-credit-history';
import { findCustomerNotes } from './find-customer-notes';
import { getCreditDetails } from './get-credit-details';
import { getCreditReport } from './get-credit-report';
import { sendCustomerReminder } from './send-customer-reminder';
import { shareCreditReport } from './share-credit-report';
import { getSharedStatementPdf } from './get-shared-statement-pdf';

/** Group H, the credit book, notes, reminders and shared statements: H7–H14, H17–H19. */
export async function customerLedgerRoutes(app: FastifyInstance) {
  route(app, contracts.addCustomerDebit, ({ db, params, body, auth }) => addCustomerDebit(db, { customerId: params.customerId, auth, input: body }));

  route(app, contracts.addCustomerCredit, ({ db, params, body, auth }) => addCustomerCredit(db, { customerId: params.customerId, auth, input: body }));

  route(app, contracts.getCreditHistory, ({ db, params, auth }) => findCreditHistory(db, { customerId: params.customerId, auth }));

  route(app, contracts.getCreditReport, ({ db, params, query, auth }) =>
    getCreditReport(db, { customerId: params.customerId, auth, startDate: query.StartDate, endDate: query.EndDate }),
  );

  route(app, contracts.getCreditDetails, ({ db, params, auth }) => getCreditDetails(db, { customerId: params.customerId, auth }));

  route(app, contracts.addCustomerNote, ({ db, body, auth }) => addCustomerNote(db, { auth, input: body }));

  route(app, contracts.getCustomerNotes, ({ db, params, auth }) => findCustomerNotes(db, { customerId: params.customerId, auth }));

  route(app, contracts.deleteCustomerNote, ({ db, params, auth }) => deleteCustomerNote(db, { noteId: params.noteId, auth }));

  route(app, contracts.sendCustomerReminder, ({ db, params, auth }) => sendCustomerReminder(db, { customerId: params.customerId, auth }));

  route(app, contracts.shareCreditReport, ({ db, params, body, auth, config }) =>
    shareCreditReport(db, {
      customerId: params.customerId,
      auth,
      startDate: body.StartDate,
      endDate: body.EndDate,
      secret: config.JWT_SECRET,
      publicUrl: config.publicUrl,
    }),
  );

  publicRoute(app, contracts.getSharedCreditReportPdf, ({ db, params, config }) =>
    getSharedStatementPdf(db, { token: params.token, secret: config.JWT_SECRET }),
  );
}
