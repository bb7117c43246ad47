import { Link } from 'react-router';
import { pageLinks } from './pagination';

/** Page links for a listing (§9: first page, 2 sibling pages, last page). */
export function Pagination({ current, count, hrefFor }: { current: number; count: number; hrefFor: (page: number) => string }) {
  if (count <= 1) return null;
  return (
    <nav className="pagination" aria-label="Pages">
      <ul>
        {current > 1 && (
          <li>
            <Link to={hrefFor(current - 1)} rel="prev" aria-label="Previous page">‹</Link>
          </li>
        )}
        {pageLinks(current, count).map((link) =>
          link.type === 'gap' ? (
            <li key={link.key}>
              <span aria-hidden="true">…</span>
            </li>
          ) : (
            <li key={link.page}>
              <Link to={hrefFor(link.page)} aria-current={link.page === current ? 'page' : undefined} aria-label={`Page ${link.page}`}>
                {link.page}
              </Link>
            </li>
          ),
        )}
        {current < count && (
          <li>
            <Link to={hrefFor(current + 1)} rel="next" aria-label="Next page">›</Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
