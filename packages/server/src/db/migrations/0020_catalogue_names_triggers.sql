-- catalogue_names follows catalogue_products (issue 11 bench: the preview's total). Inserts and deletes
-- are copied per statement through transition tables, so a 100,000-row upload or a 1,000,000-row fold
-- costs one set-based statement; a name change is copied per row, and only a statement that sets the
-- name or the account fires it at all, so a retag (it sets rule_id) never does.
CREATE FUNCTION catalogue_names_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_names (product_id, account_id, name_lower)
  SELECT id, account_id, lower(name) FROM inserted_products;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER catalogue_names_insert AFTER INSERT ON catalogue_products
  REFERENCING NEW TABLE AS inserted_products FOR EACH STATEMENT EXECUTE FUNCTION catalogue_names_inserted();
--> statement-breakpoint
CREATE FUNCTION catalogue_names_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_names SET account_id = NEW.account_id, name_lower = lower(NEW.name) WHERE product_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER catalogue_names_update AFTER UPDATE OF name, account_id ON catalogue_products
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.account_id IS DISTINCT FROM NEW.account_id)
  EXECUTE FUNCTION catalogue_names_renamed();
--> statement-breakpoint
CREATE FUNCTION catalogue_names_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM catalogue_names n USING deleted_products d WHERE n.product_id = d.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER catalogue_names_delete AFTER DELETE ON catalogue_products
  REFERENCING OLD TABLE AS deleted_products FOR EACH STATEMENT EXECUTE FUNCTION catalogue_names_deleted();
--> statement-breakpoint
INSERT INTO catalogue_names (product_id, account_id, name_lower)
SELECT id, account_id, lower(name) FROM catalogue_products;
