ALTER TABLE "etims_devices" ADD COLUMN "item_classes_synced_at" text;--> statement-breakpoint
ALTER TABLE "etims_devices" ADD COLUMN "item_classes" jsonb DEFAULT '[]'::jsonb NOT NULL;