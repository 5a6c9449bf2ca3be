CREATE TABLE "billing_plan_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"business_id" integer NOT NULL,
	"from_plan_id" integer NOT NULL,
	"to_plan_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"invoice_id" integer,
	"effective_on" timestamp with time zone,
	"lapses_on" timestamp with time zone,
	"created_by_id" integer,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_on" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "billing_plan_changes" ADD CONSTRAINT "billing_plan_changes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_plan_changes" ADD CONSTRAINT "billing_plan_changes_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_plan_changes" ADD CONSTRAINT "billing_plan_changes_from_plan_id_plans_id_fk" FOREIGN KEY ("from_plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_plan_changes" ADD CONSTRAINT "billing_plan_changes_to_plan_id_plans_id_fk" FOREIGN KEY ("to_plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_plan_changes" ADD CONSTRAINT "billing_plan_changes_invoice_id_billing_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."billing_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_plan_changes" ADD CONSTRAINT "billing_plan_changes_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_plan_changes_pending_uq" ON "billing_plan_changes" USING btree ("tenant_id") WHERE "billing_plan_changes"."status" = 'Pending';--> statement-breakpoint
CREATE INDEX "billing_plan_changes_invoice_idx" ON "billing_plan_changes" USING btree ("invoice_id");--> statement-breakpoint
-- A free plan has no end: nothing is paid for it, so no date can run out (issue 32). Its 0 invoices were never money.
UPDATE "tenants" SET "plan_expires_on" = NULL WHERE "plan_id" IN (SELECT "id" FROM "plans" WHERE "price" <= 0);--> statement-breakpoint
UPDATE "billing_invoices" SET "status" = 'Cancelled' WHERE "amount" <= 0 AND "status" IN ('Unpaid', 'PartPaid');
