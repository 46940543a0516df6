CREATE TABLE "invoice_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"company_id" integer,
	"company_name" text,
	"quantity" integer NOT NULL,
	"unit_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"operator_id" integer NOT NULL,
	"reference_month" text NOT NULL,
	"kind" text DEFAULT 'invoice' NOT NULL,
	"corrects_id" integer,
	"active_users" integer NOT NULL,
	"bonus_users" integer NOT NULL,
	"billed_users" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"users_amount_cents" integer NOT NULL,
	"domain_fees_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"currency" text DEFAULT 'BRL' NOT NULL,
	"contract_date" date,
	"due_date" date NOT NULL,
	"issue_date" date NOT NULL,
	"invoice_email" text,
	"situation" text DEFAULT 'open' NOT NULL,
	"paid_at" timestamp with time zone,
	"observation" text,
	"issuer" jsonb NOT NULL,
	"customer" jsonb NOT NULL,
	"customer_code" text,
	"seller" text,
	"closed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_situation_check" CHECK ("invoices"."situation" in ('open', 'paid', 'cancelled')),
	CONSTRAINT "invoices_month_check" CHECK ("invoices"."reference_month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "unit_price_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "bonus_users" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "due_day" integer;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "invoice_email" text;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "billing_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "client_contact" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_operator_id_partners_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_corrects_id_invoices_id_fk" FOREIGN KEY ("corrects_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_client_month_key" ON "invoices" USING btree ("client_id","reference_month") WHERE "invoices"."kind" = 'invoice';--> statement-breakpoint
CREATE INDEX "invoices_operator_month_idx" ON "invoices" USING btree ("operator_id","reference_month");--> statement-breakpoint
CREATE INDEX "invoices_partner_month_idx" ON "invoices" USING btree ("partner_id","reference_month");