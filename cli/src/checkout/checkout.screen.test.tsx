import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import type { StepView } from '../shared/steps';
import { CheckoutScreen } from './checkout.screen';

const steps: StepView[] = [
  { id: 'session', label: 'Start guest session', status: 'done', durationMs: 120, detail: 'cart abc12345' },
  { id: 'variant-0', label: 'Resolve item 1: TRAILRUN01 Black / 9', status: 'failed', durationMs: 1500 },
  { id: 'add-0', label: 'Add item 1 to cart (qty 1)', status: 'running' },
  { id: 'place-order', label: 'Place order', status: 'pending' },
];

describe('checkout screen', () => {
  it('shows each step: ✓ with duration, ✗ with duration, a spinner while running, · while pending', () => {
    const { lastFrame, unmount } = render(<CheckoutScreen target="embedded engine (/tmp/x)" site="en-us" steps={steps} />);
    const lines = (lastFrame() ?? '').split('\n');
    expect(lines[0]).toBe('Guest checkout · en-us · embedded engine (/tmp/x)');
    expect(lines[1]).toBe('✓ Start guest session (120 ms) cart abc12345');
    expect(lines[2]).toBe('✗ Resolve item 1: TRAILRUN01 Black / 9 (1.5 s)');
    expect(lines[3]).toMatch(/^[⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏] Add item 1 to cart \(qty 1\)$/);
    expect(lines[4]).toBe('· Place order');
    expect(lines).toHaveLength(5);
    unmount();
  });

  it('once placed, shows the order number and the formatted total', () => {
    const done = steps.map((s) => ({ ...s, status: 'done' as const, durationMs: 5 }));
    const { lastFrame, unmount } = render(
      <CheckoutScreen target="http://localhost:3000" site="en-us" steps={done} outcome={{ orderNumber: 'SB-000123', totalText: '$95.00' }} />,
    );
    expect(lastFrame()).toContain('Order SB-000123 placed · total $95.00');
    unmount();
  });

  it('re-renders live as steps complete', () => {
    const { lastFrame, rerender, unmount } = render(<CheckoutScreen target="t" site="en-us" steps={[{ id: 'a', label: 'Place order', status: 'running' }]} />);
    expect(lastFrame()).not.toContain('✓');
    rerender(<CheckoutScreen target="t" site="en-us" steps={[{ id: 'a', label: 'Place order', status: 'done', durationMs: 30 }]} />);
    expect(lastFrame()).toContain('✓ Place order (30 ms)');
    unmount();
  });
});
