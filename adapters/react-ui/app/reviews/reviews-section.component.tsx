import type { ComponentProps } from 'react';
import { Form, Link, useFetcher, useLocation } from 'react-router';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { REVIEW_SORTS, type Review, type ReviewSort } from '@switchback/core';
import { authPath } from '../auth/auth-paths';
import { useSite } from '../site/use-site';
import { RatingHistogram, Stars } from './rating-summary.component';
import type { ReviewActionResult } from './review-actions.route';
import type { ReviewForm as ReviewFormComponent } from './review-form.component';
import { lazyPart } from '../platform/lazy-part';
import { REVIEW_QUERY, reviewPath } from './review-paths';
import type { ReviewsSectionData } from './review-results';
import { QuestionsSection } from './questions-section.component';
import { ActionOutcome, ReviewFormFields } from './review-form-fields.component';

/**
 * The review form, shown to signed-in shoppers only: a lazy part (not in the product page's first-visit JavaScript),
 * which the server renders in full (reviews.server.ts registers it). It renders one element, as a lazy part must.
 */
const ReviewForm = lazyPart<ComponentProps<typeof ReviewFormComponent>>('ReviewForm', () => import('./review-form.component').then((module) => module.ReviewForm));

const SORT_LABEL: Record<ReviewSort, string> = {
  newest: 'reviews.sort.newest', highest: 'reviews.sort.highest', lowest: 'reviews.sort.lowest', helpful: 'reviews.sort.helpful',
};

/**
 * The product page's reviews section (issue 11 §3): the rating summary and histogram, a page of reviews with their
 * sort and pagination (in the address, so they work without JavaScript), each review's helpful vote, report and
 * translation; the review form for a signed-in shopper (a guest gets the sign-in link back to it); then the questions.
 */
