import type { Site } from '@switchback/core';

type S = Pick<Site, 'id'>;
const number = (orderNumber: string) => encodeURIComponent(orderNumber);

/** The order pages of a site (issue 8 §3): history and detail under the account, tracking public. */
export const orderPath = {
  /** The signed-in consumer's order history, a page of it (`?page=N` from 2 on). */
  history: (site: S, page = 1) => (page <= 1 ? `/${site.id}/account/orders` : `/${site.id}/account/orders?page=${page}`),
  detail: (site: S, orderNumber: string) => `/${site.id}/account/orders/${number(orderNumber)}`,
  /** The detail with the cancellation's confirmation step open (a GET: works without JavaScript). */
  confirmCancel: (site: S, orderNumber: string) => `/${site.id}/account/orders/${number(orderNumber)}?cancel=confirm#cancel-title`,
  /** GET: the invoice PDF as an attachment. */
  invoice: (site: S, orderNumber: string) => `/${site.id}/account/orders/${number(orderNumber)}/invoice`,
  /** POST: opens the return and answers its label PDF as an attachment. */
  returnLabel: (site: S, orderNumber: string) => `/${site.id}/account/orders/${number(orderNumber)}/return-label`,
  /** The public tracking page, the number prefilled when given. */
  track: (site: S, orderNumber?: string) =>
    (orderNumber === undefined ? `/${site.id}/track-order` : `/${site.id}/track-order?orderNumber=${number(orderNumber)}`),
};
