CREATE INDEX "transactions_original_idx" ON "transactions" USING btree ("original_transaction_id") WHERE "transactions"."original_transaction_id" is not null;--> statement-breakpoint
-- Void, refund and credit note (L3–L5) moved from `pos` to their own key `refunds` (API.md §1.2, issue 31):
-- every plan that sells keeps the right to give back; a role still needs the key for it.
UPDATE "plans" SET "modules" = array_append("modules", 'refunds') WHERE 'pos' = ANY("modules") AND NOT ('refunds' = ANY("modules"));
