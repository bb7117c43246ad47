import type { ContentDocType } from '@switchback/core';

/** The page a result is seen on: home documents on `/`, other pages under `/pages/`. */
export const resultPath = (result: { readonly id: string; readonly docType: ContentDocType }): string =>
  result.id === 'home' || result.id.startsWith('home-') ? '/' : `/pages/${result.id}`;
