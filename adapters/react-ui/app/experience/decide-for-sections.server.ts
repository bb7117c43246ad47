import { experienceDecisionKey, parseStorefrontQuery, type ExperienceApi } from '@switchback/core';
import { createHttpCommerceClient } from '@switchback/http';
import type { Storefront } from '../composition-root.server';
import { STOREFRONT_CLIENT_APP } from '../composition-root.server';
import { WebCryptoRandomSource } from '../platform/web-crypto-random';
import { NO_DECISIONS, type PageDecisions } from './decisions';
import { experimentationClient, experimentationSdkKey, experimentVariations } from './experimentation-client.server';
import { consentOf } from '../consent/consent.server';

/** The first-party cookie keeping the visitor id the decide call and the experimentation SDK know the shopper by. */
export const VISITOR_COOKIE = 'sb_visitor';
export const VISITOR_MAX_AGE_S = 365 * 24 * 60 * 60;
const VISITOR_ID = /^[A-Za-z0-9-]{8,64}$/;

/** Every experienceId among the blocks, however deep (collections, accordions, dialogs, wrappers nest blocks). */
export function experienceIdsOf(blocks: unknown): string[] {
  return personalisedBlocksOf(blocks).experienceIds;
}

/** The experiences and whether any segmentation block is among the blocks, however deep. */
export function personalisedBlocksOf(blocks: unknown): { readonly experienceIds: string[]; readonly segmentation: boolean } {
  const found = new Set<string>();
  let segmentation = false;
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      value.forEach(visit);
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    const record = value as Record<string, unknown>;
    if (record.type === 'experience' && typeof record.experienceId === 'string') found.add(record.experienceId);
    if (record.type === 'segmentation') segmentation = true;
    Object.values(record).forEach(visit);
  };
  visit(blocks);
  return { experienceIds: [...found], segmentation };
}

const visitorIdOf = (request: Request): string | undefined => {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === VISITOR_COOKIE) {
      const value = part.slice(at + 1).trim();
      return VISITOR_ID.test(value) ? value : undefined;
    }
  }
  return undefined;
};

let eventsApi: { baseUrl: string; api: ExperienceApi } | undefined;
/** The process's own client for the SDK's event log (public calls: no shopper's cookies travel with them). */
const eventsApiFor = (baseUrl: string): ExperienceApi => {
  if (eventsApi?.baseUrl !== baseUrl) {
    const random = new WebCryptoRandomSource();
    const client = createHttpCommerceClient({ baseUrl, site: 'en-us', locale: 'en-US', clientApp: STOREFRONT_CLIENT_APP, newId: () => random.uuid(), fetch });
    eventsApi = { baseUrl, api: client.experience };
  }
  return eventsApi.api;
};

export interface DecideOptions {
  readonly apiBaseUrl: string;
  readonly pageType: string;
  /** The recTokens of the recommendation cards the page renders (recorded as impressions). */
  readonly recTokens?: readonly string[];
  /** Keeps a new visitor's id in its cookie (the loader's session answers with it). */
  readonly keepVisitor: (visitorId: string) => void;
}

/**
 * The decisions for a page's experiences, made on the server in its loader (§4; issue 12 §2): `p13n_testcontext`
 * forces variants whatever the consent; without targeting consent nothing is decided (the baseline shows); else an
 * Optimizely experiment whose key is the decision key decides, and the decide endpoint the rest. Failures leave the
 * baseline. A new visitor's id goes to `keepVisitor`.
 */
export async function decideForSections(
  storefront: Storefront, request: Request, sections: unknown, options: DecideOptions,
): Promise<PageDecisions> {
  const testVariants = parseStorefrontQuery(new URL(request.url).search).testContext?.variants ?? [];
  const { experienceIds: ids, segmentation } = personalisedBlocksOf(sections);
  const base: PageDecisions = { ...NO_DECISIONS, testVariants };
  const nothingToDecide = ids.length === 0 && !segmentation && (options.recTokens ?? []).length === 0;
  if (nothingToDecide || !consentOf(request, storefront.site).targeting) return base;

  let visitorId = visitorIdOf(request);
  if (visitorId === undefined) {
    visitorId = storefront.random.uuid();
    options.keepVisitor(visitorId);
  }
  const decided: Record<string, string> = {};
  const keys = [...new Set(ids.map(experienceDecisionKey))];
  const sdkKey = experimentationSdkKey();
  if (sdkKey !== undefined && keys.length > 0) {
    const entry = experimentationClient(options.apiBaseUrl, sdkKey, () => eventsApiFor(options.apiBaseUrl));
    Object.assign(decided, await experimentVariations(entry, keys, visitorId, {
      site: storefront.site.id, loggedIn: storefront.session.shopper.state.loggedIn,
    }));
  }
  const remaining = ids.filter((id) => decided[experienceDecisionKey(id)] === undefined);
  let segment: PageDecisions['segment'];
  if (remaining.length > 0 || segmentation || (options.recTokens ?? []).length > 0) {
    const answer = await storefront.experience.decide(storefront.site.brand, {
      channel: 'ECOMM', monetateId: visitorId,
      events: [
        { eventType: 'monetate:context:PageView', pageType: options.pageType },
        ...(remaining.length > 0 ? [{ eventType: 'monetate:decision:DecisionRequest' as const, requestId: options.pageType, experienceKeys: remaining.slice(0, 20) }] : []),
        ...((options.recTokens ?? []).length > 0 ? [{ eventType: 'monetate:record:RecImpressions' as const, recTokens: (options.recTokens ?? []).slice(0, 50) }] : []),
      ],
    });
    if (answer.isOk()) {
      segment = answer.value.segment;
      for (const action of answer.value.responses.flatMap((response) => response.actions)) decided[action.experienceKey] ??= action.variantId;
    } else console.error('[personalisation] decide failed', answer.error);
  }
  return { decisions: decided, testVariants, ...(segment !== undefined ? { segment } : {}) };
}
