import { useEffect, useRef } from 'react';

/**
 * After a fetcher's submission settles, focus goes to its result: the status message when it worked, the error when
 * it did not (issue 6 §6). Give the returned refs to those two elements (each focusable: `tabIndex={-1}`).
 */
export function useResultFocus<S extends HTMLElement = HTMLParagraphElement, E extends HTMLElement = HTMLParagraphElement>(
  fetcher: { readonly state: string; readonly data?: { readonly ok: boolean } | undefined },
) {
  const statusRef = useRef<S>(null);
  const errorRef = useRef<E>(null);
  const { state, data } = fetcher;
  useEffect(() => {
    if (state !== 'idle' || data === undefined) return;
    (data.ok ? statusRef.current : errorRef.current)?.focus();
  }, [state, data]);
  return { statusRef, errorRef };
}
