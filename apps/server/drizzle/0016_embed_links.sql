CREATE TABLE "embed_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"report_id" integer NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"token_sealed" text NOT NULL,
	"expires_at" timestamp with time zone,
	"rls_username" text,
	"rls_roles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"filters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"allowed_origins" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"regenerated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer,
	"last_used_at" timestamp with time zone,
	"views" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_page_views" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "report_page_views" ADD COLUMN "embed_link_id" integer;--> statement-breakpoint
ALTER TABLE "embed_links" ADD CONSTRAINT "embed_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embed_links" ADD CONSTRAINT "embed_links_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embed_links" ADD CONSTRAINT "embed_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embed_links" ADD CONSTRAINT "embed_links_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "embed_links_token_hash_key" ON "embed_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "embed_links_company_idx" ON "embed_links" USING btree ("company_id","created_at") WHERE "embed_links"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "embed_links_report_idx" ON "embed_links" USING btree ("report_id");--> statement-breakpoint
ALTER TABLE "report_page_views" ADD CONSTRAINT "report_page_views_embed_link_id_embed_links_id_fk" FOREIGN KEY ("embed_link_id") REFERENCES "public"."embed_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_page_views_embed_link_idx" ON "report_page_views" USING btree ("embed_link_id","created_at") WHERE "report_page_views"."embed_link_id" is not null;--> statement-breakpoint
ALTER TABLE "report_page_views" ADD CONSTRAINT "report_page_views_viewer_check" CHECK ("report_page_views"."user_id" is not null or "report_page_views"."embed_link_id" is not null);--> statement-breakpoint
-- Anonymous page views (through an embed link) have no viewer to announce to.
CREATE OR REPLACE FUNCTION mirante_notify_page_views() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('mirante_changes', 'report_page_views:' || viewer.user_id)
  FROM (SELECT DISTINCT user_id FROM added WHERE user_id IS NOT NULL) AS viewer;
  RETURN NULL;
END;
$$;
