import { POP_UP_DEFAULT_DELAY_MS } from './content.constants';

/** §3 Pop-up (the fields the manager and the machine read). `delay` in milliseconds. */
export interface PopUp {
  readonly id: string;
  readonly name: string;
  readonly delay?: number;
}

export type PopUpStatus = 'Waiting' | 'Minimized' | 'Expanded' | 'Dismissed';

export interface PopUpState {
  readonly id: string;
  readonly delayMs: number;
  readonly status: PopUpStatus;
}

export type PopUpEvent =
  | { readonly type: 'Shown' }
  | { readonly type: 'DelayElapsed' }
  | { readonly type: 'Toggle' }
  | { readonly type: 'TargetClicked'; readonly url: string }
  | { readonly type: 'Close' };

export type PopUpEffect =
  | { readonly type: 'TrackImpression'; readonly id: string }
  | { readonly type: 'ScheduleExpand'; readonly afterMs: number }
  | { readonly type: 'TrackExpand'; readonly id: string }
  | { readonly type: 'TrackClick'; readonly id: string; readonly url: string }
  | { readonly type: 'StoreDismissed'; readonly id: string };

/** §9 "Pop-up default delay 2000 ms": a missing, negative or non-finite delay takes the default. */
export const popUpDelayMs = (delay: number | undefined): number =>
  delay !== undefined && Number.isFinite(delay) && delay >= 0 ? delay : POP_UP_DEFAULT_DELAY_MS;

/** A pop-up's state from its content and whether it was dismissed before (stored). */
export const initialPopUp = (popUp: PopUp, dismissed: boolean): PopUpState =>
  ({ id: popUp.id, delayMs: popUpDelayMs(popUp.delay), status: dismissed ? 'Dismissed' : 'Waiting' });

/** §2 "A pop-up manager shows the first content pop-up not yet dismissed." */
export const firstPopUpToShow = <P extends PopUp>(popUps: readonly P[], dismissedIds: ReadonlySet<string>): P | undefined =>
  popUps.find((popUp) => !dismissedIds.has(popUp.id));

/**
 * §4 "Pop-up: shows an impression event, expands after the delay (default 2 s), then can be closed. Once closed it
 * stays dismissed (stored)." The shopper may minimise and re-expand it before closing.
 */
export function popUpTransition(state: PopUpState, event: PopUpEvent): { state: PopUpState; effects: readonly PopUpEffect[] } {
  const stay = { state, effects: [] };
  if (state.status === 'Dismissed') return stay;
  switch (event.type) {
    case 'Shown':
      return state.status === 'Waiting'
        ? { state: { ...state, status: 'Minimized' }, effects: [{ type: 'TrackImpression', id: state.id }, { type: 'ScheduleExpand', afterMs: state.delayMs }] }
        : stay;
    case 'DelayElapsed':
      return state.status === 'Minimized' ? { state: { ...state, status: 'Expanded' }, effects: [{ type: 'TrackExpand', id: state.id }] } : stay;
    case 'Toggle':
      if (state.status === 'Expanded') return { state: { ...state, status: 'Minimized' }, effects: [] };
      return state.status === 'Minimized' ? { state: { ...state, status: 'Expanded' }, effects: [{ type: 'TrackExpand', id: state.id }] } : stay;
    case 'TargetClicked':
      return state.status === 'Waiting' ? stay : { state, effects: [{ type: 'TrackClick', id: state.id, url: event.url }] };
    case 'Close':
      return state.status === 'Waiting' ? stay : { state: { ...state, status: 'Dismissed' }, effects: [{ type: 'StoreDismissed', id: state.id }] };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}
