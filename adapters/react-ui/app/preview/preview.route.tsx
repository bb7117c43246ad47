import { Form, Link } from 'react-router';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { PREVIEW_LIMIT_OPTIONS } from '@switchback/core';
import type { Route } from './+types/preview.route';
import { serverIntl } from '../i18n/catalogue.server';
import { metaTags } from '../site/page-meta';
import { pageMeta } from '../site/page-meta.server';
import { storefrontOf, withCookies } from '../site/route-helpers.server';
import { previewView } from './preview.server';
import { resultPath } from './preview-paths';

/** The content document types the controls offer (the content contract's). */
const DOC_TYPES = ['augmentedpage', 'page', 'category', 'product', 'search', 'footer', 'fragment', 'inherited', 'menu', 'popup', 'article'] as const;

export async function loader(args: Route.LoaderArgs) {
  const storefront = await storefrontOf(args);
  const view = await previewView(storefront, args.request);
  const intl = serverIntl(storefront.site);
  const meta = pageMeta(storefront.site, intl.formatMessage({ id: 'preview.meta.title' }), intl.formatMessage({ id: 'preview.meta.description' }));
  return withCookies(storefront, { ...view, meta, locale: storefront.site.id });
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta, { noindex: true });

/** A query string of the tool's state with some parameters changed. */
const withParams = (controls: Record<string, string | number>, changes: Record<string, string | number>): string =>
  `?${new URLSearchParams(Object.entries({ ...controls, ...changes }).filter(([, v]) => v !== '').map(([k, v]) => [k, String(v)])).toString()}`;

/**
 * `/{locale}/preview`: the content-preview tool (§2, §5, §9). A GET form of controls, the showcase results with a link
 * to view each, and the preview frame: the page with `preview=true&previewDateTime=…`, labelled with the host.
 */
export default function Preview({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const { controls, error, results, numFound, frame, host, locale } = loaderData;
  const state = { docType: controls.docType, layoutVariant: controls.layoutVariant, limit: controls.limit, page: controls.page };
  const pages = Math.max(1, Math.ceil(numFound / controls.limit));
  const defaultAt = frame?.at.slice(0, 16) ?? '';
  return (
    <section className="preview-tool" aria-labelledby="preview-title">
      <h1 id="preview-title"><FormattedMessage id="preview.title" /></h1>
      <p className="preview-tool__host"><FormattedMessage id="preview.host" values={{ host }} /></p>
      <Form method="get" className="preview-tool__controls" aria-labelledby="preview-controls-title">
        <h2 id="preview-controls-title"><FormattedMessage id="preview.controls.title" /></h2>
        <div className="field">
          <label htmlFor="preview-doc-type"><FormattedMessage id="preview.controls.docType" /></label>
          <select id="preview-doc-type" name="docType" defaultValue={controls.docType} aria-invalid={error !== null ? true : undefined}
            aria-describedby={error !== null ? 'preview-doc-type-error' : undefined}>
            <option value="">{intl.formatMessage({ id: 'preview.controls.docTypeChoose' })}</option>
            {DOC_TYPES.map((type) => <option key={type} value={type}>{type}</option>)}
          </select>
          {error !== null && <p id="preview-doc-type-error" className="field__error" role="alert"><FormattedMessage id={error.id} values={error.values} /></p>}
        </div>
        <div className="field">
          <label htmlFor="preview-layout-variant"><FormattedMessage id="preview.controls.layoutVariant" /></label>
          <input id="preview-layout-variant" name="layoutVariant" type="text" maxLength={60} defaultValue={controls.layoutVariant} />
        </div>
        <div className="field">
          <label htmlFor="preview-limit"><FormattedMessage id="preview.controls.limit" /></label>
          <select id="preview-limit" name="limit" defaultValue={String(controls.limit)}>
            {PREVIEW_LIMIT_OPTIONS.map((limit) => <option key={limit} value={limit}>{limit}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor="preview-page"><FormattedMessage id="preview.controls.page" /></label>
          <input id="preview-page" name="page" type="number" min={1} step={1} defaultValue={controls.page} />
        </div>
        <button type="submit" className="button"><FormattedMessage id="preview.controls.submit" /></button>
      </Form>

      {results !== null && (
        <section aria-labelledby="preview-results-title" className="preview-tool__results">
          <h2 id="preview-results-title"><FormattedMessage id="preview.results.title" values={{ count: numFound }} /></h2>
          {results.length === 0 ? <p><FormattedMessage id="preview.results.empty" /></p> : (
            <table>
              <thead>
                <tr>
                  <th scope="col"><FormattedMessage id="preview.results.name" /></th>
                  <th scope="col"><FormattedMessage id="preview.results.referrers" /></th>
                  <th scope="col"><FormattedMessage id="preview.results.modified" /></th>
                  <th scope="col"><FormattedMessage id="preview.results.view" /></th>
                </tr>
              </thead>
              <tbody>
                {results.map((result) => (
                  <tr key={result.id}>
                    <td>{result.name}</td>
                    <td>{result.referrersCount}</td>
                    <td><FormattedDate value={result.modificationDate} dateStyle="medium" timeStyle="short" timeZone="UTC" /></td>
                    <td>
                      <Link to={withParams(state, { path: resultPath(result), at: defaultAt || result.modificationDate.slice(0, 16) })}>
                        <FormattedMessage id="preview.results.viewLink" values={{ name: result.name }} />
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {pages > 1 && (
            <nav aria-label={intl.formatMessage({ id: 'preview.results.pagination' })} className="preview-tool__pages">
              {controls.page > 1 && <Link to={withParams(state, { page: controls.page - 1 })}><FormattedMessage id="preview.results.previous" /></Link>}
              <span><FormattedMessage id="preview.results.pageOf" values={{ page: controls.page, pages }} /></span>
              {controls.page < pages && <Link to={withParams(state, { page: controls.page + 1 })}><FormattedMessage id="preview.results.next" /></Link>}
            </nav>
          )}
        </section>
      )}

      {frame !== null && (
        <section aria-labelledby="preview-frame-title" className="preview-tool__frame">
          <h2 id="preview-frame-title"><FormattedMessage id="preview.frame.title" values={{ path: frame.path }} /></h2>
          <p className="notice notice--info" role="status">
            <FormattedMessage id="preview.frame.notice" values={{ date: intl.formatDate(frame.at, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }) }} />
          </p>
          <Form method="get" className="preview-tool__moment">
            {Object.entries(state).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
            <input type="hidden" name="path" value={frame.path} />
            <div className="field">
              <label htmlFor="preview-at"><FormattedMessage id="preview.frame.at" /></label>
              <input id="preview-at" name="at" type="datetime-local" defaultValue={frame.at.slice(0, 16)} required />
            </div>
            <button type="submit" className="button"><FormattedMessage id="preview.frame.show" /></button>
          </Form>
          <figure>
            <figcaption><FormattedMessage id="preview.frame.host" values={{ host }} /></figcaption>
            <iframe
              title={intl.formatMessage({ id: 'preview.frame.iframeTitle' }, { path: frame.path })}
              src={`/${locale}${frame.path === '/' ? '' : frame.path}?preview=true&previewDateTime=${encodeURIComponent(frame.at)}`}
              className="preview-tool__iframe"
              loading="lazy"
            />
          </figure>
        </section>
      )}
    </section>
  );
}
