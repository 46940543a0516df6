CREATE TABLE "user_import_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"import_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"row_no" integer NOT NULL,
	"values" jsonb NOT NULL,
	"errors" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"action" text,
	"user_id" integer
);
--> statement-breakpoint
CREATE TABLE "user_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"created_by" integer,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"file_name" text,
	"source_company_id" integer,
	"cells" jsonb NOT NULL,
	"header_row" integer DEFAULT 0 NOT NULL,
	"mapping" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mode" text DEFAULT 'add' NOT NULL,
	"send_welcome" boolean DEFAULT false NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"valid_rows" integer DEFAULT 0 NOT NULL,
	"done_rows" integer DEFAULT 0 NOT NULL,
	"success_rows" integer DEFAULT 0 NOT NULL,
	"failed_rows" integer DEFAULT 0 NOT NULL,
	"heartbeat_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_import_rows" ADD CONSTRAINT "user_import_rows_import_id_user_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."user_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_import_rows" ADD CONSTRAINT "user_import_rows_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_import_rows" ADD CONSTRAINT "user_import_rows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_imports" ADD CONSTRAINT "user_imports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_imports" ADD CONSTRAINT "user_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_imports" ADD CONSTRAINT "user_imports_source_company_id_companies_id_fk" FOREIGN KEY ("source_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_import_rows_row_key" ON "user_import_rows" USING btree ("import_id","row_no");--> statement-breakpoint
CREATE INDEX "user_import_rows_status_idx" ON "user_import_rows" USING btree ("import_id","status");--> statement-breakpoint
CREATE INDEX "user_imports_company_idx" ON "user_imports" USING btree ("company_id");