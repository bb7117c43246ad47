import { errAsync, type ResultAsync } from 'neverthrow';
import type { CommerceError } from '@switchback/core';
import type { Route } from './+types/review-actions.route';
import { uiMessage, type UiMessage } from '../errors/ui-message';
import { safeReturnPath } from '../favorites/return-path.server';
import { isEnhanced, redirectWithCookies, storefrontOf, withCookies } from '../site/route-helpers.server';
import { sitePath } from '../site/use-site';
import { isReviewNotice, withNotice, type ReviewNotice } from './review-paths';

export type ReviewIntent = 'vote' | 'flag' | 'voteAnswer' | 'ask' | 'answer';

/** What a fetcher of the reviews section gets back (JavaScript on). */
export type ReviewActionResult =
  | { readonly ok: true; readonly intent: ReviewIntent; readonly notice: ReviewNotice }
  | { readonly ok: false; readonly intent: ReviewIntent | null; readonly error: UiMessage };

const DONE: Record<ReviewIntent, ReviewNotice> = {
  vote: 'reviews.notice.voted', voteAnswer: 'reviews.notice.voted', flag: 'reviews.notice.flagged', ask: 'reviews.notice.asked', answer: 'reviews.notice.answered',
};
const isIntent = (value: string): value is ReviewIntent => Object.prototype.hasOwnProperty.call(DONE, value);
const text = (form: FormData, name: string): string => String(form.get(name) ?? '').trim();

/**
 * The reviews section's writes (issue 11 §3): a helpful vote on a review or an answer, a report, a question, an
 * answer. With JavaScript its fetchers get data; without, the form post is redirected back to the product page
 * (Post/Redirect/Get) with a notice the page shows. Writing a review has its own route (write-review.route.tsx).
 */
export async function action(args: Route.ActionArgs) {
  const storefront = await storefrontOf(args);
  const { reviews, site } = storefront;
  const form = await args.request.formData();
  const raw = text(form, 'intent');
  const intent = isIntent(raw) ? raw : null;
  const productId = text(form, 'productId');
  const back = safeReturnPath(site, form.get('returnTo'), sitePath.home(site));
  const asked = intent === 'ask' ? text(form, 'question') : intent === 'answer' ? text(form, 'answer') : null;
  const run = (): ResultAsync<unknown, CommerceError> | null => {
    switch (intent) {
      case 'vote': return reviews.vote(productId, text(form, 'reviewId'), text(form, 'helpful') === 'true');
      case 'flag': return reviews.flag(productId, text(form, 'reviewId'));
      case 'voteAnswer': return reviews.voteAnswer(productId, text(form, 'answerId'), text(form, 'helpful') === 'true');
      case 'ask': return asked ? reviews.postQuestion({ productId, question: asked }) : null;
      case 'answer': return asked ? reviews.postQuestion({ questionId: text(form, 'questionId'), answer: asked }) : null;
      case null: return errAsync({ type: 'InvalidInput', field: 'intent', message: 'unknown intent' });
    }
  };
  const pending = run();
  const result = pending === null ? null : await pending;
  const error: UiMessage | null = result === null ? { id: 'reviews.ask.required', placement: 'field', field: intent ?? 'question', notFound: false }
    : result.isErr() ? uiMessage(result.error) : null;
  if (!isEnhanced(form)) {
    const notice: ReviewNotice = error === null ? DONE[intent!] : isReviewNotice(error.id) ? error.id : 'reviews.notice.failed';
    return redirectWithCookies(storefront, withNotice(back, notice));
  }
  if (error !== null) return withCookies<ReviewActionResult>(storefront, { ok: false, intent, error }, 400);
  return withCookies<ReviewActionResult>(storefront, { ok: true, intent: intent!, notice: DONE[intent!] });
}
