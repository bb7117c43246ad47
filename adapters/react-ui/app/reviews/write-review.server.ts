import type { Storefront } from '../composition-root.server';
import { uiMessage, type UiMessage } from '../errors/ui-message';
import type { ReviewDraft, WriteReviewResult } from './review-results';

const field = (id: string, name: string): UiMessage => ({ id, placement: 'field', field: name, notFound: false });

/**
 * Writes the review of a form: a rating, a title and a text are required (said at their fields before any call);
 * the API decides the rest — REV410 when the text is too long (at the text field), one review per product.
 */
export async function writeReview(storefront: Storefront, productId: string, form: FormData): Promise<WriteReviewResult> {
  const values: ReviewDraft = {
    rating: String(form.get('rating') ?? ''), title: String(form.get('title') ?? '').trim(), text: String(form.get('text') ?? '').trim(),
  };
  const rating = Number(values.rating);
  const errors: Partial<Record<'rating' | 'title' | 'text' | 'form', UiMessage>> = {};
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) errors.rating = field('reviews.write.ratingRequired', 'rating');
  if (values.title === '') errors.title = field('reviews.write.titleRequired', 'title');
  if (values.text === '') errors.text = field('reviews.write.textRequired', 'text');
  if (Object.keys(errors).length > 0) return { ok: false, errors, values };
  const written = await storefront.reviews.writeReview(productId, { rating, title: values.title, text: values.text });
  if (written.isOk()) return { ok: true };
  const message = uiMessage(written.error);
  const at = message.placement === 'field' && (message.field === 'rating' || message.field === 'title' || message.field === 'text') ? message.field : 'form';
  return { ok: false, errors: { [at]: message }, values };
}
