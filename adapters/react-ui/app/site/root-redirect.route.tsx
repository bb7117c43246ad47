import { redirect } from 'react-router';
import { DEFAULT_SITE, sitePath } from './site';

/** `/` has no locale: send the shopper to the default site. */
export function loader() {
  return redirect(sitePath.home(DEFAULT_SITE));
}
