import type { FastifyInstance } from 'fastify';
import * as contracts from '@dukani/contracts';
import { route } from '../../http/route';
import { getStkPushStatus } from '../mpesa/get-stk-push-status';
import { findPlanRows, getPlanRow, toPlan } from './billing.queries';
import { changePlan } from './change-plan';
import { claimPaybillPayment } from './claim-paybill-payment';
import { getInvoiceDetails, getInvoices, getTotalBill } from './get-bills';
import { runBillingCycle } from './run-billing-cycle';
import { setPlanEndForTest } from './set-plan-end-for-test';
import { startBillPrompt } from './start-bill-prompt';

/** Group G: the tenant's plan, invoices and payments to the platform. */
export async function billingRoutes(app: FastifyInstance) {
  route(app, contracts.getInvoices, ({ db, body, auth }) => getInvoices(db, auth.tenantId, body?.currentPageNumber, body?.pageSize));

  route(app, contracts.getInvoiceDetails, ({ db, body, auth }) => getInvoiceDetails(db, auth.tenantId, body.invoiceId));

  route(app, contracts.getTotalBill, ({ db, params, auth, config }) => getTotalBill(db, auth.tenantId, params.businessId, config.MPESA_BILLING_SHORTCODE));

  route(app, contracts.getPlans, async ({ db }) => (await findPlanRows(db)).map(toPlan));

  route(app, contracts.getPlan, async ({ db, params }) => toPlan(await getPlanRow(db, params.planId)));

  route(app, contracts.makeBillPayment, ({ db, body, auth, config }) =>
    claimPaybillPayment(db, { auth, input: body, billingShortCode: config.MPESA_BILLING_SHORTCODE }),
  );

  route(app, contracts.startBillStkPush, ({ db, body, auth, config }) => startBillPrompt(db, { auth, input: body, client: app.mpesa, config }));

  route(app, contracts.confirmBillPayment, ({ db, params, auth }) =>
    getStkPushStatus(db, {
      checkoutRequestId: params.CheckoutRequestID,
      auth,
      clients: { mpesa: app.mpesa, momo: null, airtel: null },
      log: app.log,
      modules: ['billing'],
      purpose: 'Billing',
    }),
  );

  route(app, contracts.upgradePlan, ({ db, body, auth }) => changePlan(db, { auth, businessId: body.businessId, planId: body.planId }));

  // Browser tests reach a plan's end without waiting a month; the billing cycle then runs at once.
  if (app.config.NODE_ENV === 'test') {
    route(app, contracts.setPlanEnd, async ({ db, body }) => {
      const expiresOn = await setPlanEndForTest(db, body.businessId, body.endsInDays);
      await runBillingCycle(db);
      return { expiresOn: expiresOn.toISOString() };
    });
  }
}