export function ReviewsSection({ product, data }: { product: { id: string; name: string }; data: ReviewsSectionData }) {
  const site = useSite();
  const intl = useIntl();
  const location = useLocation();
  const { page } = data;
  const params = new URLSearchParams(location.search);
  const pageLink = (start: number) => {
    const next = new URLSearchParams(params);
    next.delete(REVIEW_QUERY.notice);
    if (start <= 0) next.delete(REVIEW_QUERY.start);
    else next.set(REVIEW_QUERY.start, String(start));
    const query = next.toString();
    return `${location.pathname}${query ? `?${query}` : ''}#reviews`;
  };
  const keep = [...params.entries()].filter(([name]) => ![REVIEW_QUERY.sort, REVIEW_QUERY.start, REVIEW_QUERY.notice, REVIEW_QUERY.translate].includes(name as never));

  return (
    <section id="reviews" className="reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title"><FormattedMessage id="reviews.title" /></h2>
      {data.notice && (
        <p className={data.notice.startsWith('reviews.notice.') && data.notice !== 'reviews.notice.failed' ? 'notice notice--ok' : 'notice notice--error'} role="status">
          <FormattedMessage id={data.notice} />
        </p>
      )}
      {page === null ? (
        <p className="notice notice--error"><FormattedMessage id="reviews.unavailable" /></p>
      ) : (
        <>
          <RatingHistogram summary={page.summary} />
          {data.signedIn ? (
            <ReviewForm productId={product.id} initial={null} alreadyReviewed={page.youReviewed} />
          ) : (
            <p>
              <Link to={authPath.signIn(site, { redirectTo: reviewPath.write(site, product.id) })}>
                <FormattedMessage id="reviews.write.signIn" />
              </Link>
            </p>
          )}
          {page.total > 0 && (
            <Form method="get" action={`${location.pathname}#reviews`} className="reviews__sort" preventScrollReset>
              {keep.map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
              <label htmlFor="reviews-sort"><FormattedMessage id="reviews.sort.label" /></label>
              <select id="reviews-sort" name={REVIEW_QUERY.sort} defaultValue={data.sort} key={data.sort}
                onChange={(event) => event.currentTarget.form?.requestSubmit()}>
                {REVIEW_SORTS.map((sort) => (
                  <FormattedMessage key={sort} id={SORT_LABEL[sort]}>{(label) => <option value={sort}>{label}</option>}</FormattedMessage>
                ))}
              </select>
              <noscript><button type="submit" className="button button--secondary"><FormattedMessage id="reviews.sort.apply" /></button></noscript>
            </Form>
          )}
          <ol className="reviews__list" aria-label={product.name}>
            {page.reviews.map((review) => (
              <li key={review.id}>
                <ReviewItem review={review} productId={product.id} data={data} />
              </li>
            ))}
          </ol>
          {page.total > page.count && (
            <nav className="pagination" aria-label={intl.formatMessage({ id: 'reviews.pagination.label' })}>
              {page.start > 0 && <Link to={pageLink(page.start - page.count)} preventScrollReset><FormattedMessage id="reviews.pagination.previous" /></Link>}{' '}
              <span><FormattedMessage id="reviews.pagination.range" values={{ from: page.start + 1, to: Math.min(page.total, page.start + page.count), total: page.total }} /></span>{' '}
              {page.start + page.count < page.total && <Link to={pageLink(page.start + page.count)} preventScrollReset><FormattedMessage id="reviews.pagination.next" /></Link>}
            </nav>
          )}
        </>
      )}
      <QuestionsSection productId={product.id} data={data} />
    </section>
  );
}

/** One review: stars, title, text (or its translation), author and date, helpful vote, report, translate. */
function ReviewItem({ review, productId, data }: { review: Review; productId: string; data: ReviewsSectionData }) {
  const site = useSite();
  const intl = useIntl();
  const location = useLocation();
  const vote = useFetcher<ReviewActionResult>({ key: `vote-${review.id}` });
  const flag = useFetcher<ReviewActionResult>({ key: `flag-${review.id}` });
  const translated = data.translation?.reviewId === review.id ? data.translation : null;
  const translationError = data.translationError?.reviewId === review.id ? data.translationError.message : null;
  const pendingVote = vote.formData?.get('helpful');
  const yourVote = pendingVote === 'true' ? 'helpful' : pendingVote === 'false' ? 'unhelpful' : review.yourVote;
  const flagged = review.flaggedByYou || flag.formData !== undefined || flag.data?.ok === true;
  const translateQuery = (on: boolean) => {
    const next = new URLSearchParams(location.search);
    next.delete(REVIEW_QUERY.notice);
    if (on) next.set(REVIEW_QUERY.translate, review.id);
    else next.delete(REVIEW_QUERY.translate);
    return [...next.entries()];
  };
  const language = intl.formatDisplayName(review.language, { type: 'language' }) ?? review.language;

  return (
    <article className="review" id={`r-${review.id}`} aria-labelledby={`r-${review.id}-title`} lang={translated ? site.language : review.language}>
      <p className="review__rating">
        <Stars rating={review.rating} /> <span className="visually-hidden"><FormattedMessage id="reviews.rating" values={{ rating: review.rating }} /></span>
      </p>
      <h3 id={`r-${review.id}-title`} className="review__title">{translated ? translated.title : review.title}</h3>
      <p className="review__text">{translated ? translated.text : review.text}</p>
      <p className="review__meta" lang={site.language}>
        <FormattedMessage id="reviews.byline" values={{ author: review.author }} /> · <FormattedDate value={review.createdAt} dateStyle="medium" timeZone={site.timeZone} />
        {review.language !== site.language && <> · <FormattedMessage id="reviews.writtenIn" values={{ language }} /></>}
        {translated && <> · <FormattedMessage id="reviews.translated" /></>}
      </p>
      <div className="review__actions" lang={site.language}>
        {(review.translationAvailable || translated || translationError) && (
          <Form method="get" action={`${location.pathname}#r-${review.id}`} preventScrollReset replace>
            {translateQuery(!translated).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
            <button type="submit" className="button button--link" aria-pressed={translated !== null}>
              <FormattedMessage id={translated ? 'reviews.translate.original' : 'reviews.translate.show'} />
            </button>
          </Form>
        )}
        {translationError && <p className="field__error" role="alert"><FormattedMessage id={translationError.id} values={translationError.values} /></p>}
        <vote.Form method="post" action={reviewPath.actions(site)} className="review__vote">
          <ReviewFormFields productId={productId} />
          <input type="hidden" name="intent" value="vote" />
          <input type="hidden" name="reviewId" value={review.id} />
          <span><FormattedMessage id="reviews.helpful.question" /></span>{' '}
          <button type="submit" name="helpful" value="true" className="button button--secondary" aria-pressed={yourVote === 'helpful'} disabled={yourVote !== null}>
            <FormattedMessage id="reviews.helpful.yes" values={{ count: review.helpfulCount + (pendingVote === 'true' && review.yourVote === null ? 1 : 0) }} />
          </button>{' '}
          <button type="submit" name="helpful" value="false" className="button button--secondary" aria-pressed={yourVote === 'unhelpful'} disabled={yourVote !== null}>
            <FormattedMessage id="reviews.helpful.no" values={{ count: review.unhelpfulCount + (pendingVote === 'false' && review.yourVote === null ? 1 : 0) }} />
          </button>
          <ActionOutcome result={vote.data} done="reviews.notice.voted" />
        </vote.Form>
        {review.yours ? null : flagged ? (
          <p className="review__done" role="status"><FormattedMessage id="reviews.flag.done" /></p>
        ) : (
          <flag.Form method="post" action={reviewPath.actions(site)} className="review__flag">
            <ReviewFormFields productId={productId} />
            <input type="hidden" name="intent" value="flag" />
            <input type="hidden" name="reviewId" value={review.id} />
            <button type="submit" className="button button--link" aria-label={intl.formatMessage({ id: 'reviews.flag.label' }, { title: review.title })}>
              <FormattedMessage id="reviews.flag.button" />
            </button>
          </flag.Form>
        )}
        {flag.data && !flag.data.ok && <ActionOutcome result={flag.data} />}
      </div>
    </article>
  );
}
