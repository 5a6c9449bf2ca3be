ALTER TABLE "cash_register_settings" ADD COLUMN "mtn_momo_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cash_register_settings" ADD COLUMN "airtel_money_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stk_requests" ADD COLUMN "provider" text DEFAULT 'Mpesa' NOT NULL;