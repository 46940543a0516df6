CREATE TABLE "help_desk_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"ticket_id" integer NOT NULL,
	"follow_up_id" integer,
	"uploaded_by" integer,
	"file_name" text NOT NULL,
	"stored_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_desk_attachments_size_check" CHECK ("help_desk_attachments"."size" > 0)
);
--> statement-breakpoint
CREATE TABLE "help_desk_follow_ups" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"ticket_id" integer NOT NULL,
	"author_id" integer,
	"body" text DEFAULT '' NOT NULL,
	"internal" boolean DEFAULT false NOT NULL,
	"status_change" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_desk_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"subject" text NOT NULL,
	"description" text NOT NULL,
	"priority" text DEFAULT 'normal' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"opened_by" integer,
	"estimated_at" timestamp with time zone,
	"solved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "help_desk_attachments" ADD CONSTRAINT "help_desk_attachments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_desk_attachments" ADD CONSTRAINT "help_desk_attachments_ticket_id_help_desk_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."help_desk_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_desk_attachments" ADD CONSTRAINT "help_desk_attachments_follow_up_id_help_desk_follow_ups_id_fk" FOREIGN KEY ("follow_up_id") REFERENCES "public"."help_desk_follow_ups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_desk_attachments" ADD CONSTRAINT "help_desk_attachments_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_desk_follow_ups" ADD CONSTRAINT "help_desk_follow_ups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_desk_follow_ups" ADD CONSTRAINT "help_desk_follow_ups_ticket_id_help_desk_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."help_desk_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_desk_follow_ups" ADD CONSTRAINT "help_desk_follow_ups_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_desk_tickets" ADD CONSTRAINT "help_desk_tickets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_desk_tickets" ADD CONSTRAINT "help_desk_tickets_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "help_desk_attachments_ticket_idx" ON "help_desk_attachments" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "help_desk_follow_ups_ticket_idx" ON "help_desk_follow_ups" USING btree ("ticket_id","id");--> statement-breakpoint
CREATE INDEX "help_desk_tickets_company_idx" ON "help_desk_tickets" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "help_desk_tickets_opener_idx" ON "help_desk_tickets" USING btree ("opened_by");