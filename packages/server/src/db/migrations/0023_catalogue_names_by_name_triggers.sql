-- catalogue_names now keeps each product's name as written (the preview's order is by name, then id), not
-- lower-cased: the triggers of 0020 copy it so, and the table is filled again from catalogue_products.
CREATE OR REPLACE FUNCTION catalogue_names_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_names (product_id, account_id, name)
  SELECT id, account_id, name FROM inserted_products;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_names_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_names SET account_id = NEW.account_id, name = NEW.name WHERE product_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO catalogue_names (product_id, account_id, name)
SELECT id, account_id, name FROM catalogue_products;
