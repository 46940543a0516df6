-- Favorites and page views decide the dashboard's cards: announced by user, like the rest of the
-- change feed (0005_change_feed). Page views arrive in bulk from imports and generators too, so
-- they are announced once per statement and user, not per row.
CREATE TRIGGER report_favorites_changed AFTER INSERT OR UPDATE OR DELETE ON report_favorites FOR EACH ROW
  EXECUTE FUNCTION mirante_notify_change('user_id');
--> statement-breakpoint
CREATE FUNCTION mirante_notify_page_views() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('mirante_changes', 'report_page_views:' || viewer.user_id)
  FROM (SELECT DISTINCT user_id FROM added) AS viewer;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER report_page_views_added AFTER INSERT ON report_page_views
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT
  EXECUTE FUNCTION mirante_notify_page_views();
