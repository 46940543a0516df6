CREATE TABLE "faq_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"position" integer NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_entry_texts" (
	"entry_id" integer NOT NULL,
	"language" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	CONSTRAINT "faq_entry_texts_entry_id_language_pk" PRIMARY KEY("entry_id","language"),
	CONSTRAINT "faq_entry_texts_language_check" CHECK ("faq_entry_texts"."language" in ('pt-BR', 'en-US', 'es', 'pt-PT'))
);
--> statement-breakpoint
ALTER TABLE "faq_entries" ADD CONSTRAINT "faq_entries_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_entries" ADD CONSTRAINT "faq_entries_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_entry_texts" ADD CONSTRAINT "faq_entry_texts_entry_id_faq_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."faq_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "faq_entries_partner_idx" ON "faq_entries" USING btree ("partner_id","position");