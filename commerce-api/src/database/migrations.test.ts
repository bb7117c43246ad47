import { describe, expect, it } from 'vitest';
import { migrations as MIGRATIONS } from './migrations';

describe('migrations', () => {
  it('are numbered 1, 2, 3 … in order, each once (two branches adding the same number would skip one silently)', () => {
    expect(MIGRATIONS.map((migration) => migration.version)).toEqual(MIGRATIONS.map((_, index) => index + 1));
  });

  it('each has a name and some SQL', () => {
    for (const migration of MIGRATIONS) {
      expect(migration.name.trim()).not.toBe('');
      expect(migration.sql.trim()).not.toBe('');
    }
  });
});
