import type { CallVerdict } from '@switchback/http/contract';
import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { ContractVerifyScreen } from './contract-verify.screen';

const matching: CallVerdict = { index: 1, call: 'serverTime', method: 'GET', path: '/fapi/server/time', status: 200 };
const drifting: CallVerdict = {
  index: 2, call: 'getCart', method: 'GET', path: '/cart/v1/cart/bsk_1234567890', status: 200,
  drift: { field: 'response.body.totals.total', expected: 'number', received: 'missing' },
};
const oneLine = (frame: string, text: string) => frame.split('\n').find((line) => line.includes(text))?.replace(/\s+/g, ' ').trim();

describe('contract verify screen', () => {
  it('while the scenario runs, shows each checked call and a spinner with the count', () => {
    const { lastFrame, unmount } = render(<ContractVerifyScreen target="http://localhost:3000" calls={[matching]} />);
    const frame = lastFrame() ?? '';
    expect(frame).toContain('Contract verify · guest scenario · http://localhost:3000');
    expect(oneLine(frame, 'serverTime')).toBe('✓ 1 serverTime GET /fapi/server/time 200');
    expect(frame).toMatch(/[⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏] Replaying the guest scenario… 1 call checked/);
    unmount();
  });

  it('a drifting call is marked ✗ and names its field, what the contract expects and what came', () => {
    const { lastFrame, unmount } = render(<ContractVerifyScreen target="t" calls={[matching, drifting]} finished={{ holds: false }} />);
    const frame = lastFrame() ?? '';
    expect(oneLine(frame, 'getCart')).toBe('✗ 2 getCart GET /cart/v1/cart/bsk_1234567890 200');
    expect(frame).toContain('response.body.totals.total: expected number, received missing');
    expect(frame).toContain('✗ 1 of 2 calls drift from the contract');
    expect(frame).not.toContain('Replaying');
    unmount();
  });

  it('an error answer shows its errorId beside the status', () => {
    const notFound: CallVerdict = { index: 3, call: 'getCart', method: 'GET', path: '/cart/v1/cart/bsk_0000', status: 404, errorId: 'CART_NOT_FOUND' };
    const { lastFrame, unmount } = render(<ContractVerifyScreen target="t" calls={[notFound]} />);
    expect(oneLine(lastFrame() ?? '', 'getCart')).toBe('✓ 3 getCart GET /cart/v1/cart/bsk_0000 404 CART_NOT_FOUND');
    unmount();
  });

  it('when every call matches, says so', () => {
    const { lastFrame, unmount } = render(<ContractVerifyScreen target="t" calls={[matching]} finished={{ holds: true }} />);
    expect(lastFrame()).toContain('✓ All 1 calls match the contract');
    expect(lastFrame()).not.toContain('drift');
    unmount();
  });

  it('a scenario that stopped early says at which step and why', () => {
    const { lastFrame, unmount } = render(
      <ContractVerifyScreen target="t" calls={[]} finished={{ holds: false }} stopped={{ step: 'serverTime', reason: 'failed: network error' }} />,
    );
    expect(lastFrame()).toContain('✗ The scenario stopped at serverTime: failed: network error');
    unmount();
  });
});
