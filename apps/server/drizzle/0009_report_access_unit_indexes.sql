DROP INDEX "report_access_user_idx";--> statement-breakpoint
DROP INDEX "report_access_group_idx";--> statement-breakpoint
CREATE INDEX "report_access_report_idx" ON "report_access" USING btree ("report_id","company_id");--> statement-breakpoint
CREATE INDEX "report_access_user_idx" ON "report_access" USING btree ("user_id","company_id") WHERE "report_access"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "report_access_group_idx" ON "report_access" USING btree ("group_id","company_id") WHERE "report_access"."group_id" is not null;