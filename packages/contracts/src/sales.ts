import { z } from 'zod';
import { defineRoute } from './route';
import { MAX_ID, idParam, idSchema, moneySchema, optionalText, phoneInputSchema, timestampInputSchema } from './common';

const TAG = 'Sales';
const POS = ['pos'] as const;

export const calendarDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');
/**
 * A day stored as a date column (a due date): one that exists, between the years 1900 and 2999. The list filters keep
 * `calendarDateSchema`, whose impossible days the server refuses with the day in the sentence.
 */
export const storedDaySchema = calendarDateSchema.refine((value) => {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const check = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && year <= 2999 && check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day;
}, 'must be a calendar date between the years 1900 and 2999');

/**
 * API.md sale rule 12: how far back a sale may be dated. The till's queue keeps an offline sale until it is sent, and a
 * cashier's sale is accepted this far back (a till left offline longer keeps the sale on the device, refused with its
 * sentence, for a manager to record); an Owner or Admin may record a paper sale further back.
 */
export const OFFLINE_SALE_MAX_AGE_DAYS = 30;
export const BACKDATED_SALE_MAX_AGE_DAYS = 90;
/** A till's clock may run a little ahead of the server's. */
export const SALE_CLOCK_SKEW_MINUTES = 5;

/**
 * Why an offline sale is held for review (issue 32): stock sold meanwhile by another till, a product taken off sale
 * or a price changed after the till's catalog sync (or a till that sent no sync time), the shift closed meanwhile.
 */
export const REVIEW_REASONS = ['stockShort', 'productOffSale', 'priceBelowMinimum', 'noOpenShift'] as const;
export type ReviewReason = (typeof REVIEW_REASONS)[number];

export const SALES_DESCS = ['Point of Sale', 'Order', 'Quick Sale'] as const;
/** A transaction is a sale, or money and goods given back against one (L4 refund, L5 credit note). */
export const TRANSACTION_KINDS = ['Sale', 'Refund', 'CreditNote'] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];
export const priceTypeSchema = z.enum(['R', 'W'], { message: 'must be R or W' });
export const discountSchema = z.object({
  type: z.enum(['KES', '%'], { message: "must be 'KES' or '%'" }).default('KES'),
  amount: z.number({ message: 'must be a number' }).finite().default(0),
});

/** A cart line as the till sends it. Prices, tax and stock are re-read from the catalog by the server. */
export const saleItemInputSchema = z
  .object({
    productId: z.number({ message: 'must be a whole number' }).int().nonnegative().max(MAX_ID, 'is not a valid id'),
    originalProductId: z.number().int().nonnegative().max(MAX_ID, 'is not a valid id').nullish(),
    variantId: z.number().int().nonnegative().max(MAX_ID, 'is not a valid id').nullish(),
    name: z.string().max(200).nullish(),
    longDesc: z.string().max(500).nullish(),
    quantity: z.number({ message: 'must be a number' }).finite().max(1e7),
    calcPrice: z.number({ message: 'must be a number' }).finite().max(1e10),
    discount: z.number({ message: 'must be a number' }).finite().default(0),
    priceType: priceTypeSchema.default('R'),
    isBundle: z.boolean().default(false),
    serialized: z.boolean().default(false),
    serialNumbers: z.array(z.string().max(100)).max(1000).default([]),
    /** Quick-sale lines only (productId 0): the cashier's tax choice. Catalog lines use the product's. */
    taxRate: z.number().min(0).max(1).nullish(),
    taxInclusive: z.boolean().nullish(),
    addInventory: z.boolean().nullish(),
    /** The client's view of stock; ignored (API.md SaleItem). */
    stockQuantity: z.number().nullish(),
  })
  .loose();
export type SaleItemInput = z.input<typeof saleItemInputSchema>;

export const paymentSummaryEntrySchema = z.object({
  paymentValue: z.string({ message: 'is required' }).trim().min(1, 'is required').max(40),
  displayValue: z.string().max(60).nullish(),
  amount: moneySchema,
  referenceNumber: optionalText(60),
  dueDate: storedDaySchema.nullish(),
});
export type PaymentSummaryEntryInput = z.input<typeof paymentSummaryEntrySchema>;

