import { describe, expect, it } from 'vitest';
import { ToastStore } from './toast-store';

describe('issue 12 toasts (core rules behind useToast)', () => {
  it('unique by title, dismissed by title, auto-closing ones gone after the delay on a tick, sticky ones kept', () => {
    let now = 0;
    const store = new ToastStore(1000, () => now);
    let changes = 0;
    const unsubscribe = store.subscribe(() => { changes += 1; });
    store.show({ title: 'Added to cart', type: 'success' });
    store.show({ title: 'Added to cart', type: 'success' });
    store.show({ title: 'Could not add', type: 'error', autoClose: false });
    expect(store.snapshot().toasts.map((toast) => toast.title)).toEqual(['Added to cart', 'Could not add']);
    expect(changes).toBe(2);
    now = 999;
    store.tick();
    expect(store.snapshot().toasts).toHaveLength(2);
    now = 1000;
    store.tick();
    expect(store.snapshot().toasts.map((toast) => toast.title)).toEqual(['Could not add']);
    store.dismiss('Could not add');
    expect(store.snapshot().toasts).toEqual([]);
    unsubscribe();
  });
});
