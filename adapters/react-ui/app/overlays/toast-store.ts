import { dismissToast, initialToasts, needsTick, showToast, TOAST_TICK_MS, tickToasts, type Toast, type ToastState } from '@switchback/core';

/**
 * The page's toasts, driven by core's toast rules (unique by title, auto-dismissed after the configurable delay,
 * checked on a 200 ms tick). A tiny store: any code shows a toast with `useToast()`; the layout's `<ToasterHost>`
 * subscribes and renders them (loading Radix Toast on the first toast only).
 */
export class ToastStore {
  private state: ToastState;
  private readonly listeners = new Set<() => void>();
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(dismissAfterMs?: number, private readonly now: () => number = () => Date.now()) {
    this.state = initialToasts(dismissAfterMs);
  }

  readonly snapshot = (): ToastState => this.state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  show(toast: Toast): void {
    this.set(showToast(this.state, toast, this.now()));
  }

  dismiss(title: string): void {
    this.set(dismissToast(this.state, title));
  }

  /** One tick (the interval calls it every TOAST_TICK_MS while an auto-closing toast is shown). */
  tick(): void {
    this.set(tickToasts(this.state, this.now()));
  }

  private set(next: ToastState): void {
    if (next === this.state) return;
    this.state = next;
    if (needsTick(next) && this.timer === undefined && typeof setInterval === 'function') this.timer = setInterval(() => this.tick(), TOAST_TICK_MS);
    if (!needsTick(next) && this.timer !== undefined) {
      clearInterval(this.timer);
      this.timer = undefined;
    }
    for (const listener of this.listeners) listener();
  }
}

/** The browser's one store (toasts are client-side feedback; the server renders none). */
export const toasts = new ToastStore();

/** Show and dismiss toasts: `const toast = useToast(); toast.show({ title, type: 'error' })`. */
export function useToast(): Pick<ToastStore, 'show' | 'dismiss'> {
  return toastApi;
}
const toastApi = { show: (toast: Toast) => toasts.show(toast), dismiss: (title: string) => toasts.dismiss(title) };
