import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { EnhancedField } from '../forms/enhanced-field.component';
import type { ReviewActionResult } from './review-actions.route';

/** The hidden fields every reviews form sends: the product, where to come back to (JavaScript off), and the enhanced flag. */
export function ReviewFormFields({ productId }: { productId: string }) {
  const location = useLocation();
  return (
    <>
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      <EnhancedField />
    </>
  );
}

/** A fetcher's error, said where the shopper acted (and focused), or its done note. */
export function ActionOutcome({ result, done }: { result: ReviewActionResult | undefined; done?: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (result !== undefined && !result.ok) ref.current?.focus();
  }, [result]);
  if (result === undefined) return null;
  if (!result.ok) {
    return <p ref={ref} tabIndex={-1} className="field__error" role="alert"><FormattedMessage id={result.error.id} values={result.error.values} /></p>;
  }
  return done ? <p className="review__done" role="status"><FormattedMessage id={done} /></p> : null;
}
