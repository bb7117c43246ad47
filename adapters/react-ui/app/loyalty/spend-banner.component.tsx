import { FormattedMessage } from 'react-intl';
import { formatMoney, percentOf, type SpendBannerView } from '@switchback/core';
import { useSite } from '../site/use-site';

/** The banner's title per §6 profile (employee allowance, athlete credit, IPA and Wranx annual credit). */
const SPEND_BANNER_TITLE = {
  employee: 'spendBanner.employee',
  athlete: 'spendBanner.athlete',
  IPA: 'spendBanner.ipa',
  Wranx: 'spendBanner.wranx',
} as const satisfies Record<SpendBannerView['type'], string>;

/**
 * The §6 spend banner of the cart (the API picks which by core's `spendBanner` precedence): "Employee allowance:
 * $420.00 of $1,000.00 spent", with a meter of the share spent. Nothing when the cart has none.
 */
export function SpendBanner({ banner }: { readonly banner: SpendBannerView | null }) {
  const site = useSite();
  if (banner === null) return null;
  const money = (minor: number) => formatMoney(minor, banner.currency, site.locale);
  const spent = Math.min(banner.currentSpend, banner.limit);
  return (
    <section className="spend-banner" aria-labelledby="spend-banner-title" data-testid="spend-banner">
      <p id="spend-banner-title" className="spend-banner__text">
        <FormattedMessage id={SPEND_BANNER_TITLE[banner.type]} values={{ spent: money(banner.currentSpend), limit: money(banner.limit) }} />
      </p>
      {banner.limit > 0 && (
        <meter className="spend-banner__meter" min={0} max={banner.limit} value={spent} low={Math.round(banner.limit * 0.75)} high={Math.round(banner.limit * 0.9)}
          optimum={0} aria-labelledby="spend-banner-title">
          {`${percentOf(spent, banner.limit)}%`}
        </meter>
      )}
    </section>
  );
}
