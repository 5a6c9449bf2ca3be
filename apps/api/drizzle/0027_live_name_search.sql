CREATE INDEX "products_live_long_search_idx" ON "products" USING btree ("business_id",lower("name"),"id","name") WHERE "products"."deleted_at" is null and octet_length("products"."search_text") > 700;--> statement-breakpoint
-- Hand SQL (drizzle has no INCLUDE): the lists' name order with every column a search's filters read, so a search's
-- walk in list order is an index-only scan that checks search_text in the index instead of fetching each row it
-- passes (1,000,000 products: a brand that sorts after five others walked 125,000 rows from the heap, 1.9 s). A btree
-- tuple holds at most 2,704 bytes: rows whose text is longer (many variants' codes) are in products_live_long_search_idx.
CREATE INDEX "products_live_name_search_idx" ON "products" USING btree ("business_id",lower("name"),"id")
  INCLUDE ("name","search_text","active","sell_this","buy_this","product_type","category_id","subcategory_id")
  WHERE "deleted_at" is null and octet_length("search_text") <= 700;
