ALTER TABLE "memberships" ADD COLUMN "status" text DEFAULT 'A' NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "invited_name" text;--> statement-breakpoint
-- The standing moves from the account to each of its memberships. A deactivation stored so far
-- cannot be told apart (a unit's admin or the operator), so it becomes one of every membership:
-- the person stays out everywhere, and each unit can now let them back in on its own.
UPDATE "memberships" AS m SET
  "status" = CASE WHEN u."status" IN ('B', 'I', 'T') THEN u."status" ELSE 'A' END,
  "deactivated_at" = u."deactivated_at"
FROM "users" AS u WHERE u."id" = m."user_id";--> statement-breakpoint
UPDATE "users" SET "deactivated_at" = NULL WHERE "deactivated_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "status";--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_status_check" CHECK ("memberships"."status" in ('A', 'B', 'I', 'T'));
