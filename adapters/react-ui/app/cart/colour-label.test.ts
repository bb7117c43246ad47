import { describe, expect, it } from 'vitest';
import { colourLabel } from './colour-label';

describe('colour label', () => {
  it('a colour code reads as a label', () => {
    expect(colourLabel('forest')).toBe('Forest');
    expect(colourLabel('slate-grey')).toBe('Slate grey');
  });
});
