import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DIALOGS, PANEL_TRANSITION_MS, panelPlacement, screenSizeFor, signInDialog } from './dialogs';
import { dismissToast, initialToasts, needsTick, showToast, TOAST_TICK_MS, tickToasts, type Toast } from './toasts';

describe('§2 dialogs and panels', () => {
  it('small screens: panels open from the bottom at about half, 95% or full height', () => {
    expect(panelPlacement('small')).toEqual({ edge: 'bottom', heightPercent: 50, transitionMs: 250 });
    expect(panelPlacement('small', 'almost-full')).toMatchObject({ edge: 'bottom', heightPercent: 95 });
    expect(panelPlacement('small', 'full')).toMatchObject({ edge: 'bottom', heightPercent: 100 });
  });

  it('large screens: panels open from the right at full size', () => {
    for (const height of ['half', 'almost-full', 'full'] as const)
      expect(panelPlacement('large', height)).toEqual({ edge: 'right', heightPercent: 100, widthPercent: 100, transitionMs: 250 });
    expect(screenSizeFor(1440)).toBe('large');
    expect(screenSizeFor(375)).toBe('small');
    expect(screenSizeFor(800, 768)).toBe('large');
  });

  it('opening transition lasts 250 ms', () => {
    expect(PANEL_TRANSITION_MS).toBe(250);
  });

  it('sign in (replaced by a simplified enrollment dialog when simplified enrollment is allowed)', () => {
    expect(signInDialog(true)).toBe('simplified-enrollment');
    expect(signInDialog(false)).toBe('sign-in');
    expect(DIALOGS).toContain('three-ds-challenge');
    expect(DIALOGS).toContain('employee-terms');
  });
});

describe('§2 toasts', () => {
  const toast = (title: string, autoClose?: boolean): Toast => ({ title, type: 'error', ...(autoClose === undefined ? {} : { autoClose }) });

  it('toasts are unique by title', () => {
    let state = showToast(initialToasts(1000), toast('Saved'), 0);
    state = showToast(state, { title: 'Saved', type: 'success', message: 'again' }, 100);
    expect(state.toasts).toEqual([{ title: 'Saved', type: 'error', shownAt: 0 }]);
  });

  it('toasts auto-dismiss after a configurable delay, checked on a 200 ms tick', () => {
    expect(TOAST_TICK_MS).toBe(200);
    let state = showToast(showToast(initialToasts(1000), toast('A'), 0), toast('Sticky', false), 0);
    state = tickToasts(state, 800);
    expect(state.toasts.map((t) => t.title)).toEqual(['A', 'Sticky']);
    state = tickToasts(state, 1000);
    expect(state.toasts.map((t) => t.title)).toEqual(['Sticky']);
    expect(needsTick(state)).toBe(false);
    expect(dismissToast(state, 'Sticky').toasts).toEqual([]);
    expect(dismissToast(state, 'nothing')).toBe(state);
  });

  it('property: titles stay unique and an auto-closing toast lives exactly the delay, whatever the sequence', () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('show' as const), title: fc.constantFrom('a', 'b', 'c'), autoClose: fc.boolean() }),
      fc.record({ kind: fc.constant('tick' as const) }),
      fc.record({ kind: fc.constant('dismiss' as const), title: fc.constantFrom('a', 'b', 'c') }),
    );
    fc.assert(fc.property(fc.integer({ min: 0, max: 2000 }), fc.array(op, { maxLength: 30 }), (delay, ops) => {
      let state = initialToasts(delay);
      let now = 0;
      for (const o of ops) {
        now += TOAST_TICK_MS;
        if (o.kind === 'show') state = showToast(state, toast(o.title, o.autoClose), now);
        else if (o.kind === 'dismiss') state = dismissToast(state, o.title);
        else state = tickToasts(state, now);
        const titles = state.toasts.map((t) => t.title);
        expect(new Set(titles).size).toBe(titles.length);
        if (o.kind === 'tick') for (const t of state.toasts) if (t.autoClose !== false) expect(now - t.shownAt).toBeLessThan(delay);
      }
    }));
  });
});
