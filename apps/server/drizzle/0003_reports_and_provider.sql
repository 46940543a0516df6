CREATE TABLE "capacities" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"provider_account_id" integer NOT NULL,
	"name" text NOT NULL,
	"resource_group" text NOT NULL,
	"subscription_id" text NOT NULL,
	"size" text NOT NULL,
	"current_size" text,
	"state" text,
	"state_checked_at" timestamp with time zone,
	"force_stop" boolean DEFAULT false NOT NULL,
	"auto_manage" boolean DEFAULT true NOT NULL,
	"minutes_inactive" integer DEFAULT 30 NOT NULL,
	"schedule_enabled" boolean DEFAULT false NOT NULL,
	"last_view_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "capacity_shifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"capacity_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"weekdays" jsonb DEFAULT '["dom","seg","ter","qua","qui","sex","sab"]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"report_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"message" text,
	"status" text DEFAULT 'requested' NOT NULL,
	"reason" text,
	"grant_mode" text,
	"decided_by_user_id" integer,
	"decided_at" timestamp with time zone,
	"seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "playlist_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"playlist_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"last_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "playlist_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"playlist_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"report_id" integer NOT NULL,
	"position" integer NOT NULL,
	"seconds" integer,
	"page_name" text
);
--> statement-breakpoint
CREATE TABLE "playlists" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"update_seconds" integer DEFAULT 30 NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "provider_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"application_id" text NOT NULL,
	"tenant_id" text NOT NULL,
	"object_id" text,
	"subscription_id" text,
	"secret_enc" text NOT NULL,
	"resource_group" text,
	"workspace_id" text,
	"created_by_user_id" integer,
	"last_tested_at" timestamp with time zone,
	"last_test_ok" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "report_access" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"report_id" integer NOT NULL,
	"user_id" integer,
	"group_id" integer,
	"can_edit" boolean DEFAULT false NOT NULL,
	"pages" jsonb,
	"rls_roles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"filters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_access_grantee_check" CHECK (("report_access"."user_id" is null) <> ("report_access"."group_id" is null))
);
--> statement-breakpoint
CREATE TABLE "report_favorites" (
	"user_id" integer NOT NULL,
	"report_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"icon" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "report_page_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"report_id" integer NOT NULL,
	"page_name" text,
	"page_title" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"cover" text,
	"group_id" integer,
	"subgroup_id" integer,
	"workspace_id" integer,
	"provider_report_id" text,
	"provider_dataset_id" text,
	"embed_url" text,
	"html_content" text,
	"external_url" text,
	"filter_mode" text DEFAULT 'none' NOT NULL,
	"ignore_rls" boolean DEFAULT false NOT NULL,
	"side_filter" boolean DEFAULT false NOT NULL,
	"nav_panel" boolean DEFAULT false NOT NULL,
	"show_hidden_pages" boolean DEFAULT false NOT NULL,
	"show_on_catalog" boolean DEFAULT false NOT NULL,
	"catalog_description" text,
	"show_on_app" boolean DEFAULT true NOT NULL,
	"mobile_background" boolean DEFAULT false NOT NULL,
	"resolution" text,
	"orientation" text DEFAULT 'auto' NOT NULL,
	"allow_editing" boolean DEFAULT false NOT NULL,
	"visual_headers" boolean DEFAULT false NOT NULL,
	"update_seconds" integer DEFAULT 0 NOT NULL,
	"show_last_update" boolean DEFAULT false NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"maintenance_start" timestamp with time zone,
	"maintenance_end" timestamp with time zone,
	"maintenance_message" text,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "reports_kind_check" CHECK (("reports"."kind" = 'powerbi' and "reports"."provider_report_id" is not null)
        or ("reports"."kind" = 'html' and "reports"."html_content" is not null)
        or ("reports"."kind" = 'external' and "reports"."external_url" is not null))
);
--> statement-breakpoint
CREATE TABLE "user_report_filters" (
	"user_id" integer NOT NULL,
	"report_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"filters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workspaces" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"provider_account_id" integer NOT NULL,
	"workspace_id" text NOT NULL,
	"name" text NOT NULL,
	"capacity_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "playlist_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "linked_company_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "home_page" text;--> statement-breakpoint
ALTER TABLE "capacities" ADD CONSTRAINT "capacities_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capacities" ADD CONSTRAINT "capacities_provider_account_id_provider_accounts_id_fk" FOREIGN KEY ("provider_account_id") REFERENCES "public"."provider_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capacity_shifts" ADD CONSTRAINT "capacity_shifts_capacity_id_capacities_id_fk" FOREIGN KEY ("capacity_id") REFERENCES "public"."capacities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capacity_shifts" ADD CONSTRAINT "capacity_shifts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_requests" ADD CONSTRAINT "catalog_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_requests" ADD CONSTRAINT "catalog_requests_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_requests" ADD CONSTRAINT "catalog_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_requests" ADD CONSTRAINT "catalog_requests_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_devices" ADD CONSTRAINT "playlist_devices_playlist_id_playlists_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."playlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_devices" ADD CONSTRAINT "playlist_devices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_devices" ADD CONSTRAINT "playlist_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_items" ADD CONSTRAINT "playlist_items_playlist_id_playlists_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."playlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_items" ADD CONSTRAINT "playlist_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_items" ADD CONSTRAINT "playlist_items_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlists" ADD CONSTRAINT "playlists_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlists" ADD CONSTRAINT "playlists_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_accounts" ADD CONSTRAINT "provider_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_accounts" ADD CONSTRAINT "provider_accounts_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_access" ADD CONSTRAINT "report_access_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_access" ADD CONSTRAINT "report_access_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_access" ADD CONSTRAINT "report_access_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_access" ADD CONSTRAINT "report_access_group_id_user_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."user_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_favorites" ADD CONSTRAINT "report_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_favorites" ADD CONSTRAINT "report_favorites_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_favorites" ADD CONSTRAINT "report_favorites_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_groups" ADD CONSTRAINT "report_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_groups" ADD CONSTRAINT "report_groups_parent_id_report_groups_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."report_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_page_views" ADD CONSTRAINT "report_page_views_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_page_views" ADD CONSTRAINT "report_page_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_page_views" ADD CONSTRAINT "report_page_views_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_group_id_report_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."report_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_subgroup_id_report_groups_id_fk" FOREIGN KEY ("subgroup_id") REFERENCES "public"."report_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_report_filters" ADD CONSTRAINT "user_report_filters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_report_filters" ADD CONSTRAINT "user_report_filters_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_report_filters" ADD CONSTRAINT "user_report_filters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_provider_account_id_provider_accounts_id_fk" FOREIGN KEY ("provider_account_id") REFERENCES "public"."provider_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_capacity_id_capacities_id_fk" FOREIGN KEY ("capacity_id") REFERENCES "public"."capacities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "capacities_company_idx" ON "capacities" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "capacity_shifts_capacity_idx" ON "capacity_shifts" USING btree ("capacity_id");--> statement-breakpoint
CREATE INDEX "catalog_requests_company_idx" ON "catalog_requests" USING btree ("company_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_requests_open_key" ON "catalog_requests" USING btree ("report_id","user_id") WHERE "catalog_requests"."status" = 'requested';--> statement-breakpoint
CREATE UNIQUE INDEX "playlist_devices_token_key" ON "playlist_devices" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "playlist_items_playlist_idx" ON "playlist_items" USING btree ("playlist_id","position");--> statement-breakpoint
CREATE INDEX "playlists_company_idx" ON "playlists" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "provider_accounts_company_idx" ON "provider_accounts" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "report_access_user_key" ON "report_access" USING btree ("report_id","user_id") WHERE "report_access"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "report_access_group_key" ON "report_access" USING btree ("report_id","group_id") WHERE "report_access"."group_id" is not null;--> statement-breakpoint
CREATE INDEX "report_access_company_idx" ON "report_access" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "report_favorites_key" ON "report_favorites" USING btree ("user_id","report_id");--> statement-breakpoint
CREATE INDEX "report_groups_company_idx" ON "report_groups" USING btree ("company_id","parent_id");--> statement-breakpoint
CREATE INDEX "report_page_views_user_idx" ON "report_page_views" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "report_page_views_report_idx" ON "report_page_views" USING btree ("report_id","created_at");--> statement-breakpoint
CREATE INDEX "reports_company_idx" ON "reports" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "reports_group_idx" ON "reports" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_report_filters_key" ON "user_report_filters" USING btree ("user_id","report_id");--> statement-breakpoint
CREATE INDEX "workspaces_company_idx" ON "workspaces" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workspaces_company_workspace_key" ON "workspaces" USING btree ("company_id",lower("workspace_id")) WHERE "workspaces"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_playlist_id_playlists_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."playlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_linked_company_id_companies_id_fk" FOREIGN KEY ("linked_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;