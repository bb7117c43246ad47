import { useEffect, useRef, useState, type RefObject } from 'react';
import { Link, useFetcher, useLocation } from 'react-router';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { Answer, Question } from '@switchback/core';
import { authPath } from '../auth/auth-paths';
import { LazyOverlay } from '../overlays/lazy-overlay.component';
import { useSite } from '../site/use-site';
import type { ReviewActionResult } from './review-actions.route';
import { reviewPath } from './review-paths';
import type { ReviewsSectionData } from './review-results';
import { ActionOutcome, ReviewFormFields } from './review-form-fields.component';

/**
 * Questions and answers (issue 11 §3): the product's questions with their answers and each answer's helpful vote; a
 * signed-in shopper asks a question or answers one (a guest gets the sign-in link back to this page).
 */
export function QuestionsSection({ productId, data }: { productId: string; data: ReviewsSectionData }) {
  const site = useSite();
  const location = useLocation();
  const ask = useFetcher<ReviewActionResult>({ key: `ask-${productId}` });
  const questions = data.questions;
  // The spec's "ask question success" dialog, once per question asked (JavaScript on; off, the page's notice says it).
  const [asked, setAsked] = useState<ReviewActionResult | null>(null);
  const askField = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (ask.state === 'idle' && ask.data?.ok) setAsked(ask.data);
  }, [ask.state, ask.data]);
  return (
    <section className="questions" aria-labelledby="questions-title">
      <h2 id="questions-title"><FormattedMessage id="reviews.questions.title" /></h2>
      {questions === null ? (
        <p className="notice notice--error"><FormattedMessage id="reviews.unavailable" /></p>
      ) : questions.questions.length === 0 ? (
        <p><FormattedMessage id="reviews.questions.none" /></p>
      ) : (
        <ol className="questions__list">
          {questions.questions.map((question) => (
            <li key={question.id}><QuestionItem question={question} productId={productId} signedIn={data.signedIn} /></li>
          ))}
        </ol>
      )}
      {data.signedIn ? (
        <ask.Form method="post" action={reviewPath.actions(site)} className="questions__ask" key={ask.data?.ok ? 'asked' : 'asking'}>
          <ReviewFormFields productId={productId} />
          <input type="hidden" name="intent" value="ask" />
          <div className="field">
            <label htmlFor={`ask-${productId}`}><FormattedMessage id="reviews.ask.label" /></label>
            <textarea ref={askField} id={`ask-${productId}`} name="question" rows={2} required aria-invalid={ask.data && !ask.data.ok ? true : undefined} />
          </div>
          <button type="submit" className="button button--secondary" disabled={ask.state !== 'idle'} aria-busy={ask.state !== 'idle'}>
            <FormattedMessage id="reviews.ask.submit" />
          </button>
          <ActionOutcome result={ask.data} />
        </ask.Form>
      ) : (
        <p><Link to={authPath.signIn(site, { redirectTo: `${location.pathname}${location.search}` })}><FormattedMessage id="reviews.ask.signIn" /></Link></p>
      )}
      <AskSuccessDialog open={asked !== null} onClose={() => setAsked(null)} returnFocus={askField} />
    </section>
  );
}

/** Commerce-core §2 "ask question success": the one Overlay (Esc or its button closes it, focus goes back to the question box). */
function AskSuccessDialog({ open, onClose, returnFocus }: { open: boolean; onClose: () => void; returnFocus: RefObject<HTMLTextAreaElement | null> }) {
  const intl = useIntl();
  return (
    <LazyOverlay open={open} returnFocus={returnFocus} onOpenChange={(open) => { if (!open) onClose(); }} title={intl.formatMessage({ id: 'reviews.ask.successTitle' })}
      closeLabel={intl.formatMessage({ id: 'reviews.ask.successClose' })}>
      <p role="status"><FormattedMessage id="reviews.notice.asked" /></p>
    </LazyOverlay>
  );
}

function QuestionItem({ question, productId, signedIn }: { question: Question; productId: string; signedIn: boolean }) {
  const site = useSite();
  const answer = useFetcher<ReviewActionResult>({ key: `answer-${question.id}` });
  return (
    <article className="question" lang={question.language} aria-labelledby={`q-${question.id}`}>
      <h3 id={`q-${question.id}`} className="question__text">{question.text}</h3>
      <p className="review__meta" lang={site.language}>
        <FormattedMessage id="reviews.byline" values={{ author: question.author }} /> · <FormattedDate value={question.createdAt} dateStyle="medium" timeZone={site.timeZone} />
      </p>
      {question.answers.length > 0 && (
        <ul className="question__answers">
          {question.answers.map((a) => <li key={a.id}><AnswerItem answer={a} productId={productId} /></li>)}
        </ul>
      )}
      {signedIn && (
        <details className="question__answer-form" lang={site.language}>
          <summary><FormattedMessage id="reviews.answer.open" /></summary>
          <answer.Form method="post" action={reviewPath.actions(site)} key={answer.data?.ok ? 'answered' : 'answering'}>
            <ReviewFormFields productId={productId} />
            <input type="hidden" name="intent" value="answer" />
            <input type="hidden" name="questionId" value={question.id} />
            <div className="field">
              <label htmlFor={`answer-${question.id}`}><FormattedMessage id="reviews.answer.label" /></label>
              <textarea id={`answer-${question.id}`} name="answer" rows={2} required />
            </div>
            <button type="submit" className="button button--secondary" disabled={answer.state !== 'idle'}><FormattedMessage id="reviews.answer.submit" /></button>
            <ActionOutcome result={answer.data} done="reviews.notice.answered" />
          </answer.Form>
        </details>
      )}
    </article>
  );
}

function AnswerItem({ answer, productId }: { answer: Answer; productId: string }) {
  const site = useSite();
  const vote = useFetcher<ReviewActionResult>({ key: `vote-answer-${answer.id}` });
  const pending = vote.formData?.get('helpful');
  const yourVote = pending === 'true' ? 'helpful' : pending === 'false' ? 'unhelpful' : answer.yourVote;
  return (
    <div className="answer" lang={answer.language}>
      <p>{answer.text}</p>
      <p className="review__meta" lang={site.language}>
        <FormattedMessage id="reviews.byline" values={{ author: answer.author }} /> · <FormattedDate value={answer.createdAt} dateStyle="medium" timeZone={site.timeZone} />
      </p>
      <vote.Form method="post" action={reviewPath.actions(site)} className="review__vote" lang={site.language}>
        <ReviewFormFields productId={productId} />
        <input type="hidden" name="intent" value="voteAnswer" />
        <input type="hidden" name="answerId" value={answer.id} />
        <span><FormattedMessage id="reviews.answer.helpfulQuestion" /></span>{' '}
        <button type="submit" name="helpful" value="true" className="button button--secondary" aria-pressed={yourVote === 'helpful'} disabled={yourVote !== null}>
          <FormattedMessage id="reviews.helpful.yes" values={{ count: answer.helpfulCount + (pending === 'true' && answer.yourVote === null ? 1 : 0) }} />
        </button>{' '}
        <button type="submit" name="helpful" value="false" className="button button--secondary" aria-pressed={yourVote === 'unhelpful'} disabled={yourVote !== null}>
          <FormattedMessage id="reviews.helpful.no" values={{ count: answer.unhelpfulCount + (pending === 'false' && answer.yourVote === null ? 1 : 0) }} />
        </button>
        <ActionOutcome result={vote.data} done="reviews.notice.voted" />
      </vote.Form>
    </div>
  );
}
