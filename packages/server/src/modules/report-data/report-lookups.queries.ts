import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';

/**
 * The retailer-kind accounts of the vertical that have a connection with the brand, their own or (a
 * managed child's) their parent's, in any state: the retailers the brand report asks the access rule about.
 */
export async function findConnectedRetailers(db: Db, brandAccountId: number, verticalId: string) {
  const rows = rowsOf<{ id: number; name: string }>(
    await db.execute(sql`
      select a.id, a.name from accounts a
      where a.vertical_id = ${verticalId} and a.account_type in ('Retailer', 'Retailer Rollup')
        and exists (select 1 from account_connections c
          where c.brand_account_id = ${brandAccountId}
            and c.retailer_account_id in (a.id, coalesce(a.parent_account_id, a.id)))
      order by lower(a.name), a.id`),
  );
  return rows.map((r) => ({ id: Number(r.id), name: String(r.name) }));
}

/** The accounts a rollup manages (its children) of the given types, by name. */
export async function findChildAccounts(db: Db, parentId: number, types: string[]) {
  const rows = rowsOf<{ id: number; name: string; settings: unknown; vertical_id: string }>(
    await db.execute(sql`
      select a.id, a.name, a.settings, a.vertical_id from accounts a
      where a.parent_account_id = ${parentId}
        and a.account_type in (select jsonb_array_elements_text(${JSON.stringify(types)}::jsonb))
      order by lower(a.name), a.id`),
  );
  return rows.map((r) => ({ id: Number(r.id), name: String(r.name), settings: r.settings, verticalId: r.vertical_id }));
}
