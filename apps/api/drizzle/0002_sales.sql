CREATE TABLE "business_counters" (
	"business_id" integer NOT NULL,
	"name" text NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "business_counters_business_id_name_pk" PRIMARY KEY("business_id","name")
);
--> statement-breakpoint
CREATE TABLE "c2b_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"trans_id" text NOT NULL,
	"short_code" text NOT NULL,
	"business_id" integer,
	"amount" numeric(14, 2) NOT NULL,
	"msisdn" text,
	"bill_ref" text,
	"payer_name" text,
	"trans_time" text,
	"raw" jsonb NOT NULL,
	"claimed_at" timestamp with time zone,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cash_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"business_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'Open' NOT NULL,
	"opening_balance" numeric(14, 2) NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closing_balance" numeric(14, 2),
	"closed_at" timestamp with time zone,
	"expected_cash" numeric(14, 2),
	"total_sales" numeric(14, 2),
	"sales_by_mode" jsonb,
	"counted_by_mode" jsonb,
	"difference" numeric(14, 2),
	"note" text,
	"approved_by_id" integer,
	"approved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "customer_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"business_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"type" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"transaction_id" integer,
	"transaction_date" timestamp with time zone NOT NULL,
	"due_date" date,
	"payment_modes" text,
	"note" text,
	"created_by_id" integer,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"business_id" integer NOT NULL,
	"first_name" text,
	"last_name" text,
	"client_name" text NOT NULL,
	"email" text,
	"phone_number" text,
	"active" boolean DEFAULT true NOT NULL,
	"favourite" boolean DEFAULT false NOT NULL,
	"approved" boolean DEFAULT true NOT NULL,
	"billing_company" text,
	"billing_address" text,
	"billing_city" text,
	"billing_postcode" text,
	"billing_country" text,
	"billing_email" text,
	"billing_phone" text,
	"deleted_at" timestamp with time zone,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'Queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"business_id" integer NOT NULL,
	"payment_value" text NOT NULL,
	"display_value" text NOT NULL,
	"display_name" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stk_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"business_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"checkout_request_id" text NOT NULL,
	"merchant_request_id" text NOT NULL,
	"phone_number" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"account_reference" text NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"result_code" integer,
	"result_desc" text,
	"receipt_number" text,
	"paid_amount" numeric(14, 2),
	"needs_review" boolean DEFAULT false NOT NULL,
	"raw_callback" jsonb,
	"raw_query" jsonb,
	"created_by_id" integer,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"last_queried_at" timestamp with time zone,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "transaction_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"business_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"product_id" integer,
	"original_product_id" integer,
	"variant_id" integer,
	"name" text NOT NULL,
	"long_desc" text,
	"quantity" numeric(14, 3) NOT NULL,
	"calc_price" numeric(14, 2) NOT NULL,
	"unit_cost" numeric(14, 2) DEFAULT 0 NOT NULL,
	"price_type" text DEFAULT 'R' NOT NULL,
	"selling_price" numeric(14, 2) DEFAULT 0 NOT NULL,
	"wholesale_price" numeric(14, 2) DEFAULT 0 NOT NULL,
	"min_selling_price" numeric(14, 2) DEFAULT 0 NOT NULL,
	"min_wholesale_price" numeric(14, 2) DEFAULT 0 NOT NULL,
	"buying_price" numeric(14, 2) DEFAULT 0 NOT NULL,
	"discount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"order_discount_share" numeric(14, 2) DEFAULT 0 NOT NULL,
	"line_amount" numeric(14, 2) NOT NULL,
	"tax" numeric(14, 2) NOT NULL,
	"tax_rate" numeric(6, 4) NOT NULL,
	"tax_id" integer,
	"tax_code" text,
	"tax_inclusive" boolean DEFAULT true NOT NULL,
	"is_bundle" boolean DEFAULT false NOT NULL,
	"serial_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"product_type" integer DEFAULT 0 NOT NULL,
	"kra_product_type" text,
	"bar_code" text,
	"product_code" text,
	"item_code" text,
	"item_classification_code" text,
	"packaging_unit_code" text,
	"quantity_unit_code" text,
	"track_inventory" boolean DEFAULT false NOT NULL,
	"returned_quantity" numeric(14, 3) DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transaction_payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"business_id" integer NOT NULL,
	"session_id" integer,
	"payment_value" text NOT NULL,
	"display_value" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"reference_number" text,
	"due_date" date
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"business_id" integer NOT NULL,
	"client_sale_id" uuid,
	"kind" text DEFAULT 'Sale' NOT NULL,
	"receipt_no" text NOT NULL,
	"transaction_date" timestamp with time zone NOT NULL,
	"sales_desc" text NOT NULL,
	"sales_type" integer DEFAULT 0 NOT NULL,
	"customer_id" integer,
	"client_name" text,
	"client_phone" text,
	"client_email" text,
	"sales_person_id" integer,
	"cashier_id" integer NOT NULL,
	"session_id" integer,
	"tax_exempt" boolean DEFAULT false NOT NULL,
	"price_type" text DEFAULT 'R' NOT NULL,
	"sub_total" numeric(14, 2) NOT NULL,
	"taxes" numeric(14, 2) NOT NULL,
	"discount" numeric(14, 2) NOT NULL,
	"discount_type" text DEFAULT 'KES' NOT NULL,
	"discount_input" numeric(14, 2) DEFAULT 0 NOT NULL,
	"shipping_fee" numeric(14, 2) DEFAULT 0 NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"total_paid" numeric(14, 2) NOT NULL,
	"balance" numeric(14, 2) NOT NULL,
	"paid" integer NOT NULL,
	"sales_status" integer DEFAULT 1 NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"original_transaction_id" integer,
	"share_token" text NOT NULL,
	"etims" jsonb,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_counters" ADD CONSTRAINT "business_counters_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "c2b_payments" ADD CONSTRAINT "c2b_payments_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_sessions" ADD CONSTRAINT "cash_sessions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_sessions" ADD CONSTRAINT "cash_sessions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_sessions" ADD CONSTRAINT "cash_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_sessions" ADD CONSTRAINT "cash_sessions_approved_by_id_users_id_fk" FOREIGN KEY ("approved_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_ledger" ADD CONSTRAINT "customer_ledger_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_ledger" ADD CONSTRAINT "customer_ledger_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_ledger" ADD CONSTRAINT "customer_ledger_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_ledger" ADD CONSTRAINT "customer_ledger_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stk_requests" ADD CONSTRAINT "stk_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stk_requests" ADD CONSTRAINT "stk_requests_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stk_requests" ADD CONSTRAINT "stk_requests_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_items" ADD CONSTRAINT "transaction_items_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_items" ADD CONSTRAINT "transaction_items_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_items" ADD CONSTRAINT "transaction_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_items" ADD CONSTRAINT "transaction_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_payments" ADD CONSTRAINT "transaction_payments_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_payments" ADD CONSTRAINT "transaction_payments_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_payments" ADD CONSTRAINT "transaction_payments_session_id_cash_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."cash_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_sales_person_id_users_id_fk" FOREIGN KEY ("sales_person_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_cashier_id_users_id_fk" FOREIGN KEY ("cashier_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_session_id_cash_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."cash_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "c2b_payments_trans_uq" ON "c2b_payments" USING btree ("trans_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_sessions_one_open_uq" ON "cash_sessions" USING btree ("business_id","user_id") WHERE "cash_sessions"."status" = 'Open';--> statement-breakpoint
CREATE INDEX "cash_sessions_user_idx" ON "cash_sessions" USING btree ("business_id","user_id","opened_at");--> statement-breakpoint
CREATE INDEX "customer_ledger_customer_idx" ON "customer_ledger" USING btree ("customer_id","transaction_date");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_phone_uq" ON "customers" USING btree ("business_id","phone_number") WHERE "customers"."deleted_at" is null and "customers"."phone_number" is not null;--> statement-breakpoint
CREATE INDEX "customers_name_idx" ON "customers" USING btree ("business_id","client_name");--> statement-breakpoint
CREATE INDEX "outbox_jobs_due_idx" ON "outbox_jobs" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_value_uq" ON "payment_methods" USING btree ("business_id",lower("payment_value"));--> statement-breakpoint
CREATE UNIQUE INDEX "stk_requests_checkout_uq" ON "stk_requests" USING btree ("checkout_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stk_requests_receipt_uq" ON "stk_requests" USING btree ("receipt_number") WHERE "stk_requests"."receipt_number" is not null;--> statement-breakpoint
CREATE INDEX "transaction_items_tx_idx" ON "transaction_items" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "transaction_payments_tx_idx" ON "transaction_payments" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "transaction_payments_session_idx" ON "transaction_payments" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_client_sale_uq" ON "transactions" USING btree ("business_id","client_sale_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_receipt_uq" ON "transactions" USING btree ("business_id","receipt_no");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_share_token_uq" ON "transactions" USING btree ("share_token");--> statement-breakpoint
CREATE INDEX "transactions_business_date_idx" ON "transactions" USING btree ("business_id","transaction_date");--> statement-breakpoint
CREATE INDEX "transactions_session_idx" ON "transactions" USING btree ("session_id");