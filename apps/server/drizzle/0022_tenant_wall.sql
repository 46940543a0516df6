-- The tenant wall on every table (platform/db-reach.ts, after migration 0019).
--
-- 1. Secrets leave `users` for `user_secrets` (password hash, TOTP secret and its last step).
--    It, the sign-in tokens (auth_tokens), the recovery codes and the sign-in counters
--    (rate_limits) are read and written by the crossing role alone: mirante_tenant holds no
--    grant on them and no policy.
-- 2. A remote-access request names the user it is addressed to in a column of its own, which
--    its unit reads, rather than in the payload of its (secret) token.
-- 3. Every other table without a company_id column gets policies of its own: a unit's or a
--    partner's handle sees the people, units, partners, clients and invoices of its reach, the
--    FAQ it reads, the platform's settings (read only) and the shifts of its triggers.
CREATE TABLE "user_secrets" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"password_hash" text,
	"totp_secret_enc" text,
	"totp_last_step" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "remote_access_requests" ADD COLUMN "target_user_id" integer;--> statement-breakpoint
ALTER TABLE "user_secrets" ADD CONSTRAINT "user_secrets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_access_requests" ADD CONSTRAINT "remote_access_requests_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memberships_partner_idx" ON "memberships" USING btree ("partner_id");--> statement-breakpoint
-- Every secret moves as it is; an account with none gets no row.
INSERT INTO "user_secrets" ("user_id", "password_hash", "totp_secret_enc", "totp_last_step")
SELECT "id", "password_hash", "totp_secret_enc", "totp_last_step" FROM "users"
WHERE "password_hash" IS NOT NULL OR "totp_secret_enc" IS NOT NULL OR "totp_last_step" IS NOT NULL;
--> statement-breakpoint
UPDATE "remote_access_requests" r SET "target_user_id" = (
  SELECT (t."payload"->>'targetUserId')::integer FROM "auth_tokens" t
  WHERE t."token_hash" = r."token_hash" AND EXISTS (
    SELECT 1 FROM "users" u WHERE u."id" = (t."payload"->>'targetUserId')::integer)
  LIMIT 1);
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "password_hash";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "totp_secret_enc";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "totp_last_step";
--> statement-breakpoint
-- Secrets and the sign-in machinery: the crossing role alone. No grant and no policy give
-- mirante_tenant a row, so a unit's handle that names them fails rather than reads.
REVOKE ALL ON "user_secrets", "auth_tokens", "recovery_codes", "rate_limits" FROM mirante_tenant;
--> statement-breakpoint
REVOKE ALL ON SEQUENCE "auth_tokens_id_seq", "recovery_codes_id_seq" FROM mirante_tenant;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['user_secrets', 'auth_tokens', 'recovery_codes', 'rate_limits'] LOOP
    EXECUTE format('ALTER TABLE public.%I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('DROP POLICY IF EXISTS crossing ON public.%I', t);
    EXECUTE format('CREATE POLICY crossing ON public.%I TO mirante_crossing USING (true) WITH CHECK (true)', t);
  END LOOP;
END $$;
--> statement-breakpoint
-- The units a tenant's handle sees in `companies`: the unit of the reach, the units of the
-- partner, the other units of the unit's client (the user form's linked unit), and the units the
-- person belongs to (the unit switcher). Read as the owner: a policy of companies that read
-- memberships under their own policy (which reads companies) would recurse.
CREATE OR REPLACE FUNCTION mirante_reach_units() RETURNS SETOF integer
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_catalog AS $$
  SELECT c.id FROM companies c WHERE c.id = nullif(current_setting('mirante.unit', true), '')::integer
  UNION
  SELECT c.id FROM companies c WHERE c.partner_id = nullif(current_setting('mirante.partner', true), '')::integer
  UNION
  SELECT c.id FROM companies c WHERE c.client_id = (SELECT u.client_id FROM companies u
    WHERE u.id = nullif(current_setting('mirante.unit', true), '')::integer)
  UNION
  SELECT m.company_id FROM memberships m
  WHERE m.user_id = nullif(current_setting('mirante.user', true), '')::integer AND m.company_id IS NOT NULL
$$;
--> statement-breakpoint
-- The partners a tenant's handle sees: the partner of the reach, the partners of its units, and
-- the partners above them up to the operator (whose FAQ every unit reads).
CREATE OR REPLACE FUNCTION mirante_reach_partners() RETURNS SETOF integer
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_catalog AS $$
  WITH RECURSIVE up(id) AS (
    SELECT s.id FROM (
      SELECT nullif(current_setting('mirante.partner', true), '')::integer AS id
      UNION SELECT c.partner_id FROM companies c WHERE c.id IN (SELECT mirante_reach_units())
    ) s WHERE s.id IS NOT NULL
    UNION
    SELECT p.parent_id FROM partners p JOIN up ON p.id = up.id WHERE p.parent_id IS NOT NULL
  )
  SELECT id FROM up
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION mirante_reach_units(), mirante_reach_partners() FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION mirante_reach_units(), mirante_reach_partners() TO mirante_tenant, mirante_crossing;
--> statement-breakpoint
-- `mirante_guard(table, tenant reads, tenant writes)`: row-level security on, the crossing role
-- sees every row, and mirante_tenant reads the rows of `reads` and writes those of `writes`
-- (null: it writes none).
CREATE OR REPLACE FUNCTION mirante_guard(name text, reads text, writes text) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('ALTER TABLE public.%I ENABLE ROW LEVEL SECURITY', name);
  EXECUTE format('DROP POLICY IF EXISTS crossing ON public.%I', name);
  EXECUTE format('CREATE POLICY crossing ON public.%I TO mirante_crossing USING (true) WITH CHECK (true)', name);
  EXECUTE format('DROP POLICY IF EXISTS unit_read ON public.%I', name);
  EXECUTE format('CREATE POLICY unit_read ON public.%I FOR SELECT TO mirante_tenant USING (%s)', name, reads);
  EXECUTE format('DROP POLICY IF EXISTS unit_write ON public.%I', name);
  IF writes IS NOT NULL THEN
    EXECUTE format('CREATE POLICY unit_write ON public.%I TO mirante_tenant USING (%s) WITH CHECK (%s)',
      name, writes, writes);
  END IF;
