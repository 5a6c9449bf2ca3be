-- Issue 37: a sale's write statement is sent with its COMMIT in one round trip, so the shop's receipt counter is
-- locked for that statement only. When the statement finds the sale needs more than it can say (a take not made, a
-- low-stock notice due), it calls this to fail itself: the queued COMMIT then ends the transaction as a ROLLBACK
-- and the sale is written again the full way (post-sale.ts). SQLSTATE DK001 names this refusal and nothing else.
CREATE OR REPLACE FUNCTION "sale_needs_full_path"() RETURNS integer LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RAISE EXCEPTION 'the sale needs the full path' USING ERRCODE = 'DK001';
END
$$;
