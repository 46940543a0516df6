-- The operator's report list (every unit's reports with their workspace, provider account and
-- capacity) is kept in memory: a change of any of those must drop the copies, so announce them.
CREATE TRIGGER workspaces_changed AFTER INSERT OR UPDATE OR DELETE ON workspaces FOR EACH ROW
  EXECUTE FUNCTION mirante_notify_change('company_id');
--> statement-breakpoint
CREATE TRIGGER provider_accounts_changed AFTER INSERT OR UPDATE OR DELETE ON provider_accounts FOR EACH ROW
  EXECUTE FUNCTION mirante_notify_change('company_id');
--> statement-breakpoint
CREATE TRIGGER capacities_changed AFTER INSERT OR UPDATE OR DELETE ON capacities FOR EACH ROW
  EXECUTE FUNCTION mirante_notify_change('company_id');
