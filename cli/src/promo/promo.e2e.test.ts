import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSwitchback as switchback } from '../testing/run-cli-process';

/** The real CLI in a child process (issue 9 §4 `promo create|list` and a scripted checkout with its coupon), embedded engine. */
const EXAMPLE = fileURLToPath(new URL('../../examples/guest-checkout.json', import.meta.url));
const ENGINE_START = 180_000;

const PROMOTION = {
  promotionId: 'CLITEN', name: 'Ten percent off with CLITEN', level: 'ORDER', siteIds: ['en-us'],
  effect: { type: 'PERCENT_OFF', percent: 10 }, calloutMessage: 'Ten percent off|Spend {distance} more|Ten percent off applied', couponCode: 'CLITEN',
};

let work: string;
let dataDir: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'switchback-cli-promo-'));
  dataDir = join(work, 'data');
}, ENGINE_START);
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('switchback promo and a coupon in the checkout script (embedded engine, its own support key)', () => {
  it('create from a file, the same id again is PROMOTION_ALREADY_EXISTS (exit 3), a bad file names the field (exit 2)', async () => {
    const file = join(work, 'promo.json');
    await writeFile(file, JSON.stringify(PROMOTION));
    const created = await switchback(['promo', 'create', '--file', file, '--json'], dataDir, work);
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(JSON.parse(created.stdout)).toMatchObject({ promotionId: 'CLITEN', couponCode: 'CLITEN', redemptions: 0, active: true });

    const again = await switchback(['promo', 'create', '--file', file], dataDir, work);
    expect(again.code).toBe(3);
    expect(again.stderr).toMatch(/^✗ PROMOTION_ALREADY_EXISTS: /);

    const bad = join(work, 'bad.json');
    await writeFile(bad, JSON.stringify({ ...PROMOTION, level: 'BASKET' }));
    const refused = await switchback(['promo', 'create', '--file', bad], dataDir, work);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/^✗ promo\.level: /);
  }, ENGINE_START * 3);

  it('a script with the coupon pays 10% less than without it; promo list counts the redemption', async () => {
    const plain = JSON.parse(await readFile(EXAMPLE, 'utf8')) as Record<string, unknown>;
    const withCoupon = join(work, 'with-coupon.json');
    await writeFile(withCoupon, JSON.stringify({ ...plain, coupons: ['cliten'] }));
    const full = await switchback(['checkout', '--script', EXAMPLE, '--json'], dataDir, work);
    const discounted = await switchback(['checkout', '--script', withCoupon], dataDir, work);
    expect(discounted.stderr).toBe('');
    expect(discounted.code).toBe(0);
    expect(discounted.stdout).toMatch(/✓ Enter coupon CLITEN \(\d+(\.\d)? m?s\) \$\d+\.\d\d off/);
    const fullTotal = (JSON.parse(full.stdout) as { total: number }).total;
    const paid = /placed · total \$(\d+)\.(\d\d)/.exec(discounted.stdout);
    expect(paid).not.toBeNull();
    expect(Number(paid![1]) * 100 + Number(paid![2])).toBeLessThan(fullTotal);

    const list = await switchback(['promo', 'list', '--site', 'en-us', '--json'], dataDir, work);
    expect(list.code).toBe(0);
    const { promotions } = JSON.parse(list.stdout) as { promotions: { promotionId: string; redemptions: number }[] };
    expect(promotions.find((p) => p.promotionId === 'CLITEN')?.redemptions).toBe(1);
  }, ENGINE_START * 4);
});
