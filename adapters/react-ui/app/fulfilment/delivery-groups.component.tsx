import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { DeliveryGroup, DeliveryGroupKind } from '@switchback/core';

const GROUP_TITLE: Readonly<Record<DeliveryGroupKind, string>> = {
  pickup: 'fulfilment.group.pickup',
  'ship-to-store': 'fulfilment.group.sts',
  home: 'fulfilment.group.home',
};

/**
 * Issue 10 §4: lines listed by how they are received (core `itemsByDelivery`: pickup first in pickup order, then ship
 * to store, then home), each group under its heading. A cart shipped only home stays one list without a heading.
 */
export function DeliveryGroups<T>({ groups, label, render }: {
  groups: readonly DeliveryGroup<T>[];
  label: string;
  render: (items: readonly T[]) => ReactNode;
}) {
  if (groups.length === 0) return null;
  if (groups.length === 1 && groups[0]!.kind === 'home') return <>{render(groups[0]!.items)}</>;
  return (
    <div className="delivery-groups" aria-label={label} role="group">
      {groups.map((group) => (
        <section key={group.kind} aria-labelledby={`delivery-group-${group.kind}`} data-delivery-group={group.kind}>
          <h3 id={`delivery-group-${group.kind}`} className="delivery-groups__title"><FormattedMessage id={GROUP_TITLE[group.kind]} /></h3>
          {render(group.items)}
        </section>
      ))}
    </div>
  );
}
