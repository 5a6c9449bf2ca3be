ALTER TABLE "customer_ledger" ADD COLUMN "stk_request_id" integer;--> statement-breakpoint
ALTER TABLE "stk_requests" ADD COLUMN "customer_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_ledger_stk_uq" ON "customer_ledger" USING btree ("stk_request_id") WHERE "customer_ledger"."stk_request_id" is not null;