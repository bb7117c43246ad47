import { useCallback, useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import {
  RECOMMENDATION_CARDS_PER_VIEW, recommendationSlidesToScroll, type RecommendationCarouselVariant, type RecommendationType,
} from '@switchback/core';
import { ProductCard } from '../catalog/product-card.component';
import type { RecommendationRailData } from './recommendation-rail-data';
import { unpack, type Packed } from '../platform/packed-data';

type CardsVariant = Exclude<RecommendationCarouselVariant, 'search-hub'>;

/** Each rail's heading (literal ids: the catalogue test finds them). */
const TITLE_ID: Readonly<Record<RecommendationType, string>> = {
  'often-bought-together': 'recommendations.oftenBoughtTogether.title',
  similar: 'recommendations.similar.title',
  cart: 'recommendations.cart.title',
};

/** The page's rails, in order (none: nothing at all). */
export function RecommendationRails({ rails, variant = 'six-cards' }: { rails: readonly RecommendationRailData[]; variant?: CardsVariant }) {
  return rails.map((rail) => <RecommendationRail key={rail.rail} rail={rail} variant={variant} />);
}

/**
 * The rails below a product page or a cart, in one box (none: an empty box): one element, as a lazy part must render
 * (recommendation-rails.part.tsx). Their product tiles come packed (platform/packed-data.ts: 237 values of a product
 * page's data), read when the part renders.
 */
export function RecommendationRailsSection({ rails }: { rails: Packed<readonly RecommendationRailData[]> }) {
  return <div className="recommendation-rails"><RecommendationRails rails={unpack(rails)} /></div>;
}

/**
 * A recommendation carousel (storefront-experience §9: 3, 5 or 6 cards across; 6 scrolled at a time for the 6-card
 * variant, else 3): a labelled region holding a list of product cards. Without JavaScript the list scrolls sideways
 * (scroll snapping on the cards); with it, Previous and Next buttons scroll it by a page of cards, never more than
 * can be seen. The buttons stay focusable at either end (aria-disabled), so the focus is never lost.
 */
export function RecommendationRail({ rail, variant }: { rail: RecommendationRailData; variant: CardsVariant }) {
  const intl = useIntl();
  const headingId = useId();
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });
  const title = intl.formatMessage({ id: TITLE_ID[rail.rail] });

  const measure = useCallback(() => {
    const list = listRef.current;
    if (list === null) return;
    const atStart = list.scrollLeft <= 1;
    const atEnd = list.scrollLeft + list.clientWidth >= list.scrollWidth - 1;
    setEdges((was) => (was.atStart === atStart && was.atEnd === atEnd ? was : { atStart, atEnd }));
  }, []);
  useEffect(() => {
    setEnhanced(true);
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);

  const scroll = (direction: 1 | -1) => {
    const list = listRef.current;
    const card = list?.firstElementChild;
    if (!list || !card) return;
    const step = card.getBoundingClientRect().width + parseFloat(getComputedStyle(list).columnGap || '0');
    const visible = Math.max(1, Math.floor((list.clientWidth + 1) / step));
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    list.scrollBy({ left: direction * step * Math.min(recommendationSlidesToScroll(variant), visible), behavior: reduced ? 'auto' : 'smooth' });
  };

  return (
    <section className="recommendation-rail" aria-labelledby={headingId} data-rail={rail.rail}>
      <div className="recommendation-rail__head">
        <h2 id={headingId}>{title}</h2>
        {enhanced && (
          <div className="recommendation-rail__controls">
            <button type="button" className="button button--secondary" aria-controls={listId} aria-disabled={edges.atStart}
              aria-label={intl.formatMessage({ id: 'recommendations.previous' }, { title })} onClick={() => { if (!edges.atStart) scroll(-1); }}>
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" className="button button--secondary" aria-controls={listId} aria-disabled={edges.atEnd}
              aria-label={intl.formatMessage({ id: 'recommendations.next' }, { title })} onClick={() => { if (!edges.atEnd) scroll(1); }}>
              <span aria-hidden="true">›</span>
            </button>
          </div>
        )}
      </div>
      <ul id={listId} ref={listRef} className="recommendation-rail__list" onScroll={measure}
        style={{ '--cards-per-view': RECOMMENDATION_CARDS_PER_VIEW[variant] } as CSSProperties}>
        {rail.items.map((item) => <ProductCard key={item.id} product={item} />)}
      </ul>
    </section>
  );
}
