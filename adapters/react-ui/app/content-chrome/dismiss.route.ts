import { data, redirect } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/dismiss.route';
import { safeRedirect } from '../auth/auth-paths';
import { isEnhanced } from '../site/route-helpers.server';
import { siteOf } from '../site/route-helpers.server';
import { sitePath } from '../site/use-site';
import { dismissCookies } from './content-dismissals.server';

const dismissFormSchema = z.object({
  kind: z.enum(['benefit-bar', 'pop-up']),
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/),
});

/**
 * Issue 12 §4: closing the benefit bar or a pop-up stores the dismissal in a cookie (so the server never renders it
 * again: no flash). A hydrated page posts with a fetcher (`enhanced=1`) and gets data; a plain form is redirected back.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const site = siteOf(params);
  const form = await request.formData();
  const parsed = dismissFormSchema.safeParse({ kind: form.get('kind'), id: form.get('id') });
  if (!parsed.success) return data({ ok: false as const, field: String(parsed.error.issues[0]?.path[0] ?? 'id') }, { status: 400 });
  const headers = new Headers();
  for (const cookie of await dismissCookies(request, parsed.data.kind, parsed.data.id, context.secure === true)) headers.append('Set-Cookie', cookie);
  if (isEnhanced(form)) return data({ ok: true as const }, { headers });
  return redirect(safeRedirect(site, form.get('returnTo'), sitePath.home(site)), { headers });
}

/** Nothing to show at this address: a GET goes home. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(sitePath.home(siteOf(params)));
}
