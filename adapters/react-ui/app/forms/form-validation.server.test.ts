import { describe, expect, it } from 'vitest';
import { textFields } from './form-validation.server';

describe('reading a submitted form', () => {
  it('a form\'s missing or non-text fields read as empty text', () => {
    const form = new FormData();
    form.set('a', 'x');
    form.set('b', new Blob(['y']));
    expect(textFields(form, ['a', 'b', 'c'])).toEqual({ a: 'x', b: '', c: '' });
  });
});
