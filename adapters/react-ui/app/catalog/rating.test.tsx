import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import enUs from '../i18n/messages/en-us.json';
import frFr from '../i18n/messages/fr-fr.json';
import { Rating } from './product-card.component';

const render = (locale: string, messages: Record<string, string>, score: number, reviews: number) =>
  renderToStaticMarkup(<IntlProvider locale={locale} messages={messages}><Rating score={score} reviews={reviews} /></IntlProvider>);

describe('ratings on product cards (issue 11 §3)', () => {
  it('reads as one phrase, "4.3 out of 5, 12 reviews", with the stars as text to the nearest whole star', () => {
    const html = render('en-US', enUs, 4.3, 12);
    expect(html).toContain('aria-label="4.3 out of 5, 12 reviews"');
    expect(html).toContain('★★★★☆');
  });

  it('one review, a whole score, and French numbers', () => {
    expect(render('en-US', enUs, 5, 1)).toContain('aria-label="5.0 out of 5, 1 review"');
    expect(render('fr-FR', frFr, 3.5, 2)).toContain('aria-label="3,5 sur 5, 2 avis"');
    expect(render('fr-FR', frFr, 3.5, 2)).toContain('★★★★☆');
  });
});
