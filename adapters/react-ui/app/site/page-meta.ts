import type { MetaDescriptor } from 'react-router';

/** The route `meta` of a page whose loader made its PageMeta (see page-meta.server.ts). */
export function metaTags(meta: { readonly title: string; readonly description: string } | undefined, options: { readonly noindex?: boolean } = {}): MetaDescriptor[] {
  if (meta === undefined) return [{ title: 'Switchback' }];
  return [
    { title: meta.title },
    { name: 'description', content: meta.description },
    ...(options.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}
