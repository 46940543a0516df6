-- A person may be in any number of a unit's user groups: memberships.group_id (one group at most)
-- becomes the link table membership_groups. Every existing membership keeps its group.
CREATE TABLE "membership_groups" (
	"membership_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_groups_membership_id_group_id_pk" PRIMARY KEY("membership_id","group_id")
);
--> statement-breakpoint
ALTER TABLE "memberships" DROP CONSTRAINT "memberships_group_id_user_groups_id_fk";
--> statement-breakpoint
ALTER TABLE "membership_groups" ADD CONSTRAINT "membership_groups_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_groups" ADD CONSTRAINT "membership_groups_group_id_user_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."user_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_groups" ADD CONSTRAINT "membership_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membership_groups_group_idx" ON "membership_groups" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "membership_groups_company_idx" ON "membership_groups" USING btree ("company_id");--> statement-breakpoint
INSERT INTO "membership_groups" ("membership_id", "group_id", "company_id")
SELECT m."id", m."group_id", m."company_id" FROM "memberships" m
JOIN "user_groups" g ON g."id" = m."group_id" AND g."company_id" = m."company_id"
WHERE m."group_id" IS NOT NULL AND m."company_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" DROP COLUMN "group_id";--> statement-breakpoint
SELECT mirante_apply_unit_policies();--> statement-breakpoint
-- What a person may open depends on their groups: a change announces their memberships
-- (`memberships:<user_id>`, as a change of the membership itself does), so every copy of what
-- they see is dropped. A link removed with its membership finds none: that removal is announced.
CREATE FUNCTION mirante_notify_membership_groups() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  person integer;
BEGIN
  SELECT m.user_id INTO person FROM memberships m
    WHERE m.id = (CASE WHEN TG_OP = 'DELETE' THEN OLD.membership_id ELSE NEW.membership_id END);
  IF person IS NOT NULL THEN
    PERFORM pg_notify('mirante_changes', 'memberships:' || person);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER membership_groups_changed AFTER INSERT OR UPDATE OR DELETE ON membership_groups FOR EACH ROW
  EXECUTE FUNCTION mirante_notify_membership_groups();