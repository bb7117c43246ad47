import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FakeKeyValueStore } from '../testing/fake-key-value-store';
import { firstPopUpToShow, initialPopUp, popUpDelayMs, popUpTransition, type PopUpEvent } from './pop-up.machine';
import { benefitBarVisible, ContentDismissals, dismissalKey } from './content-dismissals';
import { blockHasContent, visibleBlocks } from './block-visibility.rules';
import { detectVideoHost } from './video-host.rules';
import {
  autoSlideWidth, carouselIntervalMs, collectionLayout, CTA_COLLECTION_SLIDE_MAX_WIDTH, DEFAULT_SLIDE_PADDING, GRADIENT_HEIGHTS,
  iconAndTextColumns, imageTransform, linkedCardBreakpoint, OVERLAY_WIDTHS, PRODUCT_OVERLAY_PICTURE_SIZES, RECOMMENDATION_CARDS_PER_VIEW,
  recommendationSlidesToScroll, splitImageWidth, UGC_WIDGET_DELAY_MS, UPSELL_DEFAULT_STACKED_ITEMS,
} from './content.constants';

describe('pop-up', () => {
  const popUp = { id: 'welcome', name: 'Welcome' };

  it('shows an impression event, expands after the delay (default 2 s), then can be closed; once closed it stays dismissed (stored)', () => {
    let step = popUpTransition(initialPopUp(popUp, false), { type: 'Shown' });
    expect(step.effects).toEqual([{ type: 'TrackImpression', id: 'welcome' }, { type: 'ScheduleExpand', afterMs: 2000 }]);
    step = popUpTransition(step.state, { type: 'DelayElapsed' });
    expect(step.state.status).toBe('Expanded');
    expect(step.effects).toEqual([{ type: 'TrackExpand', id: 'welcome' }]);
    step = popUpTransition(step.state, { type: 'Close' });
    expect(step).toEqual({ state: { id: 'welcome', delayMs: 2000, status: 'Dismissed' }, effects: [{ type: 'StoreDismissed', id: 'welcome' }] });
    expect(popUpTransition(step.state, { type: 'Shown' }).effects).toEqual([]);
  });

  it('a pop-up dismissed before never shows again', () => {
    expect(popUpTransition(initialPopUp(popUp, true), { type: 'Shown' })).toEqual({ state: initialPopUp(popUp, true), effects: [] });
  });

  it('pop-up default delay 2000 ms; a configured delay is used', () => {
    expect(popUpDelayMs(undefined)).toBe(2000);
    expect(popUpDelayMs(-1)).toBe(2000);
    expect(popUpDelayMs(Number.NaN)).toBe(2000);
    expect(popUpDelayMs(5000)).toBe(5000);
    expect(popUpTransition(initialPopUp({ ...popUp, delay: 0 }, false), { type: 'Shown' }).effects[1]).toEqual({ type: 'ScheduleExpand', afterMs: 0 });
  });

  it('clicks are tracked and the shopper can minimise and re-expand', () => {
    const shown = popUpTransition(initialPopUp(popUp, false), { type: 'Shown' }).state;
    expect(popUpTransition(shown, { type: 'TargetClicked', url: '/sign-up' }).effects).toEqual([{ type: 'TrackClick', id: 'welcome', url: '/sign-up' }]);
    const expanded = popUpTransition(shown, { type: 'Toggle' });
    expect(expanded.state.status).toBe('Expanded');
    expect(popUpTransition(expanded.state, { type: 'Toggle' }).state.status).toBe('Minimized');
  });

  it('property: nothing happens before the pop-up is shown, and after Close every event is ignored', () => {
    const events = fc.constantFrom<PopUpEvent>({ type: 'Shown' }, { type: 'DelayElapsed' }, { type: 'Toggle' }, { type: 'TargetClicked', url: '/x' }, { type: 'Close' });
    fc.assert(fc.property(fc.array(events), (list) => {
      let state = initialPopUp(popUp, false);
      let closed = false;
      for (const event of list) {
        const next = popUpTransition(state, event);
        if (state.status === 'Waiting' && event.type !== 'Shown') expect(next).toEqual({ state, effects: [] });
        if (closed) expect(next.effects).toEqual([]);
        if (next.state.status === 'Dismissed') closed = true;
        state = next.state;
      }
    }));
  });

  it('a pop-up manager shows the first content pop-up not yet dismissed', () => {
    const list = [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }, { id: 'c', name: 'C' }];
    expect(firstPopUpToShow(list, new Set(['a']))?.id).toBe('b');
    expect(firstPopUpToShow(list, new Set(['a', 'b', 'c']))).toBeUndefined();
  });
});

