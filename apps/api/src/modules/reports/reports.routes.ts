import type { FastifyInstance } from 'fastify';
import * as contracts from '@dukani/contracts';
import { route } from '../../http/route';
import { getDashboard } from './get-dashboard';
import { findRegisterReport } from '../cash-register/find-register-report';

/** The owner's figures: R1 the register report, R2 the dashboard. */
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
}
