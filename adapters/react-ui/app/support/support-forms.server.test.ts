import { describe, expect, it } from 'vitest';
import type { CommerceError } from '@switchback/core';
import { contactFormValues, parseContactForm, parseWarrantyClaim, parseWarrantyFind, refused } from './support-forms.server';
import { caseNumberOf, topicOf, topicValue } from './support-paths';

const formOf = (fields: Record<string, string>): FormData => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

const CONTACT = {
  firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', topic: 'orders/delivery', orderNumber: '', message: 'Where is my parcel?\r\nThanks.',
};

const apiError = (errorId: string, statusCode: number, field?: string): CommerceError => ({
  type: 'ApiError', errorId, kind: statusCode === 404 ? 'NotFound' : 'Invalid', statusCode, message: 'no', ...(field ? { field } : {}),
});

describe('the contact form (issue 8)', () => {
  it('one select posts category and subject together; the request is what the contract parses (no order number when none is typed)', () => {
    expect(topicOf(topicValue('returns', 'start-return'))).toEqual({ categoryId: 'returns', subjectId: 'start-return' });
    expect(topicOf('')).toEqual({ categoryId: '', subjectId: '' });
    const parsed = parseContactForm(formOf(CONTACT));
    expect(parsed._unsafeUnwrap()).toMatchObject({ categoryId: 'orders', subjectId: 'delivery', message: 'Where is my parcel?\r\nThanks.' });
    expect(parsed._unsafeUnwrap().orderNumber).toBeUndefined();
  });

  it('a typed order number is trimmed and upper-cased as the API writes it', () => {
    expect(parseContactForm(formOf({ ...CONTACT, orderNumber: ' sb-7k2q9xw4mt ' }))._unsafeUnwrap().orderNumber).toBe('SB-7K2Q9XW4MT');
  });

  it('each invalid field gets its message, the topic one when no subject is chosen; what was typed comes back', () => {
    const refusedForm = parseContactForm(formOf({ ...CONTACT, email: 'not-an-email', topic: '', message: 'Short', firstName: '' }))._unsafeUnwrapErr();
    expect(refusedForm.errors).toEqual({
      email: { id: 'form.email.invalid' }, topic: { id: 'support.errors.topic' }, message: { id: 'support.errors.message' }, firstName: { id: 'form.firstName.invalid' },
    });
    expect(refusedForm.values).toMatchObject({ email: 'not-an-email', message: 'Short' });
    expect(parseContactForm(formOf({ ...CONTACT, orderNumber: 'order #12' }))._unsafeUnwrapErr().errors).toEqual({ orderNumber: { id: 'support.errors.orderNumber' } });
  });

  it('API refusals go through ui-message: an unknown subject at the topic select, an order not found on top', () => {
    const values = contactFormValues(formOf(CONTACT));
    expect(refused(apiError('INVALID_REQUEST', 400, 'subjectId'), values).errors).toEqual({ topic: { id: 'support.errors.topic' } });
    expect(refused(apiError('ORDER_NOT_FOUND', 404), values)).toMatchObject({ errors: {}, error: { id: 'errors.orderNotFound' } });
    expect(refused(apiError('TRACK_ORDER_NOT_FOUND', 404), values).error).toEqual({ id: 'orders.errors.trackNotFound' });
  });
});

describe('the warranty claim form (issue 8)', () => {
  const FIND = { orderNumber: 'sb-7k2q9xw4mt', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' };

  it('step 1 needs the order number, the e-mail and the names', () => {
    expect(parseWarrantyFind(formOf(FIND))._unsafeUnwrap()).toEqual({ ...FIND, orderNumber: 'SB-7K2Q9XW4MT' });
    expect(Object.keys(parseWarrantyFind(formOf({ ...FIND, email: '', lastName: '' }))._unsafeUnwrapErr().errors).sort()).toEqual(['email', 'lastName']);
  });

  it('step 2 needs a chosen line and a description of the fault', () => {
    const claim = parseWarrantyClaim(formOf({ ...FIND, upc: '012345678905', description: 'The sole came off.' }));
    expect(claim._unsafeUnwrap()).toMatchObject({ upc: '012345678905', orderNumber: 'SB-7K2Q9XW4MT' });
    expect(parseWarrantyClaim(formOf({ ...FIND, description: 'Broken' }))._unsafeUnwrapErr().errors).toEqual({
      upc: { id: 'support.errors.product' }, description: { id: 'support.errors.description' },
    });
  });
});

describe('the confirmation page', () => {
  it('shows a case number only when the query holds one (anything else is ignored)', () => {
    expect(caseNumberOf('http://x/en-us/contact-us?case=CS-0123456789')).toBe('CS-0123456789');
    expect(caseNumberOf('http://x/en-us/contact-us?case=<script>')).toBeNull();
    expect(caseNumberOf('http://x/en-us/contact-us')).toBeNull();
  });
});
