import { ok } from 'neverthrow';
import { slugify } from '@switchback/core';
import type { Database } from '../database/database.port';

/** A demo product set: base (US English) wording, British and French wording, its members in order. */
export interface DemoProductSet {
  readonly id: string;
  readonly name: { readonly en: string; readonly enGb?: string; readonly fr: string };
  readonly description: { readonly en: string; readonly enGb?: string; readonly fr: string };
  readonly productIds: readonly string[];
}

/** The trail kit (shoes, pack, socks, jacket) the issue asks for, a winter layering set, and a hut-to-hut set. */
export const DEMO_PRODUCT_SETS: readonly DemoProductSet[] = [
  {
    id: 'SBSET0001',
    name: { en: 'Ridge Trail Kit', fr: 'Kit trail Ridge' },
    description: {
      en: 'Everything for a fast day on the trail: the Ridge Trail Runner, Daypack, Merino Socks and Shell Jacket.',
      fr: 'Tout pour une sortie rapide sur les sentiers\u00a0: la chaussure de trail, le sac à dos, les chaussettes en mérinos et la veste imperméable Ridge.',
    },
    productIds: ['SBTR0001', 'SBPK0001', 'SBAC0001', 'SBJK0001'],
  },
  {
    id: 'SBSET0002',
    name: { en: 'Écrin Winter Layering Set', fr: 'Ensemble superposition hiver Écrin' },
    description: {
      en: 'Three layers for cold days: a warm fleece under a waterproof shell, with merino socks.',
      enGb: 'Three layers for cold days: a warm fleece under a waterproof jacket, with merino socks.',
      fr: 'Trois couches pour les jours froids\u00a0: une polaire chaude sous une veste imperméable, avec des chaussettes en mérinos.',
    },
    productIds: ['SBFL0041', 'SBJK0041', 'SBAC0041'],
  },
  {
    id: 'SBSET0003',
    name: { en: 'Bothy Hut-to-Hut Set', fr: 'Ensemble refuge Bothy' },
    description: {
      en: 'Boots, a pack and socks that last, for trips from hut to hut.',
      enGb: 'Walking boots, a rucksack and socks that last, for trips from bothy to bothy.',
      fr: 'Des chaussures, un sac et des chaussettes qui durent, pour l’itinérance de refuge en refuge.',
    },
    productIds: ['SBHK0009', 'SBPK0009', 'SBAC0009'],
  },
];

const SEED_LOCK_KEY = 0x53455453; // "SETS"

/**
 * Loads the demo product sets once (under an advisory lock, only when there is no set yet), each with the members
 * the catalogue holds (a catalogue seeded before it grew lacks the added products): a set needs two members.
 */
export async function seedDemoProductSets(db: Database, sets: readonly DemoProductSet[] = DEMO_PRODUCT_SETS): Promise<boolean> {
  const result = await db.transaction(async () => {
    await db.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    const existing = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM product_sets');
    if ((existing.rows[0]?.n ?? 0) > 0) return ok(false);
    const known = new Set((await db.query<{ id: string }>(
      'SELECT id FROM products WHERE id = ANY($1::text[])', [sets.flatMap((s) => s.productIds)])).rows.map((r) => r.id));
    let seeded = false;
    for (const [position, set] of sets.entries()) {
      const members = set.productIds.filter((id) => known.has(id));
      if (members.length < 2) continue;
      await db.query('INSERT INTO product_sets (id, name, slug, description, position) VALUES ($1, $2, $3, $4, $5)',
        [set.id, set.name.en, slugify(set.name.en), set.description.en, position]);
      const translations = [
        { language: 'fr', name: set.name.fr, description: set.description.fr },
        ...(set.name.enGb !== undefined || set.description.enGb !== undefined
          ? [{ language: 'en-GB', name: set.name.enGb ?? set.name.en, description: set.description.enGb ?? set.description.en }] : []),
      ];
      for (const t of translations) {
        await db.query('INSERT INTO product_set_translations (set_id, language, name, description) VALUES ($1, $2, $3, $4)',
          [set.id, t.language, t.name, t.description]);
      }
      await db.query(
        `INSERT INTO product_set_members (set_id, product_id, position)
         SELECT $1, m.product_id, m.position - 1 FROM unnest($2::text[]) WITH ORDINALITY AS m(product_id, position)`,
        [set.id, members]);
      seeded = true;
    }
    return ok(seeded);
  });
  return result.isOk() && result.value;
}
