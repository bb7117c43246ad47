import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestEngine, tempDir } from '../test-support/test-engine';
import { DataDirLock, DataDirLockedError, LOCK_FILE_NAME } from './data-dir-lock';

const dirs: { remove(): void }[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) d.remove();
});

describe('data directory lock', () => {
  it('a second opener is refused while the first holds the lock, and may take it once released', () => {
    const dir = tempDir();
    dirs.push(dir);
    const first = DataDirLock.acquire(dir.path);
    expect(() => DataDirLock.acquire(dir.path)).toThrow(DataDirLockedError);
    first.release();
    expect(existsSync(join(dir.path, LOCK_FILE_NAME))).toBe(false);
    DataDirLock.acquire(dir.path).release();
  });

  it('the refusal names the running pid and suggests --api', async () => {
    const dir = tempDir();
    dirs.push(dir);
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    try {
      writeFileSync(join(dir.path, LOCK_FILE_NAME), String(child.pid));
      let error: unknown;
      try {
        DataDirLock.acquire(dir.path);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(DataDirLockedError);
      expect((error as DataDirLockedError).pid).toBe(child.pid);
      expect((error as Error).message).toContain(`pid ${child.pid}`);
      expect((error as Error).message).toContain('--api');
      expect((error as DataDirLockedError).code).toBe('DATA_DIR_LOCKED');
    } finally {
      child.kill();
    }
  });

  it('a lock left by a process that is gone is taken over', async () => {
    const dir = tempDir();
    dirs.push(dir);
    const child = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
    const pid = child.pid!;
    await new Promise((resolve) => child.on('exit', resolve));
    writeFileSync(join(dir.path, LOCK_FILE_NAME), String(pid));
    const lock = DataDirLock.acquire(dir.path);
    lock.release();
  });

  it('a lock left with our own pid (a crashed container restarting as pid 1) is stale and taken over', () => {
    const dir = tempDir();
    dirs.push(dir);
    writeFileSync(join(dir.path, LOCK_FILE_NAME), String(process.pid));
    const lock = DataDirLock.acquire(dir.path);
    expect(readFileSync(join(dir.path, LOCK_FILE_NAME), 'utf8')).toBe(String(process.pid));
    // Held by this very process now, the same pid is no longer stale: a second opener is refused.
    expect(() => DataDirLock.acquire(dir.path)).toThrow(DataDirLockedError);
    lock.release();
  });

  it('a garbled lock file is stale', () => {
    const dir = tempDir();
    dirs.push(dir);
    writeFileSync(join(dir.path, LOCK_FILE_NAME), 'not a pid');
    DataDirLock.acquire(dir.path).release();
  });

  it('an engine restarts on a data directory whose lock was left by a crash with its own pid', async () => {
    const dir = tempDir();
    dirs.push(dir);
    writeFileSync(join(dir.path, LOCK_FILE_NAME), String(process.pid));
    const engine = await startTestEngine({ dataDir: dir.path });
    await engine.app.ready();
    await engine.close();
    expect(existsSync(join(dir.path, LOCK_FILE_NAME))).toBe(false);
  });
});
