CREATE INDEX "products_business_updated_idx" ON "products" USING btree ("business_id","updated_on","id");--> statement-breakpoint
-- Every update of a product stamps updated_on, whoever writes it (a sale's stock update, an import, an edit):
-- the offline till's sync (Y1) finds changes by it and must never miss one.
CREATE OR REPLACE FUNCTION products_touch_updated_on() RETURNS trigger AS $$
BEGIN
  NEW.updated_on := now();
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER products_touch_updated_on BEFORE UPDATE ON "products" FOR EACH ROW EXECUTE FUNCTION products_touch_updated_on();