describe('benefit bar and pop-up dismissals', () => {
  it('benefit bar: visible until the close button is pressed, then hidden; the closed state is stored', async () => {
    const store = new FakeKeyValueStore();
    const dismissals = new ContentDismissals(store);
    expect(benefitBarVisible((await dismissals.isDismissed('benefit-bar', 'free-shipping'))._unsafeUnwrap())).toBe(true);
    await dismissals.dismiss('benefit-bar', 'free-shipping');
    expect(store.values.get(dismissalKey('benefit-bar', 'free-shipping'))).toBe('true');
    expect(benefitBarVisible((await new ContentDismissals(store).isDismissed('benefit-bar', 'free-shipping'))._unsafeUnwrap())).toBe(false);
    expect((await dismissals.isDismissed('pop-up', 'free-shipping'))._unsafeUnwrap()).toBe(false);
  });

  it('storage trouble never hides content nor fails a close', async () => {
    const store = new FakeKeyValueStore({ [dismissalKey('pop-up', 'a')]: 'true' }).failOn('get').failOn('set');
    const dismissals = new ContentDismissals(store);
    expect((await dismissals.isDismissed('pop-up', 'a')).isOk()).toBe(true);
    expect((await dismissals.isDismissed('pop-up', 'a'))._unsafeUnwrap()).toBe(false);
    expect((await dismissals.dismiss('pop-up', 'a')).isOk()).toBe(true);
  });
});

describe('block visibility', () => {
  it('a block hides if it has no content, or if a recommendation, upsell or promo-message block has an empty items list', () => {
    expect(blockHasContent(undefined)).toBe(false);
    expect(blockHasContent(null)).toBe(false);
    expect(blockHasContent({ type: 'recommendation', items: [] })).toBe(false);
    expect(blockHasContent({ type: 'upsell' })).toBe(false);
    expect(blockHasContent({ type: 'promo-message', items: ['10% off'] })).toBe(true);
    expect(blockHasContent({ type: 'banner', items: [] })).toBe(true);
    expect(visibleBlocks([{ type: 'banner' }, null, { type: 'upsell', items: [] }])).toEqual([{ type: 'banner' }]);
    expect(visibleBlocks(undefined)).toEqual([]);
  });
});

