CREATE TABLE "catalog_versions" (
	"business_id" integer PRIMARY KEY NOT NULL,
	"version" integer NOT NULL
);
--> statement-breakpoint
-- A business's catalogue version is redrawn when a transaction that changes which products its lists hold, or their
-- order, commits: an insert, a delete, or an update of a column the lists filter or sort by (not quantity: a sale's
-- stock update fires nothing). It is a DEFERRED constraint trigger so the version row is locked only at COMMIT,
-- the last lock the transaction takes: an immediate bump would hold it across the transaction's later statements,
-- and two catalogue edits could then deadlock on it. Once per business and transaction (a local setting remembers).
CREATE OR REPLACE FUNCTION products_bump_catalog_version() RETURNS trigger AS $$
DECLARE
  business integer;
BEGIN
  FOREACH business IN ARRAY ARRAY[CASE WHEN TG_OP = 'DELETE' THEN OLD.business_id ELSE NEW.business_id END,
                                  CASE WHEN TG_OP = 'UPDATE' THEN OLD.business_id END] LOOP
    CONTINUE WHEN business IS NULL OR current_setting('dukani.catalog_bumped_' || business, true) = '1';
    INSERT INTO catalog_versions AS current (business_id, version) VALUES (business, floor(random() * 2147483646)::integer + 1)
      ON CONFLICT (business_id) DO UPDATE
      SET version = CASE WHEN excluded.version = current.version THEN excluded.version % 2147483646 + 1 ELSE excluded.version END;
    PERFORM set_config('dukani.catalog_bumped_' || business, '1', true);
  END LOOP;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER products_catalog_version_insert_delete AFTER INSERT OR DELETE ON "products"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION products_bump_catalog_version();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER products_catalog_version_update
  AFTER UPDATE OF business_id, name, deleted_at, category_id, subcategory_id, product_type, buy_this, active, sell_this ON "products"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.business_id, OLD.name, OLD.deleted_at, OLD.category_id, OLD.subcategory_id, OLD.product_type, OLD.buy_this, OLD.active, OLD.sell_this)
        IS DISTINCT FROM (NEW.business_id, NEW.name, NEW.deleted_at, NEW.category_id, NEW.subcategory_id, NEW.product_type, NEW.buy_this, NEW.active, NEW.sell_this))
  EXECUTE FUNCTION products_bump_catalog_version();--> statement-breakpoint
-- Businesses that already have products start with a version of their own (no row reads as 0 for every database).
INSERT INTO catalog_versions (business_id, version)
  SELECT business_id, floor(random() * 2147483646)::integer + 1 FROM (SELECT DISTINCT business_id FROM products) AS shops;
