DROP INDEX "sms_messages_due_idx";--> statement-breakpoint
ALTER TABLE "outbox_jobs" ADD COLUMN "business_id" integer;--> statement-breakpoint
ALTER TABLE "outbox_jobs" ADD COLUMN "leased_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_jobs" ADD COLUMN "lease_token" text;--> statement-breakpoint
ALTER TABLE "outbox_jobs" ADD COLUMN "dead_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_jobs_lease_idx" ON "outbox_jobs" USING btree ("status","leased_until");--> statement-breakpoint
CREATE INDEX "outbox_jobs_business_idx" ON "outbox_jobs" USING btree ("business_id","status");--> statement-breakpoint
-- Data: jobs that gave up are Dead now; existing jobs learn their business so its owner can see them.
UPDATE "outbox_jobs" SET "status" = 'Dead', "dead_at" = now() WHERE "status" = 'Failed';--> statement-breakpoint
UPDATE "outbox_jobs" AS j SET "business_id" = s."business_id" FROM "stk_requests" AS s WHERE j."kind" = 'mpesa.stkQuery' AND s."checkout_request_id" = j."payload"->>'checkoutRequestId';--> statement-breakpoint
UPDATE "outbox_jobs" AS j SET "business_id" = t."business_id" FROM "transactions" AS t WHERE j."kind" = 'etims.sendSale' AND t."id"::text = j."payload"->>'transactionId';--> statement-breakpoint
-- SMS still waiting in the old SMS outbox become sms.send jobs, due when they were, before their due column goes.
INSERT INTO "outbox_jobs" ("kind", "payload", "status", "next_attempt_at", "created_on") SELECT 'sms.send', jsonb_build_object('smsMessageId', "id"), 'Queued', "next_attempt_at", "created_on" FROM "sms_messages" WHERE "status" = 'Queued' ORDER BY "id";--> statement-breakpoint
ALTER TABLE "sms_messages" DROP COLUMN "next_attempt_at";