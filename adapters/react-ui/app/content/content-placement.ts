import { visibleBlocks } from '@switchback/core';
import type { PageContentData } from './page-content-data';

/**
 * Which sections a page shows where (light: page and layout modules import it without the block renderer).
 * `main`: the page's sections; `lazy`: those with `lazy` in the name, after the main content; `all`: both.
 */
export type SectionPlacement = 'main' | 'lazy' | 'all';

export const isLazySection = (name: string): boolean => name.includes('lazy');

export const inPlacement = (name: string, placement: SectionPlacement): boolean =>
  placement === 'all' || (placement === 'lazy') === isLazySection(name);

/** Whether a page has anything to show in a placement (pages keep their own rendering otherwise). */
export function hasSections(content: PageContentData | null | undefined, placement: SectionPlacement = 'main'): content is PageContentData {
  if (content === null || content === undefined) return false;
  return Object.entries(content.page.sections).some(([name, blocks]) => inPlacement(name, placement) && visibleBlocks(blocks).length > 0);
}

/** Whether a placement's blocks carry the page's h1 (a block with titleH1, at any depth of its top-level blocks). */
export function contentHasHeadingOne(content: PageContentData | null | undefined, placement: SectionPlacement = 'main'): boolean {
  if (content === null || content === undefined) return false;
  const json = JSON.stringify(Object.entries(content.page.sections).filter(([name]) => inPlacement(name, placement)).map(([, blocks]) => blocks));
  return json.includes('"titleH1":true');
}
