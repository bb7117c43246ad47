import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { dismissToast, initialToasts, needsTick, showToast, tickToasts, TOAST_TICK_MS, type ToastState } from '@switchback/core';
import type { UiNotice } from './notice';

const CLASS_OF_TYPE = { error: 'notice--error', warning: 'notice--error', info: 'notice--info', success: 'notice--ok' } as const;

/** One notice: its text from the catalogue, its type and level on the element (commerce-core §4). */
export function NoticeText({ notice, id }: { notice: UiNotice; id?: string }) {
  return (
    <p id={id} className={`notice ${CLASS_OF_TYPE[notice.type]} notice--${notice.level}`} role={notice.type === 'error' ? 'alert' : 'status'}
      data-notice={notice.source} data-level={notice.level}>
      <FormattedMessage id={notice.id} values={notice.values} />
    </p>
  );
}

/**
 * §8: the top notices of a page (item-level ones belong to their line, input-level ones to their field). A notice
 * that may be a toast goes to the toast region; every other stays on the page (SOME_PRODUCTS_NO_INVENTORY included).
 */
export function NoticeList({ notices }: { notices: readonly UiNotice[] }) {
  const top = notices.filter((notice) => notice.level === 'top');
  const onPage = top.filter((notice) => !notice.toast);
  const toasts = top.filter((notice) => notice.toast);
  return (
    <>
      {onPage.length > 0 && (
        <div className="notice-list">
          {onPage.map((notice, index) => <NoticeText key={`${notice.source}-${index}`} notice={notice} />)}
        </div>
      )}
      <ToastRegion notices={toasts} />
    </>
  );
}

/** An item-level notice at its line (`itemId`), described by the line's controls. */
export function ItemNotices({ notices, itemId }: { notices: readonly UiNotice[]; itemId: string }) {
  const mine = notices.filter((notice) => notice.level === 'item' && notice.itemId === itemId);
  return mine.length === 0 ? null : (
    <div className="item-notices">
      {mine.map((notice, index) => <NoticeText key={`${notice.source}-${index}`} notice={notice} id={index === 0 ? `item-notice-${itemId}` : undefined} />)}
    </div>
  );
}

/**
 * §2/§9 toasts: core's toast state (unique by title, auto-dismissed after the configured delay on a 200 ms tick).
 * Server-rendered and without JavaScript they are plain notices that stay; with JavaScript each closes by itself
 * or by its close button.
 */
export function ToastRegion({ notices, dismissAfterMs }: { notices: readonly UiNotice[]; dismissAfterMs?: number }) {
  const intl = useIntl();
  const [state, setState] = useState<ToastState>(() =>
    notices.reduce<ToastState>((s, notice) => showToast(s, { title: notice.id, type: notice.type }, 0), initialToasts(dismissAfterMs)));
  const [hydrated, setHydrated] = useState(false);
  const key = notices.map((notice) => notice.id).join('|');
  useEffect(() => {
    const now = Date.now();
    setHydrated(true);
    setState((s) => notices.reduce<ToastState>((next, notice) => showToast(next, { title: notice.id, type: notice.type }, now),
      { ...s, toasts: s.toasts.map((toast) => ({ ...toast, shownAt: now })) }));
    // The notices are what the key says; a new set of them shows again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  useEffect(() => {
    if (!hydrated || !needsTick(state)) return undefined;
    const timer = setInterval(() => setState((s) => tickToasts(s, Date.now())), TOAST_TICK_MS);
    return () => clearInterval(timer);
  }, [hydrated, state]);
  const shown = notices.filter((notice) => state.toasts.some((toast) => toast.title === notice.id));
  return (
    <div className="toast-region" role="region" aria-label={intl.formatMessage({ id: 'notices.toasts' })} aria-live="polite">
      {shown.map((notice) => (
        <div key={notice.id} className="toast">
          <NoticeText notice={notice} />
          {hydrated && (
            <button type="button" className="toast__close" onClick={() => setState((s) => dismissToast(s, notice.id))}>
              <FormattedMessage id="notices.dismiss" />
            </button>
          )}
        </div>
      ))}
    </div>
  );
}

/**
 * §4/§9 INVALID_CUSTOMER: with JavaScript, the page reloads `afterMs` (4000 ms) after the message shows; without,
 * the message says so and the next page the shopper opens is the rebuilt cart.
 */
export function ReloadAfter({ afterMs }: { afterMs: number }) {
  useEffect(() => {
    const timer = setTimeout(() => window.location.reload(), afterMs);
    return () => clearTimeout(timer);
  }, [afterMs]);
  return null;
}
