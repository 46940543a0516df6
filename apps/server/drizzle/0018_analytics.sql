CREATE TABLE "capacity_state_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"capacity_id" integer NOT NULL,
	"state" text,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_view_days" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"report_id" integer NOT NULL,
	"user_id" integer,
	"source" text NOT NULL,
	"views" integer NOT NULL,
	"seconds" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_view_dirty_days" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "page_view_dirty_days_company_id_day_pk" PRIMARY KEY("company_id","day")
);
--> statement-breakpoint
CREATE TABLE "page_view_last_days" (
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"last_day" date NOT NULL,
	CONSTRAINT "page_view_last_days_company_id_user_id_pk" PRIMARY KEY("company_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "page_view_report_last_days" (
	"report_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"last_day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_view_unit_days" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer NOT NULL,
	"viewers" integer NOT NULL,
	"anonymous_views" integer NOT NULL,
	"seconds" bigint NOT NULL,
	CONSTRAINT "page_view_unit_days_company_id_day_pk" PRIMARY KEY("company_id","day")
);
--> statement-breakpoint
CREATE TABLE "page_view_unit_seats" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"users" integer NOT NULL,
	"idle_7" integer NOT NULL,
	"idle_30" integer NOT NULL,
	"idle_90" integer NOT NULL,
	"never_signed_in" integer NOT NULL,
	"counted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_page_views" ADD COLUMN "source" text DEFAULT 'user' NOT NULL;--> statement-breakpoint
ALTER TABLE "capacity_state_changes" ADD CONSTRAINT "capacity_state_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capacity_state_changes" ADD CONSTRAINT "capacity_state_changes_capacity_id_capacities_id_fk" FOREIGN KEY ("capacity_id") REFERENCES "public"."capacities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_view_days" ADD CONSTRAINT "page_view_days_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_view_days" ADD CONSTRAINT "page_view_days_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_view_days" ADD CONSTRAINT "page_view_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_view_last_days" ADD CONSTRAINT "page_view_last_days_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_view_last_days" ADD CONSTRAINT "page_view_last_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_view_report_last_days" ADD CONSTRAINT "page_view_report_last_days_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_view_report_last_days" ADD CONSTRAINT "page_view_report_last_days_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_view_unit_days" ADD CONSTRAINT "page_view_unit_days_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_view_unit_seats" ADD CONSTRAINT "page_view_unit_seats_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "capacity_state_changes_capacity_idx" ON "capacity_state_changes" USING btree ("capacity_id","changed_at");--> statement-breakpoint
CREATE INDEX "page_view_days_company_day_idx" ON "page_view_days" USING btree ("company_id","day");--> statement-breakpoint
CREATE INDEX "page_view_days_report_idx" ON "page_view_days" USING btree ("report_id","day");--> statement-breakpoint
CREATE INDEX "page_view_days_user_idx" ON "page_view_days" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "report_page_views_company_day_idx" ON "report_page_views" USING btree ("company_id","started_at");--> statement-breakpoint
-- Every day (UTC) the page-view log gains or loses views on is marked for the analytics job, in
-- the same transaction as the views, so a day is never rebuilt before its views can be read.
CREATE FUNCTION mirante_page_view_days_dirty() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO page_view_dirty_days (company_id, day)
    SELECT DISTINCT company_id, (started_at AT TIME ZONE 'UTC')::date FROM changed_views
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_page_views_days_added AFTER INSERT ON report_page_views
  REFERENCING NEW TABLE AS changed_views FOR EACH STATEMENT EXECUTE FUNCTION mirante_page_view_days_dirty();
--> statement-breakpoint
CREATE TRIGGER report_page_views_days_removed AFTER DELETE ON report_page_views
  REFERENCING OLD TABLE AS changed_views FOR EACH STATEMENT EXECUTE FUNCTION mirante_page_view_days_dirty();
--> statement-breakpoint
-- The views logged before analytics existed are rolled up by the job's first rounds.
INSERT INTO page_view_dirty_days (company_id, day)
  SELECT DISTINCT company_id, (started_at AT TIME ZONE 'UTC')::date FROM report_page_views;
--> statement-breakpoint
-- A capacity's state changes, whichever module stores them, land in its log.
CREATE FUNCTION mirante_capacity_state_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO capacity_state_changes (company_id, capacity_id, state, changed_at)
    VALUES (NEW.company_id, NEW.id, NEW.state, coalesce(NEW.state_checked_at, now()));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER capacities_state_changed AFTER UPDATE OF state ON capacities FOR EACH ROW
  WHEN (OLD.state IS DISTINCT FROM NEW.state) EXECUTE FUNCTION mirante_capacity_state_changed();
--> statement-breakpoint
CREATE TRIGGER capacities_state_set AFTER INSERT ON capacities FOR EACH ROW
  WHEN (NEW.state IS NOT NULL) EXECUTE FUNCTION mirante_capacity_state_changed();
--> statement-breakpoint
INSERT INTO capacity_state_changes (company_id, capacity_id, state, changed_at)
  SELECT company_id, id, state, coalesce(state_checked_at, now()) FROM capacities WHERE state IS NOT NULL;
