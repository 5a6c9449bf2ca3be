import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExpenseCategoryInput } from '@dukani/contracts';
import { createExpenseCategory } from '@dukani/contracts/routes/create-expense-category';
import { deleteExpenseCategory } from '@dukani/contracts/routes/delete-expense-category';
import { getExpenseCategories } from '@dukani/contracts/routes/get-expense-categories';
import { apiCall } from '@/lib/api-client';
import { invalidateResources } from '@/api/invalidate';
import { expenseKeys } from './expense-keys';

/** M6: the shop's expense categories by name. */
export function useExpenseCategories(businessId: number | null) {
  return useQuery({
    queryKey: expenseKeys.categories(businessId ?? 0),
    queryFn: ({ signal }) => apiCall(getExpenseCategories, { params: { businessId: businessId ?? 0 }, signal }),
    enabled: businessId !== null,
  });
}

/** M5: a new category; a name already used is refused with the server's sentence. */
export function useCreateExpenseCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ businessId, input }: { businessId: number; input: ExpenseCategoryInput }) =>
      apiCall(createExpenseCategory, { params: { businessId }, body: input }),
    onSuccess: () => invalidateResources(queryClient, expenseKeys),
  });
}

/** M7: removes a category no expense uses. */
export function useDeleteExpenseCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (categoryId: number) => apiCall(deleteExpenseCategory, { params: { categoryId } }),
    onSuccess: () => invalidateResources(queryClient, expenseKeys),
  });
}
