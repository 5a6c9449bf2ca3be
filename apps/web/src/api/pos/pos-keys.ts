/** Query keys of the till. Checkout invalidates `products` (stock moved) and `session` (takings). */
export const posKeys = {
  all: ['pos'] as const,
  paymentModes: (businessId: number) => [...posKeys.all, 'payment-modes', businessId] as const,
  session: (businessId: number) => [...posKeys.all, 'session', businessId] as const,
  todaysSales: (businessId: number) => [...posKeys.all, 'todays-sales', businessId] as const,
  sale: (businessId: number, transactionId: number) => [...posKeys.all, 'sale', businessId, transactionId] as const,
};
