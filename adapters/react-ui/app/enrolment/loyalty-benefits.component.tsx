import { FormattedMessage } from 'react-intl';
import { showsLoyaltyFreeShipping } from '@switchback/core';
import { useSite } from '../site/use-site';

const BENEFITS = [
  { key: 'points', id: 'loyaltyJoin.benefits.points' },
  { key: 'birthday', id: 'loyaltyJoin.benefits.birthday' },
  { key: 'earlyAccess', id: 'loyaltyJoin.benefits.earlyAccess' },
  { key: 'freeShipping', id: 'loyaltyJoin.benefits.freeShipping' },
] as const;

/** §2 loyalty benefits block; §9 "Loyalty free-shipping benefit hidden in FR, IT, DE, GB" (core's rule, by the site's country). */
export function LoyaltyBenefits() {
  const site = useSite();
  const shown = BENEFITS.filter((benefit) => benefit.key !== 'freeShipping' || showsLoyaltyFreeShipping(site.country));
  return (
    <section className="loyalty-benefits" aria-labelledby="loyalty-benefits-title">
      <h2 id="loyalty-benefits-title"><FormattedMessage id="loyaltyJoin.benefits.title" /></h2>
      <ul>
        {shown.map((benefit) => <li key={benefit.key} data-benefit={benefit.key}><FormattedMessage id={benefit.id} /></li>)}
      </ul>
    </section>
  );
}
