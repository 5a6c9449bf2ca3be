-- Issue 37 item 2, hand SQL. On PostgreSQL a plain sale's write statement is sent with its COMMIT in one message, so
-- the shop's receipt counter is locked for that statement and its commit only. When the statement finds the sale needs
-- more than it can write (a take not made: the refusal's explanation; a product crossing its low-stock level: the
-- notice), it calls this to fail itself: nothing it wrote is kept, the COMMIT behind it is skipped, and the sale is
-- written again the full way (post-sale.ts). SQLSTATE DK001 names this refusal and nothing else.
CREATE OR REPLACE FUNCTION "sale_needs_full_path"() RETURNS integer LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RAISE EXCEPTION 'the sale needs the full path' USING ERRCODE = 'DK001';
END
$$;