export const salePayloadSchema = z.object({
  businessId: idSchema,
  /** The till's own id for this sale (a UUID); a second sale with it is refused for good. */
  clientSaleId: z.uuid({ message: 'must be a UUID' }).nullish(),
  customerId: z.number({ message: 'must be a whole number' }).int().nonnegative().max(MAX_ID, 'is not a valid id').default(0),
  salesDesc: z.enum(SALES_DESCS, { message: "must be 'Point of Sale', 'Order' or 'Quick Sale'" }).default('Point of Sale'),
  paymentTypeCode: z.literal('01', { message: "must be '01'" }).default('01'),
  salesType: z.union([z.literal(0), z.literal(2)], { message: 'must be 0 or 2' }).default(0),
  totalPaid: moneySchema,
  balance: z.number({ message: 'must be a number' }).finite(),
  transactionDate: timestampInputSchema.nullish(),
  paymentSummary: z.array(paymentSummaryEntrySchema).min(1, 'must have at least one payment').max(20),
  itemList: z.array(saleItemInputSchema).min(1, 'must have at least one item').max(500),
  shippingFee: moneySchema.default(0),
  salesPersonId: z.number().int().nonnegative().max(MAX_ID, 'is not a valid id').nullish(),
  taxExempt: z.boolean().default(false),
  discount: discountSchema.nullish(),
  clientName: optionalText(120),
  clientPhone: optionalText(32),
  clientEmail: optionalText(120),
  /** Added (offline till): the sale was made with no connection; a stock shortfall then never refuses it. */
  offline: z.boolean({ message: 'must be true or false' }).default(false),
  /** Added (offline till): the receipt number the device printed (its prefix and sequence), kept on the sale. */
  deviceReceiptNo: optionalText(40),
  /**
   * Added (issue 32, offline till): when the till last synced its catalog. An offline sale is judged against the
   * catalog as it stood then: a product or price changed since holds the sale for review instead of refusing it.
   */
  catalogSyncedAt: timestampInputSchema.nullish(),
});
export type SalePayload = z.input<typeof salePayloadSchema>;

export const saleItemSchema = z.object({
  productId: z.number().int(),
  originalProductId: z.number().int(),
  variantId: z.number().int().nullable(),
  name: z.string(),
  longDesc: z.string().nullable(),
  quantity: z.number(),
  calcPrice: z.number(),
  unitCost: z.number(),
  tax: z.number(),
  taxRate: z.number(),
  taxId: z.number().int().nullable(),
  taxCode: z.string().nullable(),
  taxInclusive: z.boolean(),
  priceType: priceTypeSchema,
  sellingPrice: z.number(),
  wholesalePrice: z.number(),
  minSellingPrice: z.number(),
  minWholesalePrice: z.number(),
  buyingPrice: z.number(),
  discount: z.number(),
  orderDiscountShare: z.number(),
  lineAmount: z.number(),
  addInventory: z.boolean(),
  isBundle: z.boolean(),
  serialized: z.boolean(),
  serialNumbers: z.array(z.string()),
  productType: z.number().int(),
  kraProductType: z.string().nullable(),
  barCode: z.string().nullable(),
  productCode: z.string().nullable(),
  itemCode: z.string().nullable(),
  itemClassificationCode: z.string().nullable(),
  packagingUnitCode: z.string().nullable(),
  quantityUnitCode: z.string().nullable(),
  /** Added: the product's unit when it sold (I7's ids), null on a quick-sale line; the receipt prints "1.5 kg". */
  unitId: z.number().int().nullable(),
  trackInventory: z.boolean(),
  returnedQuantity: z.number(),
});
export type SaleItem = z.infer<typeof saleItemSchema>;

export const paymentSummaryEntryOutSchema = z.object({
  paymentValue: z.string(),
  displayValue: z.string(),
  amount: z.number(),
  referenceNumber: z.string().nullable(),
  dueDate: z.string().nullable(),
});
export type PaymentSummaryEntry = z.infer<typeof paymentSummaryEntryOutSchema>;

