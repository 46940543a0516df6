-- A partner's name or place in the partner chain decides which units the operator and partners
-- reach (the analyze screen's units in reach are kept in memory): announce its changes too.
CREATE TRIGGER partners_changed AFTER INSERT OR UPDATE OR DELETE ON partners FOR EACH ROW
  EXECUTE FUNCTION mirante_notify_change('id');
