import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TimerScheduler } from './timer.scheduler';

describe('TimerScheduler: core’s Scheduler on setTimeout', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves once the timer has run for the whole wait, not before', async () => {
    let done = false;
    const waiting = new TimerScheduler().wait(2000).map(() => { done = true; });
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await waiting).isOk()).toBe(true);
    expect(done).toBe(true);
  });

  it('a negative wait is no wait', async () => {
    const waiting = new TimerScheduler().wait(-5);
    await vi.advanceTimersByTimeAsync(0);
    expect((await waiting).isOk()).toBe(true);
  });
});