export const receiptSchema = z.object({
  /** Added: what the document is, so a refund or credit note is not titled a receipt. */
  kind: z.enum(TRANSACTION_KINDS),
  subTotal: z.number(),
  shippingFee: z.number(),
  balance: z.number(),
  totalAmount: z.number(),
  totalDiscount: z.number(),
  totalTax: z.number(),
  totalPaid: z.number(),
  changeDue: z.number(),
  paymentMethod: z.string(),
  clientName: z.string().nullable(),
  clientPhone: z.string().nullable(),
  cashierName: z.string(),
  salesPersonName: z.string().nullable(),
  paymentSummary: z.array(paymentSummaryEntryOutSchema),
  businessName: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  logoUrl: z.string().nullable(),
  message: z.string().nullable(),
  receiptNo: z.string(),
  transactionDate: z.string(),
  currencySymbol: z.string(),
  /** Tax authority fields; null until the sale is signed (eTIMS issue). */
  etims: z.object({ receiptNo: z.string(), signature: z.string(), internalData: z.string(), sdcId: z.string(), qrUrl: z.string() }).nullable(),
  /**
   * The tax authority's block (specs/etims-oscu.md §9.2): null when the business has no device (the sale is never
   * sent); `awaiting` until the authority signs it, then `signed` with the SCU information and the QR's URL.
   */
  fiscal: z
    .object({
      status: z.enum(['awaiting', 'signed']),
      label: z.enum(['NS', 'NC']),
      kraPin: z.string(),
      branchId: z.string(),
      sdcId: z.string(),
      mrcNo: z.string().nullable(),
      cuInvoiceNo: z.string().nullable(),
      originalCuInvoiceNo: z.string().nullable(),
      curRcptNo: z.number().int().nullable(),
      totRcptNo: z.number().int().nullable(),
      sdcDateTime: z.string().nullable(),
      internalData: z.string().nullable(),
      signature: z.string().nullable(),
      qrUrl: z.string().nullable(),
    })
    .nullable(),
  /** Per tax band: the net and the tax, as receipts in Kenya show them. */
  taxBands: z.array(z.object({ taxCode: z.string(), taxRate: z.number(), taxable: z.number(), tax: z.number() })),
  shareToken: z.string(),
});
export type Receipt = z.infer<typeof receiptSchema>;

export const transactionRowSchema = z.object({
  transactionId: z.number().int(),
  businessId: z.number().int(),
  kind: z.enum(TRANSACTION_KINDS),
  receiptNo: z.string(),
  transactionDate: z.string(),
  salesDesc: z.string(),
  salesType: z.number().int(),
  customerId: z.number().int(),
  clientName: z.string().nullable(),
  clientPhone: z.string().nullable(),
  salesPersonId: z.number().int().nullable(),
  cashierName: z.string(),
  sessionId: z.number().int().nullable(),
  paymentSummary: z.array(paymentSummaryEntryOutSchema),
  taxExempt: z.boolean(),
  subTotal: z.number(),
  taxes: z.number(),
  discount: z.number(),
  shippingFee: z.number(),
  total: z.number(),
  totalPaid: z.number(),
  balance: z.number(),
  paid: z.union([z.literal(0), z.literal(1)]),
  salesStatus: z.number().int(),
  isDeleted: z.boolean(),
  originalTransactionId: z.number().int().nullable(),
  etims: receiptSchema.shape.etims,
  /** Why the tax authority refused the sale (its own words), until it is sent again (P16); else null. */
  etimsError: z.string().nullable(),
  /** Added (offline till): the sale was made with no connection and recorded when it arrived. */
  offline: z.boolean(),
  /** Added (offline till): the provisional receipt number the device printed, or null. */
  deviceReceiptNo: z.string().nullable(),
  /**
   * Added (issue 32): a sale recorded but held for the owner's review (an offline sale that broke a rule its till
   * could not check), with the reasons' codes (`REVIEW_REASONS`); null otherwise.
   */
  review: z.object({ reasons: z.array(z.string()) }).nullable(),
  itemCount: z.number().int(),
  /**
   * Added (issue 31): what the refunds and credit notes raised against this sale gave back, Σ their totals
   * (0 when none, and on a refund or credit note itself), so a list marks a sale that was returned.
   */
  returnedAmount: z.number(),
});
export type TransactionRow = z.infer<typeof transactionRowSchema>;

export const transactionSchema = transactionRowSchema.omit({ itemCount: true, returnedAmount: true }).extend({
  itemList: z.array(saleItemSchema),
  receipt: receiptSchema,
});
export type Transaction = z.infer<typeof transactionSchema>;

