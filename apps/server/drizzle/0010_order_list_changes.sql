-- Change notices for the order-list answer cache (modules/orders/order-list-cache.ts).
-- Every committed change that can alter an order list or its counts sends a NOTIFY on
-- 'hh_order_lists' after commit: the firm's id when the change belongs to one firm, '*' when it
-- can touch rows of any firm (a rename of a person, position, project or user shown in the rows).
-- Statement-level triggers with transition tables: a bulk load sends one notice per firm, not
-- one per row; PostgreSQL folds equal notices of one transaction into one.
CREATE FUNCTION hh_order_lists_changed_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('hh_order_lists', f::text) FROM (SELECT DISTINCT firm_id AS f FROM gone) AS g;
  ELSE
    PERFORM pg_notify('hh_order_lists', f::text) FROM (SELECT DISTINCT firm_id AS f FROM changed) AS c;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION hh_order_lists_changed_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hh_order_lists', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_list_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION hh_order_lists_changed_rows();
--> statement-breakpoint
-- An update that moves an order to another firm does not happen; the new rows name the firm.
CREATE TRIGGER orders_list_update AFTER UPDATE ON orders REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION hh_order_lists_changed_rows();
--> statement-breakpoint
CREATE TRIGGER orders_list_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION hh_order_lists_changed_rows();
--> statement-breakpoint
CREATE TRIGGER orders_list_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION hh_order_lists_changed_all();
--> statement-breakpoint
CREATE TRIGGER order_counts_list_insert AFTER INSERT ON order_stage_counts REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION hh_order_lists_changed_rows();
--> statement-breakpoint
CREATE TRIGGER order_counts_list_update AFTER UPDATE ON order_stage_counts REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION hh_order_lists_changed_rows();
--> statement-breakpoint
CREATE TRIGGER order_counts_list_delete AFTER DELETE ON order_stage_counts REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION hh_order_lists_changed_rows();
--> statement-breakpoint
CREATE TRIGGER order_counts_list_truncate AFTER TRUNCATE ON order_stage_counts
  FOR EACH STATEMENT EXECUTE FUNCTION hh_order_lists_changed_all();
--> statement-breakpoint
-- The columns of other tables that order rows show.
CREATE TRIGGER people_list_update AFTER UPDATE OF name, phone ON people
  FOR EACH STATEMENT EXECUTE FUNCTION hh_order_lists_changed_all();
--> statement-breakpoint
CREATE TRIGGER positions_list_update AFTER UPDATE OF name, city_name ON positions
  FOR EACH STATEMENT EXECUTE FUNCTION hh_order_lists_changed_all();
--> statement-breakpoint
CREATE TRIGGER projects_list_update AFTER UPDATE OF company_name, pm_id ON projects
  FOR EACH STATEMENT EXECUTE FUNCTION hh_order_lists_changed_all();
--> statement-breakpoint
CREATE TRIGGER users_list_update AFTER UPDATE OF cname ON users
  FOR EACH STATEMENT EXECUTE FUNCTION hh_order_lists_changed_all();
