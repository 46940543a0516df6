CREATE TABLE "auto_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"trigger_id" integer NOT NULL,
	"kind" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"status" text NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "auto_shifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auto_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"action" text NOT NULL,
	"capacity_id" integer,
	"size" text,
	"report_id" integer,
	"template_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auto_trigger_shifts" (
	"trigger_id" integer NOT NULL,
	"shift_id" integer NOT NULL,
	CONSTRAINT "auto_trigger_shifts_trigger_id_shift_id_pk" PRIMARY KEY("trigger_id","shift_id")
);
--> statement-breakpoint
CREATE TABLE "auto_triggers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"frequency" text NOT NULL,
	"weekdays" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"month_day" integer,
	"trigger_time" text NOT NULL,
	"periods" integer,
	"range_start" text,
	"range_end" text,
	"activation_start" text NOT NULL,
	"activation_end" text,
	"last_due_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auto_runs" ADD CONSTRAINT "auto_runs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_runs" ADD CONSTRAINT "auto_runs_trigger_id_auto_triggers_id_fk" FOREIGN KEY ("trigger_id") REFERENCES "public"."auto_triggers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_shifts" ADD CONSTRAINT "auto_shifts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_tasks" ADD CONSTRAINT "auto_tasks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_tasks" ADD CONSTRAINT "auto_tasks_capacity_id_capacities_id_fk" FOREIGN KEY ("capacity_id") REFERENCES "public"."capacities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_tasks" ADD CONSTRAINT "auto_tasks_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_trigger_shifts" ADD CONSTRAINT "auto_trigger_shifts_trigger_id_auto_triggers_id_fk" FOREIGN KEY ("trigger_id") REFERENCES "public"."auto_triggers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_trigger_shifts" ADD CONSTRAINT "auto_trigger_shifts_shift_id_auto_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."auto_shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_triggers" ADD CONSTRAINT "auto_triggers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_triggers" ADD CONSTRAINT "auto_triggers_task_id_auto_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."auto_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auto_runs_trigger_due_key" ON "auto_runs" USING btree ("trigger_id","due_at") WHERE "auto_runs"."kind" = 'scheduled';--> statement-breakpoint
CREATE INDEX "auto_runs_trigger_idx" ON "auto_runs" USING btree ("trigger_id","started_at");--> statement-breakpoint
CREATE INDEX "auto_shifts_company_idx" ON "auto_shifts" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "auto_tasks_company_idx" ON "auto_tasks" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "auto_triggers_company_idx" ON "auto_triggers" USING btree ("company_id");