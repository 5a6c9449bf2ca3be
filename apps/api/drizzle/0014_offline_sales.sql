ALTER TABLE "transactions" ADD COLUMN "offline" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "device_receipt_no" text;--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_device_receipt_uq" ON "transactions" USING btree ("business_id","device_receipt_no");