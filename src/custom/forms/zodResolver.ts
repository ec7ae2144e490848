import { get, set, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from '../../../contract';

/**
 * react-hook-form resolver from a contract schema, so a form checks exactly what the server checks, with the
 * same Italian messages. On success the form's submit handler receives the schema's OUTPUT (trimmed text,
 * normalised IBAN, numbers): what the server would store. The first message per field is shown; an issue
 * about the whole form lands on `root`.
 */
export function zodResolver<TForm extends FieldValues, TOutput extends FieldValues>(
  schema: z.ZodType<TOutput>,
): Resolver<TForm, unknown, TOutput> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: FieldErrors<TForm> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.') || 'root';
      if (get(errors, path) === undefined) set(errors, path, { type: issue.code, message: issue.message });
    }
    return { values: {}, errors };
  };
}
