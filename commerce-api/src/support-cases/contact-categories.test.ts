import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { siteIdSchema } from '@switchback/core';
import { CONTACT_CATEGORIES, contactCategoriesFor, contactTopic } from './contact-categories';

const categoryIds = CONTACT_CATEGORIES.map((category) => category.id);
const pairs = CONTACT_CATEGORIES.flatMap((category) => category.subjects.map((subject) => [category.id, subject.id] as const));
/** Any id: the table's own ids, ids of the other level, near misses (case, spaces) and arbitrary strings. */
const anyId = fc.oneof(
  fc.constantFrom(...categoryIds, ...pairs.map(([, subject]) => subject)),
  fc.constantFrom(...categoryIds, ...pairs.map(([, subject]) => subject)).map((id) => id.toUpperCase()),
  fc.constantFrom(...categoryIds).map((id) => ` ${id}`),
  fc.string({ maxLength: 20 }),
);

describe('contact categories and subjects (issue 8: one table, validated against it)', () => {
  it('a category and subject are accepted exactly when the subject is one of that category\'s; otherwise the first wrong field is named', () => {
    fc.assert(fc.property(anyId, anyId, (categoryId, subjectId) => {
      const result = contactTopic(categoryId, subjectId);
      const known = pairs.some(([c, s]) => c === categoryId && s === subjectId);
      expect(result.isOk()).toBe(known);
      if (result.isOk()) expect([result.value.category.id, result.value.subject.id]).toEqual([categoryId, subjectId]);
      else {
        expect(result.error).toMatchObject({ type: 'InvalidRequest', field: categoryIds.includes(categoryId) ? 'subjectId' : 'categoryId' });
      }
    }));
  });

  it('every site gets the same ids in the same order, each with a non-empty label of its own language', () => {
    const shape = (site: (typeof siteIdSchema.options)[number]) =>
      contactCategoriesFor(site).categories.map((category) => [category.id, category.subjects.map((subject) => subject.id)]);
    for (const site of siteIdSchema.options) {
      expect(shape(site)).toEqual(shape('en-us'));
      for (const category of contactCategoriesFor(site).categories) {
        expect(category.label.trim()).not.toBe('');
        for (const subject of category.subjects) expect(subject.label.trim()).not.toBe('');
      }
    }
    expect(new Set(categoryIds).size).toBe(categoryIds.length);
    for (const category of CONTACT_CATEGORIES) expect(new Set(category.subjects.map((s) => s.id)).size).toBe(category.subjects.length);
    // French labels are French, not a copy of the English ones.
    const english = contactCategoriesFor('en-us').categories.map((c) => c.label);
    const french = contactCategoriesFor('fr-fr').categories.map((c) => c.label);
    expect(french.filter((label, index) => label === english[index])).toEqual([]);
  });
});
