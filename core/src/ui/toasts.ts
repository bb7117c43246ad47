/** §2/§9 toasts: unique by title, auto-dismissed after a configurable delay, checked on a 200 ms tick. */
export const TOAST_TICK_MS = 200;
/** The delay is configuration (§9: "toast dismiss delay configurable"); this is the default when none is given. */
export const DEFAULT_TOAST_DISMISS_DELAY_MS = 5000;

export type ToastType = 'success' | 'error' | 'info' | 'warning';

export interface Toast {
  readonly title: string;
  readonly message?: string;
  readonly type: ToastType;
  /** Auto-closing toasts go away by themselves; the others stay until dismissed. Defaults to true. */
  readonly autoClose?: boolean;
}

export interface ShownToast extends Toast {
  readonly shownAt: number;
}

export interface ToastState {
  readonly toasts: readonly ShownToast[];
  readonly dismissAfterMs: number;
}

export const initialToasts = (dismissAfterMs: number = DEFAULT_TOAST_DISMISS_DELAY_MS): ToastState => ({
  toasts: [],
  dismissAfterMs: Math.max(0, dismissAfterMs),
});

/** §2: toasts are unique by title — showing a title already on screen changes nothing. `nowMs` from the Clock port. */
export function showToast(state: ToastState, toast: Toast, nowMs: number): ToastState {
  if (state.toasts.some((shown) => shown.title === toast.title)) return state;
  return { ...state, toasts: [...state.toasts, { ...toast, shownAt: nowMs }] };
}

export function dismissToast(state: ToastState, title: string): ToastState {
  const toasts = state.toasts.filter((shown) => shown.title !== title);
  return toasts.length === state.toasts.length ? state : { ...state, toasts };
}

/** §9: on each 200 ms tick, auto-closing toasts shown at least the dismiss delay ago are removed. */
export function tickToasts(state: ToastState, nowMs: number): ToastState {
  const toasts = state.toasts.filter((shown) => shown.autoClose === false || nowMs - shown.shownAt < state.dismissAfterMs);
  return toasts.length === state.toasts.length ? state : { ...state, toasts };
}

/** Whether the 200 ms tick needs to keep running (an auto-closing toast is on screen). */
export const needsTick = (state: ToastState): boolean => state.toasts.some((shown) => shown.autoClose !== false);
