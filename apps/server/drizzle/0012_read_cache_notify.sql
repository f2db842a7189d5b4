-- Reads kept in memory (platform/db/read-cache.ts) are forgotten in every API process when a table they were read
-- from changes: these triggers NOTIFY otodoke_reads with the table's name at commit (once per table and transaction).
-- Not told, as they change nothing kept: a new session, individual or account (no kept read names a row not yet
-- there), and a session's sliding expiry moving on (last_seen_at, expires_at later), which a signed-in browser's
-- requests do every five minutes. The list of tables is read-cache.ts's NOTIFYING_TABLES (a test compares them).
CREATE OR REPLACE FUNCTION otodoke_reads_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('otodoke_reads', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_reads_changed AFTER UPDATE ON sessions FOR EACH ROW
  WHEN (
    ROW(OLD.revoked_at, OLD.current_account_id, OLD.takeover_account_id, OLD.individual_id, OLD.token_hash)
      IS DISTINCT FROM ROW(NEW.revoked_at, NEW.current_account_id, NEW.takeover_account_id, NEW.individual_id, NEW.token_hash)
    OR NEW.expires_at < OLD.expires_at
  )
  EXECUTE FUNCTION otodoke_reads_changed();
--> statement-breakpoint
CREATE TRIGGER sessions_reads_removed AFTER DELETE OR TRUNCATE ON sessions FOR EACH STATEMENT
  EXECUTE FUNCTION otodoke_reads_changed();
--> statement-breakpoint
CREATE TRIGGER individuals_reads_changed AFTER UPDATE OR DELETE OR TRUNCATE ON individuals FOR EACH STATEMENT
  EXECUTE FUNCTION otodoke_reads_changed();
--> statement-breakpoint
CREATE TRIGGER accounts_reads_changed AFTER UPDATE OR DELETE OR TRUNCATE ON accounts FOR EACH STATEMENT
  EXECUTE FUNCTION otodoke_reads_changed();
--> statement-breakpoint
CREATE TRIGGER account_members_reads_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON account_members FOR EACH STATEMENT
  EXECUTE FUNCTION otodoke_reads_changed();
--> statement-breakpoint
CREATE TRIGGER account_feature_flags_reads_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON account_feature_flags FOR EACH STATEMENT
  EXECUTE FUNCTION otodoke_reads_changed();
--> statement-breakpoint
CREATE TRIGGER artists_reads_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON artists FOR EACH STATEMENT
  EXECUTE FUNCTION otodoke_reads_changed();
--> statement-breakpoint
CREATE TRIGGER releases_reads_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON releases FOR EACH STATEMENT
  EXECUTE FUNCTION otodoke_reads_changed();
--> statement-breakpoint
CREATE TRIGGER release_artists_reads_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON release_artists FOR EACH STATEMENT
  EXECUTE FUNCTION otodoke_reads_changed();
--> statement-breakpoint
CREATE TRIGGER songs_reads_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON songs FOR EACH STATEMENT
  EXECUTE FUNCTION otodoke_reads_changed();
--> statement-breakpoint
CREATE TRIGGER plan_terms_reads_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON plan_terms FOR EACH STATEMENT
  EXECUTE FUNCTION otodoke_reads_changed();
--> statement-breakpoint
CREATE TRIGGER payment_orders_reads_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON payment_orders FOR EACH STATEMENT
  EXECUTE FUNCTION otodoke_reads_changed();
--> statement-breakpoint
CREATE TRIGGER messages_reads_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON messages FOR EACH STATEMENT
  EXECUTE FUNCTION otodoke_reads_changed();
--> statement-breakpoint
CREATE TRIGGER message_reads_reads_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON message_reads FOR EACH STATEMENT
  EXECUTE FUNCTION otodoke_reads_changed();
--> statement-breakpoint
CREATE TRIGGER uploads_reads_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON uploads FOR EACH STATEMENT
  EXECUTE FUNCTION otodoke_reads_changed();
