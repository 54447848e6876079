import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';

/** One product of a brand file, as stored (text as given; price and cost as numbers or null). */
export interface UploadedProduct {
  upc: string;
  name: string;
  sku: string | null;
  size: string | null;
  width: string | null;
  color: string | null;
  style: string | null;
  price: string | null;
  cost: string | null;
  imageUrl: string | null;
  customFields: Record<string, string>;
}

/** Rows per statement: one set-based upsert from a JSON array of this many products. */
const CHUNK = 2_000;

/**
 * Upserts a brand's uploaded products by UPC, keeping each row's tagging outcome.
 * The caller runs it in one transaction: a refused or failed file writes nothing. Answers how many
 * were new.
 */
export async function upsertUploadedProducts(db: Db, accountId: number, products: UploadedProduct[]): Promise<number> {
  let added = 0;
  for (let i = 0; i < products.length; i += CHUNK) {
    const chunk = JSON.stringify(products.slice(i, i + CHUNK));
    const [row] = rowsOf<{ added: number }>(
      await db.execute(sql`
        with incoming as (
          select * from jsonb_to_recordset(${chunk}::jsonb) as x(upc text, name text, sku text, size text,
            width text, color text, style text, price numeric, cost numeric, "imageUrl" text, "customFields" jsonb)
        ), upserted as (
          insert into catalogue_products as c (account_id, origin, product_key, upc, name, sku, size, width, color,
            style, price, cost, image_url, attributes, updated_at)
          select ${accountId}, 'upload', 'u:' || upc, upc, name, sku, size, width, color, style, price, cost,
            "imageUrl", coalesce("customFields", '{}'::jsonb), now()
          from incoming
          on conflict (account_id, product_key) do update set upc = excluded.upc, name = excluded.name,
            sku = excluded.sku, size = excluded.size, width = excluded.width, color = excluded.color,
            style = excluded.style, price = excluded.price, cost = excluded.cost, image_url = excluded.image_url,
            attributes = excluded.attributes, updated_at = excluded.updated_at
          returning (xmax = 0) as inserted
        )
        select count(*) filter (where inserted)::int as added from upserted`),
    );
    added += row?.added ?? 0;
  }
  return added;
}
