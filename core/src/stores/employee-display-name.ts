/**
 * Issue 10 utilities: how a store's employee is shown to anyone holding a token (the associate login's list): the
 * first name and the initial of the last ('Sam Rivera' → 'Sam R.'), never the full name.
 */
export function employeeDisplayName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/u).filter((part) => part !== '');
  if (parts.length === 0) return '';
  if (parts.length === 1) return parts[0]!;
  const initial = Array.from(parts.at(-1)!)[0]!.toLocaleUpperCase();
  return `${parts[0]} ${initial}.`;
}
