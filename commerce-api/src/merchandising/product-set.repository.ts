import type { SiteId } from '@switchback/core';
import { translationJoin, translationTags } from '../catalog/catalogue-language';
import type { Database } from '../database/database.port';

export interface ProductSetRow { id: string; name: string; slug: string; description: string; product_ids: string[] }

/** $1 and $2 are the site's translation tags (catalogue-language.ts): the set's name and description in its language. */
const SET_SELECT = `
  SELECT s.id, COALESCE(st.name, s.name) AS name, s.slug, COALESCE(st.description, s.description) AS description,
         (SELECT array_agg(m.product_id ORDER BY m.position) FROM product_set_members m WHERE m.set_id = s.id) AS product_ids
  FROM product_sets s
  ${translationJoin({ table: 'product_set_translations', key: 'set_id', on: 's.id', columns: 't.name, t.description', alias: 'st', locale: '$1', language: '$2' })}`;

/** Product sets and their members, in a site's language. */
export class ProductSetRepository {
  constructor(private readonly db: Database) {}

  async setsOf(siteId: SiteId, productId: string): Promise<ProductSetRow[]> {
    return (await this.db.query<ProductSetRow>(
      `${SET_SELECT} WHERE s.id IN (SELECT set_id FROM product_set_members WHERE product_id = $3) ORDER BY s.position, s.id`,
      [...translationTags(siteId), productId])).rows;
  }

  async set(siteId: SiteId, productSetId: string): Promise<ProductSetRow | undefined> {
    return (await this.db.query<ProductSetRow>(`${SET_SELECT} WHERE s.id = $3`, [...translationTags(siteId), productSetId])).rows[0];
  }
}
