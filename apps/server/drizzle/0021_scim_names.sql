ALTER TABLE "scim_memberships" ADD COLUMN "display_name" text;--> statement-breakpoint
ALTER TABLE "scim_memberships" ADD COLUMN "formatted_name" text;--> statement-breakpoint
ALTER TABLE "scim_memberships" ADD COLUMN "preferred_language" text;--> statement-breakpoint
-- People provisioned before: both names were read from the account's name, and the language from the account's.
UPDATE "scim_memberships" AS s
SET "display_name" = u."name", "formatted_name" = u."name", "preferred_language" = u."language"
FROM "memberships" AS m
JOIN "users" AS u ON u."id" = m."user_id"
WHERE m."id" = s."membership_id";
