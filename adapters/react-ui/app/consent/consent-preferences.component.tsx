import { Form } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { useSite } from '../site/use-site';

/** The four §9 consent categories in the order shown; C0001 (required) is always on. */
const CATEGORIES = [
  { id: 'C0001', label: <FormattedMessage id="consent.category.required" />, description: <FormattedMessage id="consent.category.required.description" /> },
  { id: 'C0002', label: <FormattedMessage id="consent.category.performance" />, description: <FormattedMessage id="consent.category.performance.description" /> },
  { id: 'C0003', label: <FormattedMessage id="consent.category.functional" />, description: <FormattedMessage id="consent.category.functional.description" /> },
  { id: 'C0004', label: <FormattedMessage id="consent.category.targeting" />, description: <FormattedMessage id="consent.category.targeting.description" /> },
] as const;

/** The consent preferences (the dialog's body, and the page without JavaScript): a checkbox per category, then save. */
export function ConsentPreferencesForm({ accepted, returnTo, onSubmit }: { readonly accepted: Readonly<Record<string, boolean>>; readonly returnTo: string; readonly onSubmit?: () => void }) {
  const site = useSite();
  return (
    <Form method="post" action={`/${site.id}/consent`} className="consent-preferences" onSubmit={onSubmit}>
      <p><FormattedMessage id="consent.preferences.intro" /></p>
      <input type="hidden" name="returnTo" value={returnTo} />
      <fieldset className="consent-preferences__categories">
        <legend><FormattedMessage id="consent.preferences.categories" /></legend>
        {CATEGORIES.map(({ id, label, description }) => {
          const required = id === 'C0001';
          return (
            <div className="consent-preferences__category" key={id}>
              <input
                type="checkbox" id={`consent-${id}`} name="category" value={id}
                defaultChecked={required || accepted[id] === true} disabled={required}
                aria-describedby={`consent-${id}-description`}
              />
              <label htmlFor={`consent-${id}`}>{label}</label>
              <p id={`consent-${id}-description`} className="consent-preferences__description">{description}</p>
            </div>
          );
        })}
      </fieldset>
      <div className="consent-preferences__actions">
        <button type="submit" name="intent" value="save" className="button"><FormattedMessage id="consent.save" /></button>
        <button type="submit" name="intent" value="accept-all" className="button button--secondary"><FormattedMessage id="consent.acceptAll" /></button>
        <button type="submit" name="intent" value="reject-all" className="button button--secondary"><FormattedMessage id="consent.rejectAll" /></button>
      </div>
    </Form>
  );
}
