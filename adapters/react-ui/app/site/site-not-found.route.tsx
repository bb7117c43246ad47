import { notFound } from './route-errors';

/** Unknown paths inside a site: 404 inside the site layout, with its header. */
export function loader(): never {
  notFound();
}

export default function SiteNotFound() {
  return null;
}
