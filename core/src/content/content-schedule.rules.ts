import type { ContentBlock, ContentSections } from '../contract/content.contract';

/**
 * Issue 12 §1, storefront-experience §2: which version of a document shows at a moment, which `-inherited` documents
 * apply to a route, and how their sections merge. Pure: the content service calls them, nothing else decides.
 */

/** A document's schedule: `from` inclusive, `to` exclusive; a missing bound is open. ISO 8601 with an offset. */
export interface ContentSchedule {
  readonly from?: string | undefined;
  readonly to?: string | undefined;
}

/** Whether the schedule holds at `at` (from ≤ at < to). */
export function scheduleHolds(schedule: ContentSchedule | undefined, at: Date): boolean {
  const t = at.getTime();
  if (schedule?.from !== undefined && Date.parse(schedule.from) > t) return false;
  if (schedule?.to !== undefined && Date.parse(schedule.to) <= t) return false;
  return true;
}

/**
 * The version that shows at `at`, among versions of one (site, docType, key): those whose schedule holds, the latest
 * `from` winning (an open `from` is the earliest), so a dated version replaces the evergreen one while it runs.
 * Imports refuse overlapping dated schedules, so among dated versions at most one holds.
 */
export function pickScheduled<T extends { readonly schedule?: ContentSchedule | undefined }>(versions: readonly T[], at: Date): T | undefined {
  let best: T | undefined;
  let bestFrom = Number.NEGATIVE_INFINITY;
  for (const version of versions) {
    if (!scheduleHolds(version.schedule, at)) continue;
    const from = version.schedule?.from !== undefined ? Date.parse(version.schedule.from) : Number.NEGATIVE_INFINITY;
    if (best === undefined || from > bestFrom) {
      best = version;
      bestFrom = from;
    }
  }
  return best;
}

/**
 * Two schedules of one (site, docType, key) overlap when both are dated (a `from` or a `to`) and share a moment. A
 * version with no schedule at all is the evergreen fallback: it never conflicts (a dated version wins while it runs).
 */
export function schedulesOverlap(a: ContentSchedule | undefined, b: ContentSchedule | undefined): boolean {
  const dated = (s: ContentSchedule | undefined) => s !== undefined && (s.from !== undefined || s.to !== undefined);
  if (!dated(a) || !dated(b)) return false;
  const aFrom = a!.from !== undefined ? Date.parse(a!.from) : Number.NEGATIVE_INFINITY;
  const aTo = a!.to !== undefined ? Date.parse(a!.to) : Number.POSITIVE_INFINITY;
  const bFrom = b!.from !== undefined ? Date.parse(b!.from) : Number.NEGATIVE_INFINITY;
  const bTo = b!.to !== undefined ? Date.parse(b!.to) : Number.POSITIVE_INFINITY;
  return aFrom < bTo && bFrom < aTo;
}

/**
 * A route pattern of an `-inherited` document or a pop-up: a path after the locale where `*` stands for any
 * characters (`/c/*` matches `/c/1001` and `/c/1001/jackets`; `/*` matches every page; `/` only the home page).
 * Query and fragment are ignored.
 */
export function routeMatches(pattern: string, route: string): boolean {
  const path = route.split(/[?#]/, 1)[0] || '/';
  const regex = new RegExp(`^${pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
  return regex.test(path);
}

/** Whether any pattern matches the route (no route given: none match, so nothing is inherited). */
export const anyRouteMatches = (patterns: readonly string[] | undefined, route: string | undefined): boolean =>
  route !== undefined && (patterns ?? []).some((pattern) => routeMatches(pattern, route));

/**
 * §2 "Sections whose name ends in -inherited merge with inherited sections on matching route patterns": each
 * inherited document's sections are appended after the page's own section of the same name (a page without that
 * section gets it), in the order the inherited documents are given.
 */
export function mergeInheritedSections(own: ContentSections, inherited: readonly ContentSections[]): ContentSections {
  const merged: Record<string, ContentBlock[]> = {};
  for (const [name, blocks] of Object.entries(own)) merged[name] = [...blocks];
  for (const sections of inherited) {
    for (const [name, blocks] of Object.entries(sections)) merged[name] = [...(merged[name] ?? []), ...blocks];
  }
  return merged;
}

/** Every link (`url`) a value holds, however deep: the targets, media targets and menu links of a document. */
export function linkedUrls(value: unknown): string[] {
  const out: string[] = [];
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (typeof v === 'object' && v !== null) {
      for (const [k, child] of Object.entries(v)) {
        if (k === 'url' && typeof child === 'string') out.push(child);
        else walk(child);
      }
    }
  };
  walk(value);
  return out;
}

/**
 * Showcase `referrersCount`: the number of other documents of the site whose blocks link to this document's page
 * (`/pages/{key}`, `/articles/{key}`, `/c/{key}`, `/p/{key}`, the path or the path followed by `?`/`#`).
 */
export function linksTo(urls: readonly string[], paths: readonly string[]): boolean {
  return urls.some((url) => paths.some((path) => url === path || url.startsWith(`${path}?`) || url.startsWith(`${path}#`)));
}
