import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef, useState, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { panelPlacement, screenSizeFor, type PanelHeight, type PanelPlacement } from '@switchback/core';

/**
 * Issue 12 §2 the storefront's one dialog / panel (commerce-core §2, core/src/ui/dialogs.ts), on Radix UI's Dialog:
 * focus trapped inside, Escape closes, focus returns to the opener, `aria-modal`, the page behind inert.
 * `kind: 'panel'` slides from the bottom on small screens (half, 95 % or full height) and from the right on large ones
 * (core's panelPlacement); the opening transition lasts core's 250 ms, none with prefers-reduced-motion. A navigation
 * to another address closes it. Load it through LazyOverlay (Radix stays out of the first-visit bundle).
 */
export interface OverlayProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly title: ReactNode;
  readonly description?: ReactNode;
  readonly kind?: 'dialog' | 'panel';
  /** A panel's height on small screens. */
  readonly size?: 'half' | 'large' | 'full';
  readonly closeLabel: string;
  readonly children: ReactNode;
  /** Extra class of the content box (a call site's own layout). */
  readonly className?: string;
  /** A selector inside the overlay that takes the focus when it opens (else Radix's first focusable element). */
  readonly initialFocus?: string;
  /** Content still loading (`aria-busy`). */
  readonly busy?: boolean;
  /** What takes the focus on close, when it is not the opener (say, a field the opener's form was replaced with). */
  readonly returnFocus?: RefObject<HTMLElement | null>;
}

const PANEL_HEIGHT: Readonly<Record<NonNullable<OverlayProps['size']>, PanelHeight>> = { half: 'half', large: 'almost-full', full: 'full' };

const reducedMotion = (): boolean => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Where a panel opens for the window's width now and as it resizes (core's screenSizeFor and panelPlacement). */
function usePlacement(height: PanelHeight): PanelPlacement {
  const [placement, setPlacement] = useState(() => panelPlacement(screenSizeFor(typeof window === 'undefined' ? 0 : window.innerWidth), height));
  useEffect(() => {
    const update = () => setPlacement(panelPlacement(screenSizeFor(window.innerWidth), height));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [height]);
  return placement;
}

export function Overlay({ open, onOpenChange, title, description, kind = 'dialog', size = 'large', closeLabel, children, className, initialFocus, busy, returnFocus }: OverlayProps) {
  const placement = usePlacement(PANEL_HEIGHT[size]);
  const location = useLocation();
  const address = `${location.pathname}${location.search}`;
  const [openedAt, setOpenedAt] = useState(address);
  if (!open && openedAt !== address) setOpenedAt(address);
  useEffect(() => {
    if (open && address !== openedAt) onOpenChange(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of address closes it
  }, [address]);
  // Focus goes back to what had it when the overlay opened (the opener: call sites open it without a Radix Trigger).
  const opener = useRef<HTMLElement | null>(null);
  if (open && opener.current === null && typeof document !== 'undefined') opener.current = document.activeElement as HTMLElement | null;
  const style = {
    '--overlay-transition': `${reducedMotion() ? 0 : placement.transitionMs}ms`,
    ...(kind === 'panel' && placement.edge === 'bottom' ? { '--overlay-height': `${placement.heightPercent}%` } : {}),
  } as CSSProperties;
  const classes = ['overlay', `overlay--${kind}`, `overlay--${size}`, kind === 'panel' ? `overlay--${placement.edge}` : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay__backdrop" style={style} />
        <Dialog.Content
          className={classes} style={style} aria-modal="true" aria-busy={busy || undefined}
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          onCloseAutoFocus={(event) => {
            const target = returnFocus?.current ?? opener.current;
            opener.current = null;
            if (target !== null && target.isConnected && target !== document.body) {
              event.preventDefault();
              target.focus();
            }
          }}
          onOpenAutoFocus={(event) => {
            const target = initialFocus === undefined ? null : (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>(initialFocus);
            if (target) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <div className="overlay__head">
            <Dialog.Title className="overlay__title">{title}</Dialog.Title>
            <Dialog.Close className="overlay__close" aria-label={closeLabel}><span aria-hidden="true">×</span></Dialog.Close>
          </div>
          {description !== undefined ? <Dialog.Description className="overlay__description">{description}</Dialog.Description> : null}
          <div className="overlay__body">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
