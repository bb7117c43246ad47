import * as Toast from '@radix-ui/react-toast';
import { useIntl } from 'react-intl';
import type { ToastState } from '@switchback/core';

/**
 * The toasts on Radix Toast (its viewport is an `aria-live` region): errors and warnings are announced assertively
 * (`type="foreground"`), successes and information politely. Core's state decides which are shown and when they go
 * (its 200 ms tick), so Radix's own timer is off.
 */
export function Toaster({ state, onDismiss }: { readonly state: ToastState; readonly onDismiss: (title: string) => void }) {
  const intl = useIntl();
  return (
    <Toast.Provider duration={Number.POSITIVE_INFINITY} label={intl.formatMessage({ id: 'toast.region' })}>
      {state.toasts.map((toast) => (
        <Toast.Root key={toast.title} open className={`toast toast--${toast.type}`} type={toast.type === 'error' || toast.type === 'warning' ? 'foreground' : 'background'}
          onOpenChange={(open) => { if (!open) onDismiss(toast.title); }}>
          <Toast.Title className="toast__title">{toast.title}</Toast.Title>
          {toast.message !== undefined ? <Toast.Description className="toast__message">{toast.message}</Toast.Description> : null}
          <Toast.Close className="toast__close" aria-label={intl.formatMessage({ id: 'toast.close' })}><span aria-hidden="true">×</span></Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="toast-viewport" label={`${intl.formatMessage({ id: 'toast.region' })} ({hotkey})`} />
    </Toast.Provider>
  );
}
