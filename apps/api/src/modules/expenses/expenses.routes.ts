import type { FastifyInstance } from 'fastify';
import * as contracts from '@dukani/contracts';
import { route } from '../../http/route';
import { createExpenseCategory } from './create-expense-category';
import { deleteExpense } from './delete-expense';
import { deleteExpenseCategory } from './delete-expense-category';
import { findExpenseCategories } from './find-expense-categories';
import { findExpenses } from './find-expenses';
import { getExpense } from './get-expense';
import { getProfitSummary } from './get-profit-summary';
import { saveExpense } from './save-expense';

/** Group M, expenses and purchases (M1–M7), and R3, the profit card's figures. */
export async function expenseRoutes(app: FastifyInstance) {
  route(app, contracts.addExpense, ({ db, params, body, auth, uploads }) =>
    saveExpense(db, { businessId: params.businessId, auth, input: body, ...(uploads.receipt ? { receiptUpload: uploads.receipt } : {}) }),
  );

  route(app, contracts.deleteExpense, ({ db, params, auth }) => deleteExpense(db, { auth, businessId: params.businessId, expenseId: params.expenseId }));

  route(app, contracts.getExpense, ({ db, params, auth }) => getExpense(db, { auth, expenseId: params.expenseId }));

  route(app, contracts.getExpenses, ({ db, params, query }) => findExpenses(db, { businessId: params.businessId, query }));

  route(app, contracts.createExpenseCategory, ({ db, params, body, auth }) => createExpenseCategory(db, { businessId: params.businessId, auth, input: body }));

  route(app, contracts.getExpenseCategories, ({ db, params }) => findExpenseCategories(db, { businessId: params.businessId }));

  route(app, contracts.deleteExpenseCategory, ({ db, params, auth }) => deleteExpenseCategory(db, { auth, categoryId: params.categoryId }));

  route(app, contracts.getProfitSummary, ({ db, params, query }) =>
    getProfitSummary(db, {
      businessId: params.businessId,
      ...(query.StartDate ? { startDate: query.StartDate } : {}),
      ...(query.EndDate ? { endDate: query.EndDate } : {}),
    }),
  );
}
