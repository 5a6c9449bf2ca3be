CREATE TABLE "sales_day_products" (
	"business_id" integer NOT NULL,
	"day" date NOT NULL,
	"product_id" integer,
	"name" text NOT NULL,
	"quantity" numeric NOT NULL,
	"sales_amount" numeric NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_rollup_days" (
	"business_id" integer NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "sales_rollup_days_business_id_day_pk" PRIMARY KEY("business_id","day")
);
--> statement-breakpoint
CREATE INDEX "sales_day_products_business_day_idx" ON "sales_day_products" USING btree ("business_id","day");--> statement-breakpoint
-- The rollup's lock for a business's local day (sales-rollup.ts): negative, so it never meets the migration's lock.
CREATE OR REPLACE FUNCTION sales_rollup_lock_key(business integer, day date) RETURNS bigint
  LANGUAGE sql IMMUTABLE AS $$ SELECT -(business::bigint * 100000 + (day - DATE '2000-01-01')) $$;--> statement-breakpoint
-- A document written, voided or changed clears the stored sums of its local day. The day is the shop's (UTC−12 to
-- UTC+14 covers every zone), so the up to three calendar days the instant can fall on are all cleared: a neighbour
-- recomputed now and then costs less than a lookup of the business's zone on every sale. The shared lock (held to
-- COMMIT) makes a reader that fills a day (exclusive try-lock, then reads) either wait out this transaction's rows or
-- see them: without it, a fill whose snapshot predates this commit could store the day after this delete ran.
-- Writers take only shared locks, so sales never wait on each other here.
CREATE OR REPLACE FUNCTION sales_rollup_invalidate(business integer, at timestamptz) RETURNS void AS $$
DECLARE
  first_day date := ((at AT TIME ZONE 'UTC') - interval '12 hours')::date;
  last_day date := ((at AT TIME ZONE 'UTC') + interval '14 hours')::date;
  day date := first_day;
BEGIN
  WHILE day <= last_day LOOP
    PERFORM pg_advisory_xact_lock_shared(sales_rollup_lock_key(business, day));
    day := day + 1;
  END LOOP;
  DELETE FROM sales_rollup_days WHERE business_id = business AND sales_rollup_days.day BETWEEN first_day AND last_day;
  IF FOUND THEN
    DELETE FROM sales_day_products WHERE business_id = business AND sales_day_products.day BETWEEN first_day AND last_day;
  END IF;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE OR REPLACE FUNCTION transactions_sales_rollup_invalidate() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM sales_rollup_invalidate(OLD.business_id, OLD.transaction_date); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM sales_rollup_invalidate(NEW.business_id, NEW.transaction_date); END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER transactions_sales_rollup_insert_delete AFTER INSERT OR DELETE ON "transactions"
  FOR EACH ROW EXECUTE FUNCTION transactions_sales_rollup_invalidate();--> statement-breakpoint
CREATE TRIGGER transactions_sales_rollup_update AFTER UPDATE OF business_id, transaction_date, kind, is_deleted, sales_status ON "transactions"
  FOR EACH ROW
  WHEN ((OLD.business_id, OLD.transaction_date, OLD.kind, OLD.is_deleted, OLD.sales_status)
        IS DISTINCT FROM (NEW.business_id, NEW.transaction_date, NEW.kind, NEW.is_deleted, NEW.sales_status))
  EXECUTE FUNCTION transactions_sales_rollup_invalidate();--> statement-breakpoint
-- A line changed in what the sums read clears its document's day. Lines are only ever inserted with their own new
-- document (write-sale-rows.ts, write-return.ts), whose insert clears the day; a refund's update of the sold line's
-- returned_quantity reads nothing the sums read and fires nothing.
CREATE OR REPLACE FUNCTION transaction_items_sales_rollup_invalidate() RETURNS trigger AS $$
BEGIN
  PERFORM sales_rollup_invalidate(t.business_id, t.transaction_date) FROM transactions t
    WHERE t.id IN (OLD.transaction_id, CASE WHEN TG_OP = 'UPDATE' THEN NEW.transaction_id END);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER transaction_items_sales_rollup_delete AFTER DELETE ON "transaction_items"
  FOR EACH ROW EXECUTE FUNCTION transaction_items_sales_rollup_invalidate();--> statement-breakpoint
CREATE TRIGGER transaction_items_sales_rollup_update AFTER UPDATE OF transaction_id, product_id, name, quantity, line_amount, tax, tax_inclusive ON "transaction_items"
  FOR EACH ROW
  WHEN ((OLD.transaction_id, OLD.product_id, OLD.name, OLD.quantity, OLD.line_amount, OLD.tax, OLD.tax_inclusive)
        IS DISTINCT FROM (NEW.transaction_id, NEW.product_id, NEW.name, NEW.quantity, NEW.line_amount, NEW.tax, NEW.tax_inclusive))
  EXECUTE FUNCTION transaction_items_sales_rollup_invalidate();
