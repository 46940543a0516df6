-- A unit's list of people (with each person's custom field values) is kept in memory: a change
-- of a field or of a value must drop the copies, so announce them. A platform-wide field (no
-- unit) is announced with an empty key, which drops every copy that depends on the fields.
CREATE TRIGGER custom_fields_changed AFTER INSERT OR UPDATE OR DELETE ON custom_fields FOR EACH ROW
  EXECUTE FUNCTION mirante_notify_change('company_id');
--> statement-breakpoint
CREATE TRIGGER custom_field_values_changed AFTER INSERT OR UPDATE OR DELETE ON custom_field_values FOR EACH ROW
  EXECUTE FUNCTION mirante_notify_change('company_id');
--> statement-breakpoint
-- The analyze summary of a large reach is kept in memory too: it reads the page-view rollup and
-- the seats the jobs count, so a round that rewrote them announces it, once per statement (a
-- rollup round writes only when views came in, thousands of rows at a time; which rows does not
-- matter, only that they changed).
CREATE FUNCTION mirante_notify_table() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('mirante_changes', TG_TABLE_NAME || ':');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER page_view_days_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON page_view_days
  FOR EACH STATEMENT EXECUTE FUNCTION mirante_notify_table();
--> statement-breakpoint
CREATE TRIGGER page_view_unit_days_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON page_view_unit_days
  FOR EACH STATEMENT EXECUTE FUNCTION mirante_notify_table();
--> statement-breakpoint
CREATE TRIGGER page_view_report_last_days_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON page_view_report_last_days
  FOR EACH STATEMENT EXECUTE FUNCTION mirante_notify_table();
--> statement-breakpoint
-- The seats are counted again every round but only the units whose counts moved are written:
-- announced per row, so a round that changed nothing is silent.
CREATE TRIGGER page_view_unit_seats_changed AFTER INSERT OR UPDATE OR DELETE ON page_view_unit_seats
  FOR EACH ROW EXECUTE FUNCTION mirante_notify_table();
--> statement-breakpoint
CREATE TRIGGER page_view_unit_seats_emptied AFTER TRUNCATE ON page_view_unit_seats
  FOR EACH STATEMENT EXECUTE FUNCTION mirante_notify_table();
--> statement-breakpoint
-- The partners' and the operator's client lists are kept in memory as well.
CREATE TRIGGER clients_changed AFTER INSERT OR UPDATE OR DELETE ON clients FOR EACH ROW
  EXECUTE FUNCTION mirante_notify_change('partner_id');
