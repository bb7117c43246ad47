import type { Site } from '@switchback/core';

/** A support case's number as the API mints it (`CS-` and 10 digits): what a confirmation page may show. */
export const CASE_NUMBER_PATTERN = /^CS-\d{10}$/;

/** Storefront paths of the support pages (issue 8): contact us and the warranty claim, with a case just opened. */
export const supportPath = {
  contactUs: (site: Pick<Site, 'id'>, caseNumber?: string) =>
    (caseNumber === undefined ? `/${site.id}/contact-us` : `/${site.id}/contact-us?case=${encodeURIComponent(caseNumber)}`),
  warranty: (site: Pick<Site, 'id'>, caseNumber?: string) =>
    (caseNumber === undefined ? `/${site.id}/warranty` : `/${site.id}/warranty?case=${encodeURIComponent(caseNumber)}`),
};

/** The `?case=` of a confirmation URL when it is a case number, else null (anything else is ignored, never shown). */
export function caseNumberOf(url: string): string | null {
  const value = new URL(url).searchParams.get('case');
  return value !== null && CASE_NUMBER_PATTERN.test(value) ? value : null;
}

/**
 * The one `<select>` of contact topics posts category and subject together: `categoryId/subjectId` (ids are
 * letters, digits and dashes, never a slash).
 */
export const topicValue = (categoryId: string, subjectId: string): string => `${categoryId}/${subjectId}`;

export function topicOf(value: string): { categoryId: string; subjectId: string } {
  const slash = value.indexOf('/');
  return slash < 0 ? { categoryId: '', subjectId: '' } : { categoryId: value.slice(0, slash), subjectId: value.slice(slash + 1) };
}
