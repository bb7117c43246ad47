import { ok, ResultAsync } from 'neverthrow';
import {
  ALL_SITES, sizeSystems, type CollectionsResponse, type CompareResponse, type FootSizesResponse, type InternalFooterResponse,
  type LocationSelectorResponse, type SearchHubResponse, type SiteId, type SizeChartProductType, type SizeChartResponse, type UtilityResponse,
} from '@switchback/core';
import type { ApiFailure } from '../errors/api-failure';
import { DEMO_CATEGORIES, DEMO_COPY, type DemoCopy } from './demo-content.copy';
import type { ContentService } from './content.service';

const same = <T>(value: T): ResultAsync<T, ApiFailure> => new ResultAsync(Promise.resolve(ok(value)));

/** Shoe sizes by foot length: US men's, UK, EU (Mondopoint cm). */
const SHOE_SIZES: readonly { US: string; UK: string; EU: string; cm: string }[] = [
  { US: '7', UK: '6', EU: '40', cm: '25' }, { US: '7.5', UK: '6.5', EU: '40.5', cm: '25.5' }, { US: '8', UK: '7', EU: '41', cm: '26' },
  { US: '8.5', UK: '7.5', EU: '42', cm: '26.5' }, { US: '9', UK: '8', EU: '42.5', cm: '27' }, { US: '9.5', UK: '8.5', EU: '43', cm: '27.5' },
  { US: '10', UK: '9', EU: '44', cm: '28' }, { US: '10.5', UK: '9.5', EU: '44.5', cm: '28.5' }, { US: '11', UK: '10', EU: '45', cm: '29' },
  { US: '12', UK: '11', EU: '46', cm: '30' },
];
/** Apparel by chest circumference (cm). */
const APPAREL: readonly { label: string; US: string; UK: string; EU: string; cm: string }[] = [
  { label: 'XS', US: 'XS', UK: '34', EU: '44', cm: '86–91' }, { label: 'S', US: 'S', UK: '36', EU: '46', cm: '91–97' },
  { label: 'M', US: 'M', UK: '38–40', EU: '48–50', cm: '97–104' }, { label: 'L', US: 'L', UK: '42', EU: '52', cm: '104–112' },
  { label: 'XL', US: 'XL', UK: '44–46', EU: '54–56', cm: '112–120' }, { label: 'XXL', US: 'XXL', UK: '48', EU: '58', cm: '120–128' },
];
/** Backpacks by torso length (cm). */
const PACKS = [{ label: 'S/M', US: 'S/M', UK: 'S/M', EU: 'S/M', cm: '40–48' }, { label: 'M/L', US: 'M/L', UK: 'M/L', EU: 'M/L', cm: '46–54' }];
/** Socks by shoe size; hats by head circumference. */
const SOCKS = [
  { label: 'S', US: '4–6.5', UK: '3–5.5', EU: '35–38', cm: '22–24' }, { label: 'M', US: '7–9.5', UK: '6–8.5', EU: '39–42', cm: '25–27' },
  { label: 'L', US: '10–12.5', UK: '9–11.5', EU: '43–46', cm: '28–30' },
];

/**
 * Issue 12 §1, storefront-experience §7 internal content: the compare attributes, collections, foot sizes and size
 * charts are small tables kept here per language (demo-content.copy.ts); the footer is read from the site's footer
 * document; the location selector from core's site table; /fapi/pages/{page} is the content page (ContentService).
 */
export class InternalContentService {
  constructor(private readonly content: ContentService) {}

  private copy(siteId: SiteId): DemoCopy {
    return DEMO_COPY[siteId];
  }

  compare(siteId: SiteId): ResultAsync<CompareResponse, ApiFailure> {
    return same({ attributes: this.copy(siteId).compare.map((a) => ({ ...a })) });
  }

  collections(siteId: SiteId): ResultAsync<CollectionsResponse, ApiFailure> {
    const names = this.copy(siteId).collections;
    return same({
      collections: [
        { id: 'new-arrivals', name: names.newArrivals, productIds: ['SBTR0001', 'SBHK0001', 'SBJK0001', 'SBFL0001', 'SBPK0001', 'SBAC0001'] },
        { id: 'trail-essentials', name: names.trailEssentials, productIds: ['SBTR0001', 'SBTR0002', 'SBPK0001', 'SBAC0001'] },
        { id: 'stay-warm', name: names.stayWarm, productIds: ['SBJK0001', 'SBJK0002', 'SBFL0001', 'SBFL0002', 'SBAC0002'] },
      ],
    });
  }

  /** The footer document's footer-item blocks as link columns. */
  footer(siteId: SiteId): ResultAsync<InternalFooterResponse, ApiFailure> {
    return this.content.footer({ siteId, mode: 'live' }).map((page) => ({
      columns: Object.values(page.sections).flat().flatMap((block) => (block.type === 'footer-item' ? [{
        id: block.id,
        title: block.title ?? block.name ?? block.id,
        links: (block.targets ?? []).map((t, i) => ({ id: `${block.id}-${i + 1}`, text: t.text, url: t.url })),
      }] : [])),
      legal: this.copy(siteId).legal,
    }));
  }

  footSizes(_siteId: SiteId): ResultAsync<FootSizesResponse, ApiFailure> {
    return same({ systems: [...sizeSystems], sizes: SHOE_SIZES.map((s) => ({ ...s })) });
  }

  sizeChart(siteId: SiteId, productType: SizeChartProductType): ResultAsync<SizeChartResponse, ApiFailure> {
    const copy = this.copy(siteId).sizeCharts[productType];
    const rows = productType === 'shoes' ? SHOE_SIZES.map((s) => ({ label: s.US, ...s }))
      : productType === 'apparel' ? APPAREL : productType === 'backpacks' ? PACKS : SOCKS;
    return same({ productType, title: copy.title, systems: [...sizeSystems], rows: rows.map((r) => ({ ...r })), note: copy.note });
  }

  searchHub(siteId: SiteId): ResultAsync<SearchHubResponse, ApiFailure> {
    const copy = this.copy(siteId);
    return same({
      title: copy.searchHubTitle,
      popularSearches: [...copy.popularSearches],
      categories: DEMO_CATEGORIES.map((c) => ({ categoryId: c.id, title: copy.categories[c.id]!, url: `/c/${c.slug}-${c.id}` })),
    });
  }

  utility(siteId: SiteId): ResultAsync<UtilityResponse, ApiFailure> {
    const u = this.copy(siteId).utility;
    return same({
      links: [
        { id: 'help', text: u.help, url: '/pages/help' },
        { id: 'stores', text: u.stores, url: '/stores' },
        { id: 'track-order', text: u.trackOrder, url: '/track-order' },
        { id: 'loyalty', text: u.loyalty, url: '/pages/loyalty' },
      ],
    });
  }

  locationSelector(): ResultAsync<LocationSelectorResponse, ApiFailure> {
    return same({
      sites: ALL_SITES.map((s) => ({ siteId: s.id, label: s.label, locale: s.locale, country: s.country, currency: s.currency, region: s.region, url: `/${s.id}` })),
    });
  }
}
