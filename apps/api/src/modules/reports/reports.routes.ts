import type { FastifyInstance } from 'fastify';
import * as contracts from '@dukani/contracts';
import { route } from '../../http/route';
import { getDashboard } from './get-dashboard';
import { findRegisterReport } from '../cash-register/find-register-report';
import { getZReport } from '../cash-register/get-z-report';
import { renderZReportPdf } from '../cash-register/z-report-pdf';
import { getBusinessCountry } from '../business/get-business-country';
import { timeZoneOf } from '@dukani/domain';

/** The owner's figures: R1 the register report, R2 the dashboard, R4/R5 a shift's Z report. */
export async function reportsRoutes(app: FastifyInstance) {
  route(app, contracts.getDashboard, ({ db, params }) => getDashboard(db, { businessId: params.businessId }));

  route(app, contracts.getCashRegisterReport, ({ db, query, auth }) =>
    findRegisterReport(db, {
      auth,
      businessId: query.BusinessId,
      startDate: query.StartDate,
      endDate: query.EndDate,
      ...(query.UserId ? { userId: query.UserId } : {}),
    }),
  );

  route(app, contracts.getZReport, ({ db, params, auth }) => getZReport(db, { auth, businessId: params.businessId, sessionId: params.sessionId }));

  route(app, contracts.getZReportPdf, async ({ db, params, auth }) => {
    const report = await getZReport(db, { auth, businessId: params.businessId, sessionId: params.sessionId });
    return renderZReportPdf(report, timeZoneOf(await getBusinessCountry(db, params.businessId)));
  });
}
