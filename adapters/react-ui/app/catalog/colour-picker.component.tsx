import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { FormattedMessage } from 'react-intl';

export interface PickerColour {
  readonly code: string;
  readonly name: string;
  readonly swatch: string;
}

/**
 * The colour picker of the product page and the quick shop: radio swatches in a GET form, so without JavaScript
 * "Show sizes" reloads the page with the colour chosen; with it, `onChoose` switches at once.
 */
export function ColourPicker({ colours, selected, selectedName, onChoose, hidden }: {
  readonly colours: readonly PickerColour[];
  readonly selected: string;
  readonly selectedName: string;
  readonly onChoose: (code: string) => void;
  /** Hidden fields the reload keeps (the quick shop's cart line). */
  readonly hidden?: ReactNode;
}) {
  return (
    <Form method="get" className="picker-form" preventScrollReset replace>
      {hidden}
      <fieldset className="picker">
        <legend>
          <FormattedMessage id="product.colour" /> <span>{selectedName}</span>
        </legend>
        <div className="picker__options">
          {colours.map((c) => (
            <label key={c.code} className="picker__option">
              <input type="radio" name="color" value={c.code} checked={c.code === selected} onChange={() => onChoose(c.code)} aria-label={c.name} />
              <span>
                <span className="swatch" style={{ background: c.swatch }} aria-hidden="true" />
                {c.name}
              </span>
            </label>
          ))}
        </div>
        <noscript>
          <button type="submit" className="button button--secondary"><FormattedMessage id="product.showSizes" /></button>
        </noscript>
      </fieldset>
    </Form>
  );
}
