-- Issue 35: every API process caches who may do what (http/auth-state.ts). A committed change to the tables that
-- decide it is announced on the channel dukani_auth_changed as "<table>:<tenant id>" ("*": every tenant), which each
-- process LISTENs on (db/change-feed.ts) to forget that tenant's entries. PostgreSQL delivers a notification at
-- commit and sends one payload once per transaction, so a bulk change costs one message per tenant.
CREATE OR REPLACE FUNCTION dukani_notify_auth_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' OR TG_NARGS = 0 THEN
    PERFORM pg_notify('dukani_auth_changed', TG_TABLE_NAME || ':*');
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('dukani_auth_changed', TG_TABLE_NAME || ':' || coalesce(to_jsonb(OLD) ->> TG_ARGV[0], '*'));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('dukani_auth_changed', TG_TABLE_NAME || ':' || coalesce(to_jsonb(NEW) ->> TG_ARGV[0], '*'));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_auth_changed AFTER INSERT OR UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION dukani_notify_auth_change('tenant_id');
--> statement-breakpoint
CREATE TRIGGER business_users_auth_changed AFTER INSERT OR UPDATE OR DELETE ON business_users FOR EACH ROW EXECUTE FUNCTION dukani_notify_auth_change('tenant_id');
--> statement-breakpoint
CREATE TRIGGER businesses_auth_changed AFTER INSERT OR UPDATE OR DELETE ON businesses FOR EACH ROW EXECUTE FUNCTION dukani_notify_auth_change('tenant_id');
--> statement-breakpoint
CREATE TRIGGER tenants_auth_changed AFTER INSERT OR UPDATE OR DELETE ON tenants FOR EACH ROW EXECUTE FUNCTION dukani_notify_auth_change('id');
--> statement-breakpoint
CREATE TRIGGER plans_auth_changed AFTER INSERT OR UPDATE OR DELETE ON plans FOR EACH ROW EXECUTE FUNCTION dukani_notify_auth_change();
--> statement-breakpoint
CREATE TRIGGER users_auth_truncated AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION dukani_notify_auth_change();
--> statement-breakpoint
CREATE TRIGGER business_users_auth_truncated AFTER TRUNCATE ON business_users FOR EACH STATEMENT EXECUTE FUNCTION dukani_notify_auth_change();
--> statement-breakpoint
CREATE TRIGGER businesses_auth_truncated AFTER TRUNCATE ON businesses FOR EACH STATEMENT EXECUTE FUNCTION dukani_notify_auth_change();
--> statement-breakpoint
CREATE TRIGGER tenants_auth_truncated AFTER TRUNCATE ON tenants FOR EACH STATEMENT EXECUTE FUNCTION dukani_notify_auth_change();
--> statement-breakpoint
CREATE TRIGGER plans_auth_truncated AFTER TRUNCATE ON plans FOR EACH STATEMENT EXECUTE FUNCTION dukani_notify_auth_change();
