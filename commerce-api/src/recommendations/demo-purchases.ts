import type { Database } from '../database/database.port';
import type { DemoCatalogue } from '../catalog/demo-seed';

/**
 * Issue 11 §2: the demo shop's purchase history, so that "often bought together" shows something before anyone has
 * ordered. Deterministic (a pure function of the catalogue, no randomness): a product of a category is bought with
 * products of the categories that go with it (boots with socks, a jacket with a fleece), its first partner in
 * three baskets, its second in two, its third in one (e-gift cards and presale products are in no basket). Real orders placed in the shop add to it (the
 * `purchased_products` view of migration 25).
 */

/** Category slugs bought together, both ways. */
const GOES_WITH: readonly (readonly [string, string])[] = [
  ['trail-running-shoes', 'socks-hats'],
  ['hiking-boots', 'socks-hats'],
  ['hiking-boots', 'backpacks'],
  ['jackets', 'fleece-midlayers'],
  ['backpacks', 'jackets'],
];

/** Baskets holding a product and its 1st, 2nd, 3rd partner. */
const BASKETS_PER_PARTNER = [3, 2, 1] as const;

export interface DemoPurchaseLine { basket: string; productId: string }

export function demoPurchases(catalogue: Pick<DemoCatalogue, 'categories' | 'products'>): DemoPurchaseLine[] {
  const bySlug = new Map(catalogue.categories.map((c) => [c.slug, c.id]));
  const productsOf = (slug: string): string[] => {
    const categoryId = bySlug.get(slug);
    // A presale product is not released yet: nobody has bought it.
    return catalogue.products.filter((p) => p.categoryId === categoryId && !p.isDigital && !p.presale)
      .sort((a, b) => a.position - b.position || a.id.localeCompare(b.id)).map((p) => p.id);
  };
  const lines: DemoPurchaseLine[] = [];
  for (const [first, second] of GOES_WITH) {
    for (const [from, to] of [[first, second], [second, first]] as const) {
      const products = productsOf(from);
      const partners = productsOf(to);
      if (partners.length === 0) continue;
      products.forEach((productId, index) => {
        BASKETS_PER_PARTNER.slice(0, partners.length).forEach((baskets, rank) => {
          // Spread the partners: product i of a category goes first with partner i (mod the partners' count).
          const partner = partners[(index + rank) % partners.length]!;
          for (let n = 0; n < baskets; n++) {
            const basket = `${productId}-${partner}-${n + 1}`;
            lines.push({ basket, productId }, { basket, productId: partner });
          }
        });
      });
    }
  }
  return lines;
}

/**
 * Loads the demo purchase history once (a history already there is kept: a second start changes nothing). Run by
 * the catalogue seeder in its transaction, under its lock.
 */
export async function seedDemoPurchases(db: Database, catalogue: Pick<DemoCatalogue, 'categories' | 'products'>): Promise<void> {
  const existing = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM demo_purchase_lines');
  if ((existing.rows[0]?.n ?? 0) > 0) return;
  await db.query(
    `INSERT INTO demo_purchase_lines (basket, product_id)
     SELECT basket, product_id FROM jsonb_to_recordset($1::jsonb) AS r(basket text, product_id text) ON CONFLICT DO NOTHING`,
    [JSON.stringify(demoPurchases(catalogue).map((l) => ({ basket: l.basket, product_id: l.productId })))]);
}
