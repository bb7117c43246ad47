import type { z } from 'zod';

/** Plain-language defaults for zod's generic messages; a schema's own message (e.g. 'quantity is at least 1') always wins. */
export const plainErrorMap: z.core.$ZodErrorMap = (issue) => {
  if (issue.input === undefined) return 'is required';
  switch (issue.code) {
    case 'invalid_type':
      return `must be ${issue.expected === 'array' || issue.expected === 'object' ? 'an' : 'a'} ${issue.expected}`;
    case 'invalid_value':
      return `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    default:
      return undefined;
  }
};

/** `['items', 0, 'qty']` under `script` → `script.items[0].qty`. */
export function fieldPath(root: string, path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (acc, key) => (typeof key === 'number' ? `${acc}[${key}]` : `${acc}.${String(key)}`),
    root,
  );
}

/** The first issue of a failed parse (parsed with `reportInput: true`) as one field and one message. */
export function firstIssue(error: z.ZodError, root: string): { field: string; message: string } {
  const issue = error.issues[0];
  if (!issue) return { field: root, message: 'is not valid' };
  if (issue.code === 'unrecognized_keys') {
    return { field: fieldPath(root, [...issue.path, issue.keys[0] ?? '']), message: 'is not a known field' };
  }
  // A missing field reads "is required" even where the schema's own message is about the value's format.
  const missing = issue.code === 'invalid_type' && 'input' in issue && issue.input === undefined;
  return { field: fieldPath(root, issue.path), message: missing ? 'is required' : issue.message };
}
