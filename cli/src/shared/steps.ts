import type { ResultAsync } from 'neverthrow';
import type { Clock } from '@switchback/core';
import type { CliError } from './cli-error';

/** A unit of work a command shows on screen: spinner while running, then ✓ or ✗ with its duration. */
export interface StepPlan {
  readonly id: string;
  readonly label: string;
}

export type StepStatus = 'pending' | 'running' | 'done' | 'failed';

export interface StepView extends StepPlan {
  readonly status: StepStatus;
  readonly durationMs?: number;
  /** A short note once done (e.g. the UPC found). A failure's reason is printed once, by the command, not per step. */
  readonly detail?: string;
}

export type StepEvent =
  | { readonly id: string; readonly status: 'running' }
  | { readonly id: string; readonly status: 'done'; readonly durationMs: number; readonly detail?: string }
  | { readonly id: string; readonly status: 'failed'; readonly durationMs: number; readonly error: CliError };

export type StepListener = (event: StepEvent) => void;

export const pendingSteps = (plan: readonly StepPlan[]): StepView[] => plan.map((step) => ({ ...step, status: 'pending' }));

/** Folds one event into the screen's step list (pure; unknown ids leave it unchanged). */
export function applyStepEvent(steps: readonly StepView[], event: StepEvent): StepView[] {
  return steps.map((step) => {
    if (step.id !== event.id) return step;
    switch (event.status) {
      case 'running':
        return { id: step.id, label: step.label, status: 'running' };
      case 'done':
        return { id: step.id, label: step.label, status: 'done', durationMs: event.durationMs, ...(event.detail ? { detail: event.detail } : {}) };
      case 'failed':
        return { id: step.id, label: step.label, status: 'failed', durationMs: event.durationMs };
    }
  });
}

/** Runs one step's work, reporting it running, then done or failed with its duration read from the clock. */
export function timedStep<T>(
  clock: Clock,
  onStep: StepListener,
  id: string,
  work: () => ResultAsync<T, CliError>,
  detail?: (value: T) => string,
): ResultAsync<T, CliError> {
  const started = clock.now().getTime();
  const elapsed = () => Math.max(0, clock.now().getTime() - started);
  onStep({ id, status: 'running' });
  return work()
    .map((value) => {
      onStep({ id, status: 'done', durationMs: elapsed(), ...(detail ? { detail: detail(value) } : {}) });
      return value;
    })
    .mapErr((error) => {
      onStep({ id, status: 'failed', durationMs: elapsed(), error });
      return error;
    });
}
