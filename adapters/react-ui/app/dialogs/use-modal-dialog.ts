import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

export interface ModalDialogOptions {
  /** A selector inside the dialog that takes the focus once it is open (else the browser's own choice). */
  readonly focus?: string;
  /** A navigation to another address closes the dialog (a same-address revalidation leaves it open). */
  readonly closeOnNavigation?: boolean;
}

/**
 * The storefront's modal `<dialog>` (commerce-core §2 dialogs and panels): opened with showModal when it mounts (the
 * page behind is inert, Escape closes it, focus goes back to its opener when it closes), `onClose` told of every close
 * (Escape, a close button, a navigation). One place for the auth, pay-later and pickup-store dialogs.
 */
export function useModalDialog(onClose: () => void, options: ModalDialogOptions = {}): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const focus = useRef(options.focus);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog === null) return undefined;
    const closed = () => onCloseRef.current();
    dialog.addEventListener('close', closed);
    if (!dialog.open) dialog.showModal();
    if (focus.current !== undefined) dialog.querySelector<HTMLElement>(focus.current)?.focus();
    return () => dialog.removeEventListener('close', closed);
  }, []);
  const location = useLocation();
  const address = `${location.pathname}${location.search}`;
  const openedAt = useRef(address);
  const closeOnNavigation = options.closeOnNavigation === true;
  useEffect(() => {
    if (closeOnNavigation && address !== openedAt.current) ref.current?.close();
  }, [address, closeOnNavigation]);
  return ref;
}
