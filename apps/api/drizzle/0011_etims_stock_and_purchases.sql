CREATE TABLE "etims_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"business_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"supplier_pin" text NOT NULL,
	"supplier_branch_id" text NOT NULL,
	"supplier_invoice_no" integer NOT NULL,
	"invoice_no" integer NOT NULL,
	"received_at" timestamp with time zone,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "etims_stock_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"business_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"sar_no" integer NOT NULL,
	"org_sar_no" integer DEFAULT 0 NOT NULL,
	"sar_ty_cd" text NOT NULL,
	"occurred_on" text NOT NULL,
	"cust_tin" text,
	"cust_nm" text,
	"cust_bhf_id" text,
	"transaction_id" integer,
	"lines" jsonb NOT NULL,
	"state" text DEFAULT 'Waiting' NOT NULL,
	"is_movement_sent" boolean DEFAULT false NOT NULL,
	"last_error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "etims_devices" ADD COLUMN "last_sar_no" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "etims_devices" ADD COLUMN "last_purchase_no" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "etims_purchases" ADD CONSTRAINT "etims_purchases_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etims_purchases" ADD CONSTRAINT "etims_purchases_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etims_purchases" ADD CONSTRAINT "etims_purchases_device_id_etims_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."etims_devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etims_stock_reports" ADD CONSTRAINT "etims_stock_reports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etims_stock_reports" ADD CONSTRAINT "etims_stock_reports_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etims_stock_reports" ADD CONSTRAINT "etims_stock_reports_device_id_etims_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."etims_devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etims_stock_reports" ADD CONSTRAINT "etims_stock_reports_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "etims_purchases_supplier_uq" ON "etims_purchases" USING btree ("device_id","supplier_pin","supplier_branch_id","supplier_invoice_no");--> statement-breakpoint
CREATE UNIQUE INDEX "etims_purchases_invoice_uq" ON "etims_purchases" USING btree ("device_id","invoice_no");--> statement-breakpoint
CREATE UNIQUE INDEX "etims_stock_reports_device_sar_uq" ON "etims_stock_reports" USING btree ("device_id","sar_no");--> statement-breakpoint
CREATE INDEX "etims_stock_reports_business_idx" ON "etims_stock_reports" USING btree ("business_id","id");