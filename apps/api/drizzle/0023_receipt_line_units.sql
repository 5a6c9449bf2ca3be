ALTER TABLE "transaction_items" ADD COLUMN "unit_id" integer;--> statement-breakpoint
-- Sales made before this kept no unit: their lines take the product's unit as it is now (a bundle sells whole),
-- so an old receipt reprinted prints "1.5 kg" too. A quick-sale line has no product and stays without one.
UPDATE "transaction_items" SET "unit_id" = "products"."unit_id" FROM "products" WHERE "products"."id" = "transaction_items"."product_id" AND "transaction_items"."is_bundle" = false;
--> statement-breakpoint
UPDATE "transaction_items" SET "unit_id" = 1 WHERE "is_bundle" = true;
