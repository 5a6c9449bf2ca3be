import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExpenseInput } from '@dukani/contracts';
import { addExpense } from '@dukani/contracts/routes/add-expense';
import { deleteExpense } from '@dukani/contracts/routes/delete-expense';
import { apiCall } from '@/lib/api-client';
import { invalidateResources } from '@/api/invalidate';
import { productKeys } from '@/api/products/product-keys';
import { stockKeys } from '@/api/stock/stock-keys';
import { supplierKeys } from '@/api/suppliers/supplier-keys';
import { expenseKeys } from './expense-keys';

export interface SaveExpenseOptions {
  businessId: number;
  input: ExpenseInput;
  /** A photo or PDF of the paper receipt (the `receipt` part). */
  receipt?: File | null;
  /** One key per save the user confirms, reused if that save is retried (API.md §1.8). */
  idempotencyKey: string;
}

/**
 * M1: an expense or a purchase, created or edited. A purchase moves stock and a supplier's balance, so the
 * products, their stock history and the suppliers refresh as well as the expenses.
 */
export function useSaveExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ businessId, input, receipt, idempotencyKey }: SaveExpenseOptions) =>
      apiCall(addExpense, { params: { businessId }, body: input, files: { receipt }, idempotencyKey }),
    onSuccess: () => invalidateResources(queryClient, expenseKeys, supplierKeys, productKeys, stockKeys),
  });
}

/** M2: deletes an expense; a purchase's stock goes back out. */
export function useDeleteExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ businessId, expenseId }: { businessId: number; expenseId: number }) => apiCall(deleteExpense, { params: { businessId, expenseId } }),
    onSuccess: () => invalidateResources(queryClient, expenseKeys, supplierKeys, productKeys, stockKeys),
  });
}
