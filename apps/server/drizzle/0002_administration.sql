CREATE TABLE "custom_field_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"field_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"value" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"partner_id" integer,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"global" boolean DEFAULT false NOT NULL,
	"searchable" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "custom_fields_owner_check" CHECK (("custom_fields"."global" and "custom_fields"."partner_id" is not null and "custom_fields"."company_id" is null)
        or (not "custom_fields"."global" and "custom_fields"."company_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "domain_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"domain" text NOT NULL,
	"monthly_fee_cents" integer NOT NULL,
	"currency" text DEFAULT 'BRL' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "platform_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "themes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"colors" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"icon" text,
	"page_title" text,
	"favicon" text,
	"background_image" text,
	"show_background_image" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "customer_code" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "person_type" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "fantasy_name" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "state_registration" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "address_street" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "address_number" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "address_complement" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "address_neighborhood" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "address_city" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "business_email" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "commercial_phone" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "seller" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "contract_date" date;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "situation" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "observation" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "standard_auth" text DEFAULT 'password' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "azure_default" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "restrict_provider_accounts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "allow_add_reports" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "group_id" integer;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "document" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "department" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "position" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "user_type" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "auth_level" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "avatar" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "support_agent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "allow_admin_remote" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "allow_create_notifications" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_field_values" ADD CONSTRAINT "custom_field_values_field_id_custom_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."custom_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_field_values" ADD CONSTRAINT "custom_field_values_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_field_values" ADD CONSTRAINT "custom_field_values_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_fields" ADD CONSTRAINT "custom_fields_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_fields" ADD CONSTRAINT "custom_fields_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_registrations" ADD CONSTRAINT "domain_registrations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "themes" ADD CONSTRAINT "themes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_groups" ADD CONSTRAINT "user_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_field_values_key" ON "custom_field_values" USING btree ("field_id","user_id","company_id");--> statement-breakpoint
CREATE INDEX "custom_field_values_company_idx" ON "custom_field_values" USING btree ("company_id","field_id");--> statement-breakpoint
CREATE INDEX "custom_fields_company_idx" ON "custom_fields" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "custom_fields_partner_idx" ON "custom_fields" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "domain_registrations_company_idx" ON "domain_registrations" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "themes_company_idx" ON "themes" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "themes_one_active_key" ON "themes" USING btree ("company_id") WHERE "themes"."active" and "themes"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "user_groups_company_name_key" ON "user_groups" USING btree ("company_id",lower("name")) WHERE "user_groups"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_group_id_user_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."user_groups"("id") ON DELETE set null ON UPDATE no action;