END $$;
--> statement-breakpoint
-- People: the person of the reach; everyone with a membership in the reach's unit, in the partner
-- or in one of its units; and the people of the unit's partner, who act in it (remote access,
-- switching, the audit trail). Nobody else's name or e-mail, in no unit. A new account is
-- written as the crossing role (its membership does not exist yet when it is inserted).
-- Memberships are read as the owner: under their own policy a unit sees no partner's membership.
CREATE OR REPLACE FUNCTION mirante_reach_people() RETURNS SETOF integer
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_catalog AS $$
  SELECT nullif(current_setting('mirante.user', true), '')::integer
  UNION
  SELECT m.user_id FROM memberships m
  WHERE m.company_id = nullif(current_setting('mirante.unit', true), '')::integer
  UNION
  SELECT m.user_id FROM memberships m
  WHERE m.partner_id = nullif(current_setting('mirante.partner', true), '')::integer
  UNION
  SELECT m.user_id FROM memberships m
  WHERE m.company_id IN (SELECT c.id FROM companies c
    WHERE c.partner_id = nullif(current_setting('mirante.partner', true), '')::integer)
  UNION
  SELECT m.user_id FROM memberships m
  WHERE m.partner_id = (SELECT c.partner_id FROM companies c
    WHERE c.id = nullif(current_setting('mirante.unit', true), '')::integer)
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION mirante_reach_people() FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION mirante_reach_people() TO mirante_tenant, mirante_crossing;
--> statement-breakpoint
SELECT mirante_guard('users', 'id IN (SELECT public.mirante_reach_people())',
  'id IN (SELECT public.mirante_reach_people())');
--> statement-breakpoint
-- Units: as mirante_reach_units says (the unit and the partner's units also by their own columns,
-- which a row just inserted and returned is checked on). A unit changes only itself; a partner,
-- its units.
SELECT mirante_guard('companies',
  'id = nullif(current_setting(''mirante.unit'', true), '''')::integer
    OR partner_id = nullif(current_setting(''mirante.partner'', true), '''')::integer
    OR id IN (SELECT public.mirante_reach_units())',
  'id = nullif(current_setting(''mirante.unit'', true), '''')::integer
    OR partner_id = nullif(current_setting(''mirante.partner'', true), '''')::integer');
--> statement-breakpoint
-- Partners: read as mirante_reach_partners says; a partner changes only itself.
SELECT mirante_guard('partners',
  'id IN (SELECT public.mirante_reach_partners())',
  'id = nullif(current_setting(''mirante.partner'', true), '''')::integer');
--> statement-breakpoint
-- Clients (the billed customers): the partner's, and the client of each unit in sight.
SELECT mirante_guard('clients',
  'partner_id = nullif(current_setting(''mirante.partner'', true), '''')::integer
    OR id IN (SELECT c.client_id FROM public.companies c)',
  'partner_id = nullif(current_setting(''mirante.partner'', true), '''')::integer');
--> statement-breakpoint
-- Invoices: the partner's, and those of the unit's client (its client contacts read them).
SELECT mirante_guard('invoices',
  'partner_id = nullif(current_setting(''mirante.partner'', true), '''')::integer
    OR client_id IN (SELECT c.client_id FROM public.companies c
      WHERE c.id = nullif(current_setting(''mirante.unit'', true), '''')::integer)',
  'partner_id = nullif(current_setting(''mirante.partner'', true), '''')::integer');
--> statement-breakpoint
-- The FAQ: a reader sees the entries of the partners in sight (its own, its unit's, the
-- operator); a partner keeps its own.
SELECT mirante_guard('faq_entries',
  'partner_id IN (SELECT public.mirante_reach_partners())',
  'partner_id = nullif(current_setting(''mirante.partner'', true), '''')::integer');
--> statement-breakpoint
SELECT mirante_guard('faq_entry_texts',
  'entry_id IN (SELECT e.id FROM public.faq_entries e)',
  'entry_id IN (SELECT e.id FROM public.faq_entries e
    WHERE e.partner_id = nullif(current_setting(''mirante.partner'', true), '''')::integer)');
--> statement-breakpoint
-- The shifts of a trigger go with the trigger (auto_triggers is a unit's table).
SELECT mirante_guard('auto_trigger_shifts',
  'trigger_id IN (SELECT t.id FROM public.auto_triggers t)',
  'trigger_id IN (SELECT t.id FROM public.auto_triggers t)');
--> statement-breakpoint
-- The platform's settings (the domain fee) are the same for everyone: read by all, set by the
-- operator.
SELECT mirante_guard('platform_settings', 'true', NULL);
