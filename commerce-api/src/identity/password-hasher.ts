import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id` of @node-rs/argon2 (an ambient const enum, so spelled out here). */
const ARGON2ID = 2;

/** Argon2id cost: OWASP's recommended minimum (19 MiB, 2 passes, 1 lane) unless configured. */
export interface PasswordHashingCost {
  readonly memoryCost: number;
  readonly timeCost: number;
}

export const DEFAULT_PASSWORD_HASHING: PasswordHashingCost = { memoryCost: 19_456, timeCost: 2 };

/**
 * Passwords hashed with argon2id (`@node-rs/argon2`: prebuilt native binaries, off the event loop). The PHC string
 * carries its own parameters, so raising the cost later keeps old hashes verifiable.
 *
 * `verifyOrDummy` checks a password against a hash, or (no account) against a dummy hash of the same cost, so an
 * unknown e-mail takes as long as a wrong password (issue 7 §2: identical failure answers in similar time).
 */
export class PasswordHasher {
  private dummy: Promise<string> | undefined;

  constructor(private readonly cost: PasswordHashingCost = DEFAULT_PASSWORD_HASHING) {}

  hash(password: string): Promise<string> {
    return hash(password, { algorithm: ARGON2ID, memoryCost: this.cost.memoryCost, timeCost: this.cost.timeCost, parallelism: 1 });
  }

  /** True only for a real hash the password matches; a malformed hash (like the '!' of a disabled account) is false. */
  async verify(passwordHash: string, password: string): Promise<boolean> {
    if (!passwordHash.startsWith('$argon2')) return false;
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  }

  /** Verifies against the hash, or spends the same work on a dummy hash when there is none (or it is disabled); false then. */
  async verifyOrDummy(passwordHash: string | undefined, password: string): Promise<boolean> {
    if (passwordHash !== undefined && passwordHash.startsWith('$argon2')) return this.verify(passwordHash, password);
    this.dummy ??= this.hash('dummy password: no account has it');
    await this.verify(await this.dummy, password);
    return false;
  }
}
