import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { createRoutesStub, Outlet } from 'react-router';
import { siteById } from '@switchback/core';
import enUs from '../i18n/messages/en-us.json';
import { PageContent } from './content-slot.component';
import { HOME_CONTENT } from './content.fixtures';
// The server's loader helper registers the renderer (as the server build does when it loads the routes).
import './page-content.server';

describe('PageContent on the server', () => {
  it('renders the content in the same pass: no Suspense fallback, so the HTML works without JavaScript', () => {
    // A data router, as the storefront's: the decisions provider and the form blocks read the route data.
    const site = siteById('en-us')!;
    const Page = createRoutesStub([{
      id: 'root', path: '/', loader: () => ({ site }), Component: Outlet,
      children: [{ index: true, id: 'site', Component: () => <PageContent content={{ page: HOME_CONTENT, siteId: 'en-us', path: '/', rails: {} }} priority /> }],
    }]);
    const html = renderToString(
      <IntlProvider locale="en-US" messages={enUs}>
        <Page hydrationData={{ loaderData: { root: { site } } }} />
      </IntlProvider>,
    );
    expect(html).toContain('Made for the switchbacks');
    expect(html).not.toContain('<!--$!-->');
    expect(html).not.toContain('<template');
  });

  it('renders nothing without content', () => {
    expect(renderToString(<PageContent content={null} />)).toBe('');
  });
});
