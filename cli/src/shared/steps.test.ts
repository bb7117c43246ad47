import { describe, expect, it } from 'vitest';
import { applyStepEvent, pendingSteps } from './steps';

const plan = [{ id: 'a', label: 'Step A' }, { id: 'b', label: 'Step B' }];

describe('step list', () => {
  it('every step starts pending', () => {
    expect(pendingSteps(plan).map((s) => s.status)).toEqual(['pending', 'pending']);
  });

  it('a step goes running, then done with its duration; the others are untouched', () => {
    const running = applyStepEvent(pendingSteps(plan), { id: 'a', status: 'running' });
    expect(running.map((s) => s.status)).toEqual(['running', 'pending']);
    const done = applyStepEvent(running, { id: 'a', status: 'done', durationMs: 42, detail: 'UPC 000000000108' });
    expect(done[0]).toEqual({ id: 'a', label: 'Step A', status: 'done', durationMs: 42, detail: 'UPC 000000000108' });
    expect(done[1]).toEqual({ id: 'b', label: 'Step B', status: 'pending' });
  });

  it('a failed step keeps its duration', () => {
    const failed = applyStepEvent(pendingSteps(plan), { id: 'b', status: 'failed', durationMs: 7, error: { type: 'EngineFailed', message: 'x' } });
    expect(failed[1]).toEqual({ id: 'b', label: 'Step B', status: 'failed', durationMs: 7 });
  });
});
