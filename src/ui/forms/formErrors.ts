/*
 * What a form does with its errors, the same on every form: each message names its field ("Targa: campo
 * obbligatorio"), so it reads right alone (a screen reader, a summary); the first field in error gets the focus and
 * comes into view on submit; an error goes away as soon as its field changes.
 */

import { errors } from '../../../i18n/it/errors';

/**
 * A field left empty is "campo obbligatorio", whatever the schema's rule says of an empty text (an id's "identificativo
 * non valido", a year's "troppo piccolo: number deve essere >=1900"): `sent` is what the form checked.
 */
export function emptyIsRequired(found: Record<string, string>, sent: unknown): Record<string, string> {
  const valueAt = (path: string) =>
    path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | null)?.[key], sent);
  return Object.fromEntries(
    Object.entries(found).map(([field, message]) => {
      const value = valueAt(field);
      return [field, value === '' || (typeof value === 'string' && value.trim() === '') ? errors.required : message];
    }),
  );
}

/** The messages with their field's label in front; a message that already starts with it stays as it is. */
export function namedMessages(
  found: Record<string, string>,
  labelOf: (field: string) => string | undefined,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(found).map(([field, message]) => {
      const label = labelOf(field);
      return [field, label && !message.startsWith(label) ? `${label}: ${lowerFirst(message)}` : message];
    }),
  );
}

const lowerFirst = (text: string) => (/^[A-Z][a-zà-ù]/.test(text) ? text[0].toLowerCase() + text.slice(1) : text);

/** The errors without `field`'s (and its parts': "rows.0" takes "rows.0.part_id" with it) and the form-wide one. */
export function withoutError(found: Record<string, string>, field: string): Record<string, string> {
  const kept = Object.entries(found).filter(([key]) => key !== field && !key.startsWith(`${field}.`));
  return kept.length === Object.keys(found).length ? found : Object.fromEntries(kept);
}

/** After the render that shows the errors: the first field marked invalid gets the focus and is scrolled into view. */
export function focusFirstError(form: HTMLElement | null) {
  requestAnimationFrame(() => {
    const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    first.focus({ preventScroll: true });
    first.scrollIntoView?.({ block: 'center' });
  });
}

/** The visible label of a form control: its <label> (without MUI's required asterisk), else its aria-label. */
export function labelOfControl(control: unknown): string | undefined {
  if (!(control instanceof HTMLElement)) return undefined;
  const label = (control as HTMLInputElement).labels?.[0];
  const text = label
    ? [...label.childNodes]
        .filter((node) => !(node instanceof Element && node.classList.contains('MuiFormLabel-asterisk')))
        .map((node) => node.textContent ?? '')
        .join('')
    : control.getAttribute('aria-label');
  return text?.replace(/[\s\u2009]*\*$/, '').trim() || undefined;
}

/** One message set by hand (a check in the submit handler, the server's answer), named like the resolver's. */
export const namedMessage = (label: string, message: string): string =>
  namedMessages({ field: message }, () => label).field;
