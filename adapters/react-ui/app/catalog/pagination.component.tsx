import { Link } from 'react-router';
import { useIntl } from 'react-intl';
import { paginationItems } from '@switchback/core';

/** Page links for a listing (§9: first page, 2 sibling pages, last page; core's paginationItems). */
export function Pagination({ current, count, hrefFor }: { current: number; count: number; hrefFor: (page: number) => string }) {
  const intl = useIntl();
  if (count <= 1) return null;
  return (
    <nav className="pagination" aria-label={intl.formatMessage({ id: 'pagination.label' })}>
      <ul>
        {current > 1 && (
          <li>
            <Link to={hrefFor(current - 1)} rel="prev" aria-label={intl.formatMessage({ id: 'pagination.previous' })}>‹</Link>
          </li>
        )}
        {paginationItems(current, count).map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`gap-${index}`}>
              <span aria-hidden="true">…</span>
            </li>
          ) : (
            <li key={item}>
              <Link to={hrefFor(item)} aria-current={item === current ? 'page' : undefined} aria-label={intl.formatMessage({ id: 'pagination.page' }, { page: item })}>
                {item}
              </Link>
            </li>
          ),
        )}
        {current < count && (
          <li>
            <Link to={hrefFor(current + 1)} rel="next" aria-label={intl.formatMessage({ id: 'pagination.next' })}>›</Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
