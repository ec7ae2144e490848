import { get, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import { emptyIsRequired, labelOfControl, namedMessages } from './formErrors';

/** Every error of react-hook-form's nested errors (rows.0.options.1.net_price…) with its dotted path. */
function eachError(
  found: object,
  visit: (path: string, error: { message?: unknown; type?: unknown }) => void,
  prefix = '',
) {
  for (const [key, value] of Object.entries(found)) {
    if (key === 'ref' || typeof value !== 'object' || value === null) continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof (value as { type?: unknown }).type === 'string') visit(path, value as { message?: unknown });
    else eachError(value as object, visit, path);
  }
}

/**
 * A react-hook-form resolver whose messages read like the customer's forms: an empty field is "campo obbligatorio"
 * (unless a rule of the form says what to write), and each message names its field ("Ragione sociale: campo obbligatorio"). The name is `labels[path]` when given
 * (a group, a checkbox), else the label the person sees on the registered control.
 */
export function namedResolver<TForm extends FieldValues, TContext, TOutput>(
  resolver: Resolver<TForm, TContext, TOutput>,
  labels: Readonly<Record<string, string>> = {},
): Resolver<TForm, TContext, TOutput> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    eachError(result.errors as FieldErrors, (path, error) => {
      if (typeof error.message !== 'string' || path === 'root') return;
      const labelOf = () => labels[path] ?? labelOfControl((get(options.fields, path) as { ref?: unknown })?.ref);
      // A rule's own words ("Scrivi il motivo") stay; zod's ("troppo piccolo…") become "campo obbligatorio".
      const found = { [path]: error.message };
      error.message = namedMessages(error.type === 'custom' ? found : emptyIsRequired(found, values), labelOf)[path];
    });
    return result;
  };
}