describe('video-host link detection', () => {
  it('the video player detects a link to a video-hosting service by pattern and then uses the embedded player', () => {
    expect(detectVideoHost('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10')).toEqual({ host: 'youtube', videoId: 'dQw4w9WgXcQ', embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' });
    expect(detectVideoHost('https://youtu.be/dQw4w9WgXcQ')?.videoId).toBe('dQw4w9WgXcQ');
    expect(detectVideoHost('//www.youtube.com/embed/dQw4w9WgXcQ')?.host).toBe('youtube');
    expect(detectVideoHost('https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ')?.videoId).toBe('dQw4w9WgXcQ');
    expect(detectVideoHost(' https://vimeo.com/76979871 ')).toEqual({ host: 'vimeo', videoId: '76979871', embedUrl: 'https://player.vimeo.com/video/76979871' });
    expect(detectVideoHost('https://player.vimeo.com/video/76979871')?.host).toBe('vimeo');
  });

  it('anything else is not a hosted video', () => {
    for (const url of ['https://cdn.example.com/video.mp4', 'https://www.youtube.com/watch?v=short', 'https://evil.com/?u=https://youtu.be/dQw4w9WgXcQ', 'vimeo.com/1', '']) {
      expect(detectVideoHost(url)).toBeNull();
    }
  });

  it('property: never throws on any string, and finds any 11-character YouTube id', () => {
    fc.assert(fc.property(fc.string(), (s) => { expect(() => detectVideoHost(s)).not.toThrow(); }));
    fc.assert(fc.property(fc.stringMatching(/^[A-Za-z0-9_-]{11}$/), (id) => { expect(detectVideoHost(`https://youtu.be/${id}`)?.videoId).toBe(id); }));
  });
});

describe('§9 content constants', () => {
  it('image transforms: doubled width and height, quality 50, default sharpen 60, device pixel ratio 2', () => {
    expect(imageTransform({ width: 300, height: 200 })).toEqual({ width: 600, height: 400, quality: 50, sharpen: 60, devicePixelRatio: 2 });
    expect(imageTransform({ width: 1, height: 1, sharpen: 10 }).sharpen).toBe(10);
  });

  it('carousel interval is autorotateTime times 1000; slide width auto is 100% divided by the item count', () => {
    expect(carouselIntervalMs(5)).toBe(5000);
    expect(autoSlideWidth(4)).toBe('25%');
    expect(autoSlideWidth(0)).toBe('100%');
  });

  it('call-to-action collection slide max width is 19.25rem on sm and 26.5rem on md and lg; default slide padding is small; a collection named with [stacked] becomes a full-width grid at md and lg', () => {
    expect(CTA_COLLECTION_SLIDE_MAX_WIDTH).toEqual({ sm: '19.25rem', md: '26.5rem', lg: '26.5rem' });
    expect(DEFAULT_SLIDE_PADDING).toBe('small');
    expect(collectionLayout('Shoes [stacked]', 'md', 'carousel')).toEqual({ type: 'grid', fullWidth: true });
    expect(collectionLayout('Shoes [stacked]', 'sm', 'carousel')).toEqual({ type: 'carousel', fullWidth: false });
    expect(collectionLayout('Shoes', 'lg', 'carousel')).toEqual({ type: 'carousel', fullWidth: false });
  });

  it('gradient heights: full 35%, focused 50%, off 0%; split image widths 60, 50 or 40 percent (default 60); overlay width presets 1/3, 1/2, 2/3, 11/12', () => {
    expect(GRADIENT_HEIGHTS).toEqual({ full: '35%', focused: '50%', off: '0%' });
    expect([splitImageWidth(50), splitImageWidth(40), splitImageWidth(undefined), splitImageWidth(55)]).toEqual([50, 40, 60, 60]);
    expect(OVERLAY_WIDTHS).toEqual({ xs: 1 / 3, sm: 1 / 2, md: 2 / 3, lg: 11 / 12 });
  });

  it('recommendation carousel widths by variant: 3, 5, 6 cards, search hub; slides scrolled 6 for the 6-card variant, else 3; upsell list default 3 stacked items', () => {
    expect(RECOMMENDATION_CARDS_PER_VIEW).toEqual({ 'three-cards': 3, 'five-cards': 5, 'six-cards': 6 });
    expect(['three-cards', 'five-cards', 'six-cards', 'search-hub'].map((v) => recommendationSlidesToScroll(v as 'six-cards'))).toEqual([3, 3, 6, 3]);
    expect(UPSELL_DEFAULT_STACKED_ITEMS).toBe(3);
  });

  it('lg is treated as md for linked-card layout; icon-and-text with 4 items uses a 2-column grid; product-overlay picture sizes; UGC widget after 500 ms', () => {
    expect(BREAKPOINT_MAP()).toEqual({ sm: 'sm', md: 'md', lg: 'md' });
    expect([iconAndTextColumns(4), iconAndTextColumns(3), iconAndTextColumns(0)]).toEqual([2, 3, 1]);
    expect(PRODUCT_OVERLAY_PICTURE_SIZES.md).toEqual({ width: 271, height: 467 });
    expect(UGC_WIDGET_DELAY_MS).toBe(500);
  });
});

const BREAKPOINT_MAP = () => ({ sm: linkedCardBreakpoint('sm'), md: linkedCardBreakpoint('md'), lg: linkedCardBreakpoint('lg') });
