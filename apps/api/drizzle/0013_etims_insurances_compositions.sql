CREATE TABLE "etims_insurances" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"business_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"insurance_code" text NOT NULL,
	"insurance_name" text NOT NULL,
	"premium_rate" integer NOT NULL,
	"used_unused" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "etims_item_compositions" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"business_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"item_code" text NOT NULL,
	"composition_item_code" text NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "etims_insurances" ADD CONSTRAINT "etims_insurances_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etims_insurances" ADD CONSTRAINT "etims_insurances_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etims_insurances" ADD CONSTRAINT "etims_insurances_device_id_etims_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."etims_devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etims_item_compositions" ADD CONSTRAINT "etims_item_compositions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etims_item_compositions" ADD CONSTRAINT "etims_item_compositions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etims_item_compositions" ADD CONSTRAINT "etims_item_compositions_device_id_etims_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."etims_devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "etims_insurances_code_uq" ON "etims_insurances" USING btree ("device_id","insurance_code");--> statement-breakpoint
CREATE UNIQUE INDEX "etims_item_compositions_pair_uq" ON "etims_item_compositions" USING btree ("device_id","item_code","composition_item_code");