import type { Site } from '@switchback/core';
import { serverIntl } from '../i18n/catalogue.server';

export interface PageMeta {
  readonly title: string;
  readonly description: string;
}

/** A page's title ("<page> | Switchback", the site name once) and meta description, in the site's language. */
export function pageMeta(site: Site, page: string, description: string): PageMeta {
  return { title: serverIntl(site).formatMessage({ id: 'meta.title' }, { page }), description };
}