const byBusiness = z.object({ businessId: idParam });

export const addSale = defineRoute({
  id: 'K1',
  method: 'POST',
  path: '/api/Transactions/AddKraSale/{businessId}',
  tag: TAG,
  modules: POS,
  idem: true,
  summary: 'Record a POS sale or an order (salesType 2)',
  params: byBusiness,
  body: salePayloadSchema,
  result: transactionSchema,
});

export const postQuickSale = defineRoute({
  id: 'L6',
  method: 'POST',
  path: '/api/Transactions/PostQuickSale/{businessId}',
  tag: TAG,
  modules: POS,
  idem: true,
  summary: 'Quick sale: lines may have productId 0; same rules as K1',
  params: byBusiness,
  body: salePayloadSchema,
  result: transactionSchema,
});

export const getPosTransactions = defineRoute({
  id: 'L1',
  method: 'GET',
  path: '/api/Transactions/GetPOSTransactions/{businessId}',
  tag: TAG,
  modules: POS,
  summary: "Today's POS transactions, newest first",
  params: byBusiness,
  query: z.object({ UserId: z.coerce.number().int().positive().max(MAX_ID, 'is not a valid id').optional() }),
  result: z.array(transactionRowSchema),
});

export const getTransactionDetails = defineRoute({
  id: 'L2',
  method: 'GET',
  path: '/api/Transactions/GetTransactionDetails/{businessId}/{transactionId}',
  tag: TAG,
  modules: POS,
  summary: 'Full transaction, for details or reprint',
  params: z.object({ businessId: idParam, transactionId: idParam }),
  result: transactionSchema.extend({ linked: z.array(transactionRowSchema) }),
});

const shareToken = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'is not a receipt link') });

/**
 * A receipt line as the paper shows it (name, quantity × price − discount, its tax): none of the costs, minimum
 * or wholesale prices and codes a Transaction line carries for the shop.
 */
export const sharedReceiptItemSchema = saleItemSchema.pick({
  name: true,
  quantity: true,
  calcPrice: true,
  discount: true,
  orderDiscountShare: true,
  lineAmount: true,
  tax: true,
  taxRate: true,
  taxCode: true,
  taxInclusive: true,
  unitId: true,
});
export type SharedReceiptItem = z.infer<typeof sharedReceiptItemSchema>;

/** K6's answer: what the paper receipt shows, and whether the sale was voided since (the link then says so). */
export const sharedReceiptSchema = z.object({ receipt: receiptSchema, itemList: z.array(sharedReceiptItemSchema), voided: z.boolean() });
export type SharedReceipt = z.infer<typeof sharedReceiptSchema>;

/** Added: the receipt behind a shared link, readable without signing in (the token is the secret). */
export const getSharedReceipt = defineRoute({
  id: 'K6',
  method: 'GET',
  path: '/api/Receipt/Shared/{token}',
  tag: TAG,
  auth: 'pub',
  summary: 'A receipt opened from a shared link (added)',
  params: shareToken,
  result: sharedReceiptSchema,
});

/** Added: the same receipt as an A4 PDF; a voided sale's says so in place of its lines. */
export const getSharedReceiptPdf = defineRoute({
  id: 'K7',
  method: 'GET',
  path: '/api/Receipt/Pdf/{token}',
  tag: TAG,
  auth: 'pub',
  pdfDownload: 'receipt.pdf',
  summary: 'A receipt as a PDF (added)',
  params: shareToken,
  result: z.custom<Uint8Array>((value) => value instanceof Uint8Array),
});

/** Added: the receipt's share link sent by SMS through the outbox, to the phone the cashier types. */
export const sendReceiptSms = defineRoute({
  id: 'K8',
  method: 'POST',
  path: '/api/Transactions/SendReceiptSms/{businessId}/{transactionId}',
  tag: TAG,
  modules: POS,
  summary: "Send a sale's receipt link by SMS (added)",
  params: z.object({ businessId: idParam, transactionId: idParam }),
  body: z.object({ phone: phoneInputSchema }),
  /** The number in international form and the link the message carries. */
  result: z.object({ phone: z.string(), link: z.string() }),
});
