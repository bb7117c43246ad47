import { useEffect, useRef } from 'react';

/**
 * As soon as a fetcher's action answers, focus goes to its result: the status message when it worked, the error when
 * it did not (issue 6 §6); once per answer, without waiting for the pages' data to reload after it (and again after
 * the reload if it took the focus away). Give the returned refs to those two elements (each focusable:
 * `tabIndex={-1}`).
 */
export function useResultFocus<S extends HTMLElement = HTMLParagraphElement, E extends HTMLElement = HTMLParagraphElement, D extends { readonly ok: boolean } = { readonly ok: boolean }>(
  fetcher: { readonly state: string; readonly data?: D | undefined },
  /** Where a failed answer puts the focus when it is not the error ref's element (say, the field it names). */
  errorTarget?: (data: D) => HTMLElement | null | undefined,
) {
  const statusRef = useRef<S>(null);
  const errorRef = useRef<E>(null);
  const focusedFor = useRef<unknown>(undefined);
  const { state, data } = fetcher;
  useEffect(() => {
    if (state === 'submitting' || data === undefined) return;
    const target = data.ok ? statusRef.current : (errorTarget?.(data) ?? errorRef.current);
    if (target === null) return;
    // Once the pages' data has reloaded, again if that reload re-rendered the result and the focus fell to the body.
    const lost = state === 'idle' && (document.activeElement === null || document.activeElement === document.body);
    if (focusedFor.current === data && !lost) return;
    focusedFor.current = data;
    target.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the picker is read when an answer comes, not watched
  }, [state, data]);
  return { statusRef, errorRef };
}
