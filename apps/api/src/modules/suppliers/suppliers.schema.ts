import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdOn } from '../../db/columns';
import { owner, users } from '../../db/tenancy.schema';

/** Products link to suppliers (product_suppliers); the supplier routes are group N. */
export const suppliers = pgTable(
  'suppliers',
  {
    id: serial('id').primaryKey(),
    ...owner(),
    supplierName: text('supplier_name').notNull(),
    supplierEmail: text('supplier_email'),
    supplierPhoneNumber: text('supplier_phone_number'),
    createdById: integer('created_by_id').references(() => users.id),
    isActive: boolean('is_active').notNull().default(true),
    kraPin: text('kra_pin'),
    billingAddress: text('billing_address'),
    county: text('county'),
    bankAccount: text('bank_account'),
    bankName: text('bank_name'),
    branchName: text('branch_name'),
    swiftCode: text('swift_code'),
    postalCode: text('postal_code'),
    paymentTerms: text('payment_terms'),
    createdOn: createdOn(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('suppliers_business_idx').on(t.businessId)],
);
