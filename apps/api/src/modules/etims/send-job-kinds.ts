/**
 * The outbox kinds of the two send jobs (defined in the sales module, whose sales and credit notes they send),
 * named here so a document that is done can wake the job of the next one without importing the job files,
 * which import this module's sign-document.ts.
 */
export const ETIMS_SEND_JOB_KIND = { S: 'etims.sendSale', R: 'etims.sendCreditNote' } as const;
