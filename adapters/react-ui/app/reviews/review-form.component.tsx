import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { DEFAULT_REVIEW_SETTINGS, REVIEW_RATINGS, characterCount } from '@switchback/core';
import { EnhancedField } from '../forms/enhanced-field.component';
import { useSite } from '../site/use-site';
import { reviewPath } from './review-paths';
import type { WriteReviewResult } from './review-results';

/**
 * The review form (issue 11 §3): a rating radio group, a title, a text with its character counter, posted to the
 * write route (a fetcher with JavaScript, a plain form without). Errors show at their field (REV410 at the text);
 * after a review is written the form gives way to a thank-you note, which takes the focus (and stays when the
 * revalidated page says the shopper has reviewed the product); a shopper who had reviewed it before reads so instead.
 */
export function ReviewForm({ productId, initial, alreadyReviewed = false }: { productId: string; initial: WriteReviewResult | null; alreadyReviewed?: boolean }) {
  const site = useSite();
  const intl = useIntl();
  const fetcher = useFetcher<WriteReviewResult>({ key: `write-review-${productId}` });
  const result = fetcher.data ?? initial;
  const failed = result && !result.ok ? result : null;
  const [length, setLength] = useState(characterCount(failed?.values.text ?? ''));
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const busy = fetcher.state !== 'idle';
  const max = DEFAULT_REVIEW_SETTINGS.maxLength;

  useEffect(() => {
    if (fetcher.state !== 'idle' || fetcher.data === undefined) return;
    if (fetcher.data.ok) thanksRef.current?.focus();
    else if (fetcher.data.errors.form) errorRef.current?.focus();
    else document.querySelector<HTMLElement>(`#review-${productId} [aria-invalid="true"]`)?.focus();
  }, [fetcher.state, fetcher.data, productId]);

  if (result?.ok) {
    return (
      <p ref={thanksRef} tabIndex={-1} className="notice notice--ok" role="status">
        <FormattedMessage id="reviews.notice.written" />
      </p>
    );
  }
  if (alreadyReviewed) return <p className="field__hint"><FormattedMessage id="reviews.write.already" /></p>;
  const errors = failed?.errors ?? {};
  const describe = (name: string, extra?: string) => [extra, errors[name as keyof typeof errors] ? `review-${productId}-${name}-error` : undefined].filter(Boolean).join(' ') || undefined;
  const fieldError = (name: 'rating' | 'title' | 'text') => errors[name] && (
    <p id={`review-${productId}-${name}-error`} className="field__error">
      <FormattedMessage id={errors[name]!.id} values={errors[name]!.values} />
    </p>
  );
  return (
    <fetcher.Form method="post" action={reviewPath.write(site, productId)} className="review-form" id={`review-${productId}`} noValidate
      aria-labelledby={`review-${productId}-heading`}>
      <h3 id={`review-${productId}-heading`}><FormattedMessage id="reviews.write.title" /></h3>
      <EnhancedField />
      {errors.form && (
        <p ref={errorRef} tabIndex={-1} className="notice notice--error" role="alert">
          <FormattedMessage id={errors.form.id} values={errors.form.values} />
        </p>
      )}
      <fieldset className="review-form__rating" aria-describedby={describe('rating')} aria-invalid={errors.rating ? true : undefined}>
        <legend><FormattedMessage id="reviews.write.rating" /></legend>
        {REVIEW_RATINGS.map((rating) => (
          <label key={rating} className="review-form__star">
            <input type="radio" name="rating" value={rating} defaultChecked={failed?.values.rating === String(rating)} required />
            <span><FormattedMessage id="reviews.stars" values={{ count: rating }} /></span>
          </label>
        ))}
        {fieldError('rating')}
      </fieldset>
      <div className="field">
        <label htmlFor={`review-${productId}-title`}><FormattedMessage id="reviews.write.titleLabel" /></label>
        <input id={`review-${productId}-title`} name="title" type="text" maxLength={120} required defaultValue={failed?.values.title}
          aria-invalid={errors.title ? true : undefined} aria-describedby={describe('title')} />
        {fieldError('title')}
      </div>
      <div className="field">
        <label htmlFor={`review-${productId}-text`}><FormattedMessage id="reviews.write.textLabel" /></label>
        <textarea id={`review-${productId}-text`} name="text" rows={6} required defaultValue={failed?.values.text}
          onChange={(event) => setLength(characterCount(event.target.value))}
          aria-invalid={errors.text ? true : undefined} aria-describedby={describe('text', `review-${productId}-counter`)} />
        <p id={`review-${productId}-counter`} className={length > max ? 'field__hint field__hint--over' : 'field__hint'}>
          {intl.formatMessage({ id: 'reviews.write.counter' }, { count: length, max })}
        </p>
        {fieldError('text')}
      </div>
      <button type="submit" className="button" disabled={busy} aria-busy={busy}>
        <FormattedMessage id={busy ? 'reviews.write.sending' : 'reviews.write.submit'} />
      </button>
    </fetcher.Form>
  );
}
