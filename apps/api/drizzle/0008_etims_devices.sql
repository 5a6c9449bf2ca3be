CREATE TABLE "etims_branch_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"business_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"user_name" text NOT NULL,
	"address" text,
	"contact" text,
	"authority_code" text,
	"remark" text,
	"used_unused" text NOT NULL,
	"registration_name" text,
	"registration_id" text,
	"modifier_name" text,
	"modifier_id" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "etims_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"business_id" integer NOT NULL,
	"tin" text NOT NULL,
	"bhf_id" text NOT NULL,
	"dvc_srl_no" text NOT NULL,
	"sdc_id" text NOT NULL,
	"mrc_no" text,
	"dvc_id" text,
	"cmc_key" text NOT NULL,
	"taxpayer_name" text,
	"branch_name" text,
	"last_invoice_no" integer DEFAULT 0 NOT NULL,
	"last_item_sequence" integer DEFAULT 0 NOT NULL,
	"code_list_synced_at" text,
	"code_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notices_synced_at" text,
	"created_by_id" integer,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "etims_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"business_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"transaction_id" integer NOT NULL,
	"receipt_type" text NOT NULL,
	"state" text DEFAULT 'Waiting' NOT NULL,
	"invoice_no" integer,
	"is_maybe_held" boolean DEFAULT false NOT NULL,
	"request" jsonb,
	"last_error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"signed_at" timestamp with time zone,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "etims_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"business_id" integer NOT NULL,
	"item_key" text NOT NULL,
	"product_id" integer,
	"item_code" text NOT NULL,
	"registered_at" timestamp with time zone,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "etims_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"business_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"notice_no" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"detail_url" text,
	"registered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "etims_error" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "etims_branch_users" ADD CONSTRAINT "etims_branch_users_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etims_branch_users" ADD CONSTRAINT "etims_branch_users_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etims_branch_users" ADD CONSTRAINT "etims_branch_users_device_id_etims_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."etims_devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etims_devices" ADD CONSTRAINT "etims_devices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etims_devices" ADD CONSTRAINT "etims_devices_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etims_devices" ADD CONSTRAINT "etims_devices_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etims_documents" ADD CONSTRAINT "etims_documents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etims_documents" ADD CONSTRAINT "etims_documents_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etims_documents" ADD CONSTRAINT "etims_documents_device_id_etims_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."etims_devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etims_documents" ADD CONSTRAINT "etims_documents_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etims_items" ADD CONSTRAINT "etims_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etims_items" ADD CONSTRAINT "etims_items_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etims_items" ADD CONSTRAINT "etims_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etims_notices" ADD CONSTRAINT "etims_notices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etims_notices" ADD CONSTRAINT "etims_notices_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etims_notices" ADD CONSTRAINT "etims_notices_device_id_etims_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."etims_devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "etims_branch_users_device_idx" ON "etims_branch_users" USING btree ("device_id");--> statement-breakpoint
CREATE UNIQUE INDEX "etims_devices_business_branch_uq" ON "etims_devices" USING btree ("business_id","bhf_id");--> statement-breakpoint
CREATE UNIQUE INDEX "etims_documents_transaction_uq" ON "etims_documents" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "etims_documents_invoice_uq" ON "etims_documents" USING btree ("device_id","invoice_no");--> statement-breakpoint
CREATE INDEX "etims_documents_device_state_idx" ON "etims_documents" USING btree ("device_id","state","id");--> statement-breakpoint
CREATE UNIQUE INDEX "etims_items_business_key_uq" ON "etims_items" USING btree ("business_id","item_key");--> statement-breakpoint
CREATE UNIQUE INDEX "etims_items_business_code_uq" ON "etims_items" USING btree ("business_id","item_code");--> statement-breakpoint
CREATE UNIQUE INDEX "etims_notices_device_no_uq" ON "etims_notices" USING btree ("device_id","notice_no");