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
ALTER TABLE "etims_devices" ADD COLUMN "last_purchase_no" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "etims_purchases" ADD CONSTRAINT "etims_purchases_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etims_purchases" ADD CONSTRAINT "etims_purchases_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etims_purchases" ADD CONSTRAINT "etims_purchases_device_id_etims_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."etims_devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "etims_purchases_supplier_uq" ON "etims_purchases" USING btree ("device_id","supplier_pin","supplier_branch_id","supplier_invoice_no");--> statement-breakpoint
CREATE UNIQUE INDEX "etims_purchases_invoice_uq" ON "etims_purchases" USING btree ("device_id","invoice_no");