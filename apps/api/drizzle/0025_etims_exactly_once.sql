ALTER TABLE "etims_devices" ADD COLUMN "sender_token" text;--> statement-breakpoint
ALTER TABLE "etims_devices" ADD COLUMN "sender_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "etims_documents_open_idx" ON "etims_documents" USING btree ("state") WHERE "etims_documents"."state" <> 'Signed';--> statement-breakpoint
-- Before the unique key: a document's stock movement queued twice by two senders (issue 35). The first report
-- stays; a later one not yet sent stops unsent (it would deduct the goods again); every later one loses its link to
-- the document, so it stays as history and the key can be built.
UPDATE "etims_stock_reports" SET "state" = 'Refused', "last_error" = 'A second report of the same document: not sent'
WHERE "state" = 'Waiting' AND NOT "is_movement_sent" AND "transaction_id" IS NOT NULL AND EXISTS (
  SELECT 1 FROM "etims_stock_reports" AS "first" WHERE "first"."transaction_id" = "etims_stock_reports"."transaction_id"
    AND "first"."sar_ty_cd" = "etims_stock_reports"."sar_ty_cd" AND "first"."id" < "etims_stock_reports"."id");--> statement-breakpoint
UPDATE "etims_stock_reports" SET "transaction_id" = NULL
WHERE "transaction_id" IS NOT NULL AND EXISTS (
  SELECT 1 FROM "etims_stock_reports" AS "first" WHERE "first"."transaction_id" = "etims_stock_reports"."transaction_id"
    AND "first"."sar_ty_cd" = "etims_stock_reports"."sar_ty_cd" AND "first"."id" < "etims_stock_reports"."id");--> statement-breakpoint
CREATE UNIQUE INDEX "etims_stock_reports_document_uq" ON "etims_stock_reports" USING btree ("transaction_id","sar_ty_cd");--> statement-breakpoint
CREATE INDEX "etims_stock_reports_open_idx" ON "etims_stock_reports" USING btree ("state") WHERE "etims_stock_reports"."state" <> 'Sent';