import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

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

/** Lock files this process holds right now (absolute paths): the only locks with our pid that are not stale. */
const heldByThisProcess = new Set<string>();

/**
 * Whether the lock file's pid still holds the directory. A dead pid is stale. Our own pid is stale too unless this
 * very process holds the lock: after a crash, a restarted container gets the same pid (1) as the process that left
 * the lock, and must not be refused by its own ghost.
 */
export function lockHolderIsLive(pid: number, path: string): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return heldByThisProcess.has(path);
  return isAlive(pid);
}

/**
 * An exclusive lock on a PGlite data directory: a file holding the owner's pid, published atomically with link(2)
 * (so no reader ever sees it half-written). A lock left by a dead process, or by an earlier process with our own pid,
 * is taken over.
 */
export class DataDirLock {
  private released = false;

  private constructor(private readonly path: string) {}

  static acquire(dataDir: string): DataDirLock {
    mkdirSync(dataDir, { recursive: true });
    const path = resolve(dataDir, LOCK_FILE_NAME);
    const draft = `${path}.${process.pid}.tmp`;
    writeFileSync(draft, String(process.pid));
    try {
      for (let attempt = 0; attempt < 3; attempt++) {
        try {
          linkSync(draft, path);
          heldByThisProcess.add(path);
          return new DataDirLock(path);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
          const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
          if (lockHolderIsLive(pid, path)) throw new DataDirLockedError(dataDir, pid);
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
    heldByThisProcess.delete(this.path);
    rmSync(this.path, { force: true });
  }
}
