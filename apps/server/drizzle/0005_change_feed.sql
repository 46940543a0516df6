-- Every change that can alter a session, a unit's configuration or what a member may open is
-- announced on the channel `mirante_changes` when its transaction commits, as `table:key`.
-- Server instances keep copies of those reads in memory and drop them on these notices, so a
-- change made anywhere (another instance, a job, a command-line tool, psql) reaches them all.
CREATE FUNCTION mirante_notify_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb := to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END);
BEGIN
  PERFORM pg_notify('mirante_changes', TG_TABLE_NAME || ':' || coalesce(changed ->> TG_ARGV[0], ''));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A session matters when it ends, is renewed or is removed; its heartbeat (last_seen_at) does not.
CREATE TRIGGER sessions_changed AFTER UPDATE ON sessions FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at
    OR OLD.expires_at IS DISTINCT FROM NEW.expires_at
    OR OLD.token_hash IS DISTINCT FROM NEW.token_hash)
  EXECUTE FUNCTION mirante_notify_change('id');
--> statement-breakpoint
CREATE TRIGGER sessions_removed AFTER DELETE ON sessions FOR EACH ROW
  EXECUTE FUNCTION mirante_notify_change('id');
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER INSERT OR UPDATE OR DELETE ON users FOR EACH ROW
  EXECUTE FUNCTION mirante_notify_change('id');
--> statement-breakpoint
CREATE TRIGGER memberships_changed AFTER INSERT OR UPDATE OR DELETE ON memberships FOR EACH ROW
  EXECUTE FUNCTION mirante_notify_change('user_id');
--> statement-breakpoint
CREATE TRIGGER companies_changed AFTER INSERT OR UPDATE OR DELETE ON companies FOR EACH ROW
  EXECUTE FUNCTION mirante_notify_change('id');
--> statement-breakpoint
CREATE TRIGGER company_configs_changed AFTER INSERT OR UPDATE OR DELETE ON company_configs FOR EACH ROW
  EXECUTE FUNCTION mirante_notify_change('company_id');
--> statement-breakpoint
CREATE TRIGGER reports_changed AFTER INSERT OR UPDATE OR DELETE ON reports FOR EACH ROW
  EXECUTE FUNCTION mirante_notify_change('company_id');
--> statement-breakpoint
CREATE TRIGGER report_access_changed AFTER INSERT OR UPDATE OR DELETE ON report_access FOR EACH ROW
  EXECUTE FUNCTION mirante_notify_change('company_id');
--> statement-breakpoint
CREATE TRIGGER report_groups_changed AFTER INSERT OR UPDATE OR DELETE ON report_groups FOR EACH ROW
  EXECUTE FUNCTION mirante_notify_change('company_id');
--> statement-breakpoint
CREATE TRIGGER user_groups_changed AFTER INSERT OR UPDATE OR DELETE ON user_groups FOR EACH ROW
  EXECUTE FUNCTION mirante_notify_change('company_id');
--> statement-breakpoint
CREATE TRIGGER playlists_changed AFTER INSERT OR UPDATE OR DELETE ON playlists FOR EACH ROW
  EXECUTE FUNCTION mirante_notify_change('company_id');
--> statement-breakpoint
CREATE TRIGGER playlist_items_changed AFTER INSERT OR UPDATE OR DELETE ON playlist_items FOR EACH ROW
  EXECUTE FUNCTION mirante_notify_change('company_id');
