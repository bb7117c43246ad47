import { CATEGORY_ID_PATTERN, PRODUCT_ID_PATTERN } from '@switchback/core';

export interface SlugId {
  readonly slug: string;
  readonly id: string;
}

function splitAtLastDash(slugId: string): SlugId | undefined {
  const dash = slugId.lastIndexOf('-');
  if (dash <= 0 || dash === slugId.length - 1) return undefined;
  return { slug: slugId.slice(0, dash), id: slugId.slice(dash + 1) };
}

/** `/{locale}/c/{slug}-{category id}`: category ids are 4 to 10 digits (§2). */
export function parseCategorySlugId(slugId: string): SlugId | undefined {
  const parts = splitAtLastDash(slugId);
  return parts !== undefined && CATEGORY_ID_PATTERN.test(parts.id) ? parts : undefined;
}

/** `/{locale}/p/{slug}-{product id}`: product ids are 8 to 11 upper-case letters or digits (§2). */
export function parseProductSlugId(slugId: string): SlugId | undefined {
  const parts = splitAtLastDash(slugId);
  return parts !== undefined && PRODUCT_ID_PATTERN.test(parts.id) ? parts : undefined;
}
