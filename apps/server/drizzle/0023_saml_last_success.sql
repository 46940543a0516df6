ALTER TABLE "saml_configs" ADD COLUMN "last_success_at" timestamp with time zone;--> statement-breakpoint
-- Applications that already signed people in (or passed a test sign-in) work: their last such
-- sign-in, as the audit trail recorded it since the application was set up.
UPDATE "saml_configs" AS c SET "last_success_at" = (
  SELECT max(a."created_at") FROM "audit_events" AS a
  WHERE a."event" = 'saml_login'
    AND a."company_id" = c."company_id"
    AND a."created_at" >= c."created_at"
    AND (a."outcome" IN ('success', 'redirect_two_factor')
      OR (a."outcome" = 'finish_test' AND a."details"->>'reason' = 'test'))
);
