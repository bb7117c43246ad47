import type { Clock, RandomSource } from '../ports';

/** A clock that reads a fixed instant until told to move. */
export class FixedClock implements Clock {
  private current: Date;

  constructor(iso = '2025-06-01T12:00:00.000Z') {
    this.current = new Date(iso);
  }

  now(): Date {
    return new Date(this.current.getTime());
  }

  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/** Deterministic "randomness": uuids count up, bytes repeat a seed. */
export class SequenceRandomSource implements RandomSource {
  private counter = 0;

  constructor(private readonly seed = 7) {}

  uuid(): string {
    this.counter += 1;
    return `00000000-0000-4000-8000-${String(this.counter).padStart(12, '0')}`;
  }

  bytes(length: number): Uint8Array {
    return Uint8Array.from({ length }, (_, index) => (this.seed + index * 31) % 256);
  }
}
