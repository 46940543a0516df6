-- The reach functions of the row policies (0022_tenant_wall: units, partners, people), the same
-- statements in PL/pgSQL: a SQL function's statement is planned again at every call (about 0.9 ms
-- for the units), a PL/pgSQL one is planned once per connection and its plan kept. The settings
-- are still read when the statement runs, so the answer is the same.
CREATE OR REPLACE FUNCTION mirante_reach_units() RETURNS SETOF integer
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_catalog AS $$
BEGIN
  RETURN QUERY
  SELECT c.id FROM companies c WHERE c.id = nullif(current_setting('mirante.unit', true), '')::integer
  UNION
  SELECT c.id FROM companies c WHERE c.partner_id = nullif(current_setting('mirante.partner', true), '')::integer
  UNION
  SELECT c.id FROM companies c WHERE c.client_id = (SELECT u.client_id FROM companies u
    WHERE u.id = nullif(current_setting('mirante.unit', true), '')::integer)
  UNION
  SELECT m.company_id FROM memberships m
  WHERE m.user_id = nullif(current_setting('mirante.user', true), '')::integer AND m.company_id IS NOT NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION mirante_reach_partners() RETURNS SETOF integer
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_catalog AS $$
BEGIN
  RETURN QUERY
  WITH RECURSIVE up(id) AS (
    SELECT s.id FROM (
      SELECT nullif(current_setting('mirante.partner', true), '')::integer AS id
      UNION SELECT c.partner_id FROM companies c WHERE c.id IN (SELECT mirante_reach_units())
    ) s WHERE s.id IS NOT NULL
    UNION
    SELECT p.parent_id FROM partners p JOIN up ON p.id = up.id WHERE p.parent_id IS NOT NULL
  )
  SELECT up.id FROM up;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION mirante_reach_people() RETURNS SETOF integer
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_catalog AS $$
BEGIN
  RETURN QUERY
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
    WHERE c.id = nullif(current_setting('mirante.unit', true), '')::integer);
END
$$;
