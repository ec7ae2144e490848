import { zodResolver as hookformZodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from '../../../contract';
import { namedResolver } from './namedResolver';

/**
 * react-hook-form resolver from a contract schema, so a form checks exactly what the server checks, with the
 * same Italian messages: @hookform/resolvers' zod resolver. On success the form's submit handler receives the
 * schema's OUTPUT (trimmed text, normalised IBAN, numbers): what the server would store. The first message per
 * field is shown.
 *
 * Two things this wrapper adds: the form's values are typed as the form holds them (text inputs hold strings
 * where the schema coerces them), not as the schema's input; and an issue about the whole form (no path), which
 * the library files under '', lands on react-hook-form's `root`. And each message names its field (namedResolver:
 * "Ragione sociale: campo obbligatorio"), from `labels` or the control's own label.
 */
export function zodResolver<TForm extends FieldValues, TOutput extends FieldValues>(
  schema: z.ZodType<TOutput>,
  labels?: Readonly<Record<string, string>>,
): Resolver<TForm, unknown, TOutput> {
  const resolve = hookformZodResolver(schema as z.ZodType<TOutput, TForm>) as Resolver<TForm, unknown, TOutput>;
  return namedResolver<TForm, unknown, TOutput>(async (values, context, options) => {
    const result = await resolve(values, context, options);
    const errors = result.errors as Record<string, FieldError | undefined>;
    if (errors[''] !== undefined) {
      errors.root = errors[''];
      delete errors[''];
    }
    return result;
  }, labels);
}
