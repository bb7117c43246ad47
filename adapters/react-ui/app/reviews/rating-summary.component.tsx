import { FormattedMessage, useIntl } from 'react-intl';
import { histogramShare, REVIEW_RATINGS, type RatingSummary } from '@switchback/core';

/** Five stars filled to a rating, hidden from assistive technology (the text beside them says the rating). */
export function Stars({ rating }: { rating: number }) {
  const full = Math.round(rating);
  return <span className="stars" aria-hidden="true">{'★'.repeat(full)}{'☆'.repeat(5 - full)}</span>;
}

/** The rating near the product title: average and count, a link to the reviews section. */
export function RatingSummaryLink({ summary }: { summary: RatingSummary | null }) {
  const intl = useIntl();
  if (summary === null) return null;
  if (summary.count === 0) {
    return <p className="rating-summary"><a href="#reviews"><FormattedMessage id="reviews.summary.none" /></a></p>;
  }
  return (
    <p className="rating-summary">
      <a href="#reviews" aria-label={intl.formatMessage({ id: 'reviews.summary.label' }, { average: summary.average, count: summary.count })}>
        <Stars rating={summary.average} /> <span>{intl.formatNumber(summary.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}</span>{' '}
        <span>(<FormattedMessage id="reviews.summary.count" values={{ count: summary.count }} />)</span>
      </a>
    </p>
  );
}

/** The summary of the reviews section: the average and the histogram, one bar per rating (a table for screen readers). */
export function RatingHistogram({ summary }: { summary: RatingSummary }) {
  const intl = useIntl();
  return (
    <div className="rating-histogram">
      <p className="rating-histogram__average">
        <Stars rating={summary.average} />{' '}
        <FormattedMessage id="reviews.summary.label" values={{ average: intl.formatNumber(summary.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 }), count: summary.count }} />
      </p>
      <table className="rating-histogram__table">
        <caption className="visually-hidden"><FormattedMessage id="reviews.histogram.caption" /></caption>
        <tbody>
          {[...REVIEW_RATINGS].reverse().map((rating) => (
            <tr key={rating}>
              <th scope="row"><FormattedMessage id="reviews.stars" values={{ count: rating }} /></th>
              <td>
                <span className="rating-histogram__bar" aria-hidden="true"><span style={{ width: `${histogramShare(summary, rating)}%` }} /></span>
              </td>
              <td>{summary.histogram[rating - 1]!.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
