import type { StorageError } from '@switchback/core';

export const storageError = (message: string): StorageError => ({ type: 'StorageError', message });

/** The name of a thrown DOMException/Error (e.g. QuotaExceededError), or undefined for anything else. */
export const errorName = (cause: unknown): string | undefined =>
  typeof cause === 'object' && cause !== null && 'name' in cause && typeof cause.name === 'string' ? cause.name : undefined;

/** The Node error code of a failed file operation (e.g. ENOENT, EACCES). */
export const errorCode = (cause: unknown): string | undefined =>
  typeof cause === 'object' && cause !== null && 'code' in cause && typeof cause.code === 'string' ? cause.code : undefined;
