-- Totals kept by the database itself: the billing people list's memberships per unit (or per
-- partner for a partner's own people) and the units' live reports per workspace and kind. Row
-- triggers add the change of each row in the same transaction (an upsert, which the row lock of
-- the count serializes under concurrent writes); a soft delete or restore is a change of
-- deleted_at and counts as one. The triggers run as the owner, the application's roles only read.
CREATE TABLE "billing_membership_counts" (
	"company_id" integer,
	"partner_id" integer,
	"n" integer NOT NULL,
	CONSTRAINT "billing_membership_counts_key" UNIQUE NULLS NOT DISTINCT("company_id","partner_id")
);
--> statement-breakpoint
CREATE TABLE "unit_report_counts" (
	"company_id" integer NOT NULL,
	"workspace_id" integer,
	"kind" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "unit_report_counts_key" UNIQUE NULLS NOT DISTINCT("company_id","workspace_id","kind")
);
--> statement-breakpoint
CREATE FUNCTION mirante_count_billing_memberships() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_catalog AS $$
DECLARE
  was boolean := TG_OP <> 'INSERT' AND OLD.deleted_at IS NULL AND OLD.perfil_usuario IN ('master', 'admin', 'user');
  now_counted boolean := TG_OP <> 'DELETE' AND NEW.deleted_at IS NULL AND NEW.perfil_usuario IN ('master', 'admin', 'user');
BEGIN
  IF was AND now_counted AND OLD.company_id IS NOT DISTINCT FROM NEW.company_id
      AND OLD.partner_id IS NOT DISTINCT FROM NEW.partner_id THEN
    RETURN NULL;
  END IF;
  IF was THEN
    INSERT INTO billing_membership_counts AS c (company_id, partner_id, n) VALUES (OLD.company_id, OLD.partner_id, -1)
      ON CONFLICT ON CONSTRAINT billing_membership_counts_key DO UPDATE SET n = c.n - 1;
  END IF;
  IF now_counted THEN
    INSERT INTO billing_membership_counts AS c (company_id, partner_id, n) VALUES (NEW.company_id, NEW.partner_id, 1)
      ON CONFLICT ON CONSTRAINT billing_membership_counts_key DO UPDATE SET n = c.n + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER memberships_counted AFTER INSERT OR UPDATE OR DELETE ON memberships FOR EACH ROW
  EXECUTE FUNCTION mirante_count_billing_memberships();
--> statement-breakpoint
CREATE FUNCTION mirante_count_unit_reports() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_catalog AS $$
DECLARE
  was boolean := TG_OP <> 'INSERT' AND OLD.deleted_at IS NULL;
  now_counted boolean := TG_OP <> 'DELETE' AND NEW.deleted_at IS NULL;
BEGIN
  IF was AND now_counted AND OLD.company_id = NEW.company_id
      AND OLD.workspace_id IS NOT DISTINCT FROM NEW.workspace_id AND OLD.kind = NEW.kind THEN
    RETURN NULL;
  END IF;
  IF was THEN
    INSERT INTO unit_report_counts AS c (company_id, workspace_id, kind, n)
      VALUES (OLD.company_id, OLD.workspace_id, OLD.kind, -1)
      ON CONFLICT ON CONSTRAINT unit_report_counts_key DO UPDATE SET n = c.n - 1;
  END IF;
  IF now_counted THEN
    INSERT INTO unit_report_counts AS c (company_id, workspace_id, kind, n)
      VALUES (NEW.company_id, NEW.workspace_id, NEW.kind, 1)
      ON CONFLICT ON CONSTRAINT unit_report_counts_key DO UPDATE SET n = c.n + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reports_counted AFTER INSERT OR UPDATE OR DELETE ON reports FOR EACH ROW
  EXECUTE FUNCTION mirante_count_unit_reports();
--> statement-breakpoint
-- Counts every row again: the backfill below, and after a load that bypassed the triggers
-- (session_replication_role = replica, as the scale bench fills its tables).
CREATE FUNCTION mirante_recount_kept_counts() RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_catalog AS $$
BEGIN
  LOCK TABLE memberships, reports IN SHARE MODE;
  DELETE FROM billing_membership_counts;
  INSERT INTO billing_membership_counts (company_id, partner_id, n)
    SELECT company_id, partner_id, count(*) FROM memberships
    WHERE deleted_at IS NULL AND perfil_usuario IN ('master', 'admin', 'user')
    GROUP BY company_id, partner_id;
  DELETE FROM unit_report_counts;
  INSERT INTO unit_report_counts (company_id, workspace_id, kind, n)
    SELECT company_id, workspace_id, kind, count(*) FROM reports WHERE deleted_at IS NULL
    GROUP BY company_id, workspace_id, kind;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION mirante_recount_kept_counts() FROM PUBLIC;
--> statement-breakpoint
-- Emptied tables leave nothing to count.
CREATE FUNCTION mirante_clear_kept_counts() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_catalog AS $$
BEGIN
  IF TG_TABLE_NAME = 'memberships' THEN
    DELETE FROM billing_membership_counts;
  ELSE
    DELETE FROM unit_report_counts;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER memberships_emptied AFTER TRUNCATE ON memberships FOR EACH STATEMENT
  EXECUTE FUNCTION mirante_clear_kept_counts();
--> statement-breakpoint
CREATE TRIGGER reports_emptied AFTER TRUNCATE ON reports FOR EACH STATEMENT
  EXECUTE FUNCTION mirante_clear_kept_counts();
--> statement-breakpoint
SELECT mirante_recount_kept_counts();
--> statement-breakpoint
REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON billing_membership_counts, unit_report_counts FROM mirante_tenant, mirante_crossing;
--> statement-breakpoint
SELECT mirante_apply_unit_policies();
