-- Row-level security: the second wall of tenant isolation (platform/db-reach.ts).
--
-- mirante_tenant   what a unit's admin, user or TV screen and a partner run their requests as.
--                  Every table with a company_id column shows it only the rows of the unit set in
--                  `mirante.unit`, or of the units of the partner set in `mirante.partner`.
-- mirante_crossing what work that must cross units runs as: operator screens and the public calls
--                  made before a session exists (sign-in, the host's settings). Sees every row.
-- Both are NOLOGIN and granted to the connecting user, which keeps owning the tables and running
-- migrations, seeds, the command line and background jobs. Roles are cluster-wide, so creating
-- them tolerates another database (or a migration running in parallel) having done it first.
DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY['mirante_tenant', 'mirante_crossing'] LOOP
    IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = name) THEN
      BEGIN
        EXECUTE format('CREATE ROLE %I NOLOGIN NOINHERIT NOBYPASSRLS', name);
      EXCEPTION WHEN duplicate_object OR unique_violation THEN
        NULL;
      END;
    END IF;
    IF NOT pg_has_role(current_user, name, 'MEMBER') THEN
      BEGIN
        EXECUTE format('GRANT %I TO %I', name, current_user);
      EXCEPTION WHEN duplicate_object OR unique_violation OR internal_error THEN
        NULL;
      END;
    END IF;
  END LOOP;
END $$;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO mirante_tenant, mirante_crossing;
--> statement-breakpoint
GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO mirante_tenant, mirante_crossing;
--> statement-breakpoint
-- Tables, sequences and schemas the connecting user creates later (next migrations, the jobs
-- schema made at start by platform/jobs.ts) are granted the same way.
ALTER DEFAULT PRIVILEGES GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO mirante_tenant, mirante_crossing;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO mirante_tenant, mirante_crossing;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES GRANT USAGE ON SCHEMAS TO mirante_tenant, mirante_crossing;
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = 'jobs') THEN
    GRANT USAGE ON SCHEMA jobs TO mirante_tenant, mirante_crossing;
    GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA jobs TO mirante_tenant, mirante_crossing;
  END IF;
END $$;
--> statement-breakpoint
-- (Re)creates the policies of every table of the public schema with a company_id column. A later
-- migration that adds such a table ends with `SELECT mirante_apply_unit_policies();`.
-- A table that also has partner_id shows a partner its own rows (its membership, sessions and
-- audit records have no unit). memberships, sessions and audit_events also show a person their
-- own rows in other units: the unit switcher and the session list read them, and moving to
-- another unit opens a session there and records it in that unit's trail. A partner's global
-- custom fields are read by each of its units.
CREATE OR REPLACE FUNCTION mirante_apply_unit_policies() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  t record;
  reach text;
BEGIN
  FOR t IN
    SELECT c.table_name FROM information_schema.columns c
    JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name
    WHERE c.table_schema = 'public' AND c.column_name = 'company_id' AND tb.table_type = 'BASE TABLE'
    ORDER BY c.table_name
  LOOP
    reach := 'company_id = nullif(current_setting(''mirante.unit'', true), '''')::integer'
      || ' OR company_id IN (SELECT u.id FROM public.companies u WHERE u.partner_id ='
      || ' nullif(current_setting(''mirante.partner'', true), '''')::integer)';
    IF EXISTS (SELECT 1 FROM information_schema.columns p WHERE p.table_schema = 'public'
        AND p.table_name = t.table_name AND p.column_name = 'partner_id') THEN
      reach := reach || ' OR partner_id = nullif(current_setting(''mirante.partner'', true), '''')::integer';
    END IF;
    IF t.table_name IN ('memberships', 'sessions', 'audit_events') THEN
      reach := reach || ' OR user_id = nullif(current_setting(''mirante.user'', true), '''')::integer';
    END IF;
    IF t.table_name = 'custom_fields' THEN
      reach := reach || ' OR (global AND partner_id IN (SELECT u.partner_id FROM public.companies u'
        || ' WHERE u.id = nullif(current_setting(''mirante.unit'', true), '''')::integer))';
    END IF;
    IF t.table_name = 'audit_events' THEN
      reach := reach || ' OR actor_user_id = nullif(current_setting(''mirante.user'', true), '''')::integer';
    END IF;
    EXECUTE format('ALTER TABLE public.%I ENABLE ROW LEVEL SECURITY', t.table_name);
    EXECUTE format('DROP POLICY IF EXISTS unit_reach ON public.%I', t.table_name);
    EXECUTE format('CREATE POLICY unit_reach ON public.%I TO mirante_tenant USING (%s) WITH CHECK (%s)',
      t.table_name, reach, reach);
    EXECUTE format('DROP POLICY IF EXISTS crossing ON public.%I', t.table_name);
    EXECUTE format('CREATE POLICY crossing ON public.%I TO mirante_crossing USING (true) WITH CHECK (true)',
      t.table_name);
  END LOOP;
END $$;
--> statement-breakpoint
SELECT mirante_apply_unit_policies();
