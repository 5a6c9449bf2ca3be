ALTER TABLE "customer_ledger" ADD COLUMN "session_id" integer;--> statement-breakpoint
ALTER TABLE "cash_sessions" ADD COLUMN "debt_payments" jsonb;--> statement-breakpoint
ALTER TABLE "customer_ledger" ADD CONSTRAINT "customer_ledger_session_id_cash_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."cash_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_ledger_session_idx" ON "customer_ledger" USING btree ("session_id") WHERE "customer_ledger"."session_id" is not null;