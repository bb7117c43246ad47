import { redirect } from 'react-router';
import { DEFAULT_SITE } from '@switchback/core';

/** `/` has no locale: send the shopper to the default site. */
export function loader() {
  return redirect(`/${DEFAULT_SITE.id}`);
}
