ALTER TABLE "themes" ADD COLUMN "icon_report" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "link_origin" text;--> statement-breakpoint
-- token_embedded was a text nobody read; it is now the unit's 'S'/'N' switch of public embed
-- links. Units whose embedded reports were on keep their links working; every other unit has it off.
UPDATE "company_configs"
SET "settings" = jsonb_set(
  "settings",
  '{token_embedded}',
  CASE WHEN "settings"->>'enable_embedded' = 'S' THEN '"S"'::jsonb ELSE '"N"'::jsonb END
);
