import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE_NAME = 'engine.lock';

/** Thrown (a start-up failure, not a request error) when another live process holds the data directory. */
export class DataDirLockedError extends Error {
  readonly code = 'DATA_DIR_LOCKED';

  constructor(readonly dataDir: string, readonly pid: number) {
    super(
      `The Switchback data directory ${dataDir} is in use by another running process (pid ${pid}). ` +
        'Only one process can open the embedded database: stop that process, or talk to the running server instead ' +
        '(e.g. `switchback checkout --api http://localhost:3000 …`), or choose another SWITCHBACK_DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * An exclusive lock on a PGlite data directory: a file holding the owner's pid, published atomically with link(2)
 * (so no reader ever sees it half-written). A lock left by a dead process is taken over.
 */
export class DataDirLock {
  private released = false;

  private constructor(private readonly path: string) {}

  static acquire(dataDir: string): DataDirLock {
    mkdirSync(dataDir, { recursive: true });
    const path = join(dataDir, LOCK_FILE_NAME);
    const draft = `${path}.${process.pid}.tmp`;
    writeFileSync(draft, String(process.pid));
    try {
      for (let attempt = 0; attempt < 3; attempt++) {
        try {
          linkSync(draft, path);
          return new DataDirLock(path);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
          const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
          if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) throw new DataDirLockedError(dataDir, pid);
          rmSync(path, { force: true });
        }
      }
      throw new Error(`could not take the lock ${path}`);
    } finally {
      rmSync(draft, { force: true });
    }
  }

  release(): void {
    if (this.released) return;
    this.released = true;
    rmSync(this.path, { force: true });
  }
}
