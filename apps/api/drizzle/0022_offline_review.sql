ALTER TABLE "notifications" ADD COLUMN "audience" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "review" jsonb;