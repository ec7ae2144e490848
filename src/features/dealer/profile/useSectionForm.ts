import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { User, z } from '../../../../contract';
import { authStore } from '../../../platform/auth/storage';
import { useT } from '../../../ui/translate';
import { applyServerErrors } from '../../../ui/forms/serverErrors';
import { zodResolver } from '../../../ui/forms/zodResolver';

interface Options<TForm extends FieldValues, TOutput extends FieldValues> {
  /** The contract schema of the section's call: the same rules and messages as the server. */
  schema: z.ZodType<TOutput>;
  /** The form's values when edit mode opens (from the stored user). */
  defaults: () => TForm;
  /** Fields the server may name in body.errors. */
  fields: readonly Path<TForm>[];
  /** The call; a User answer replaces the stored user. */
  save: (values: TOutput) => Promise<User | unknown>;
  onSaved?: () => void;
}

const isUser = (value: unknown): value is User =>
  typeof value === 'object' && value !== null && 'id' in value && 'email' in value && 'current_subscription' in value;

/**
 * One editable profile section (SPEC §2, §4 "Profile forms"): opening edit mode loads the stored values; a
 * successful save updates the stored user, closes edit mode and clears errors; a failure keeps the form open
 * with the server's field messages on the fields and its message under the form.
 */
export function useSectionForm<TForm extends FieldValues, TOutput extends FieldValues>(
  options: Options<TForm, TOutput>,
) {
  const { schema, defaults, fields, save, onSaved } = options;
  const t = useT();
  const notify = useNotify();
  const [editing, setEditing] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<TForm, unknown, TOutput>({
    resolver: zodResolver<TForm, TOutput>(schema),
    defaultValues: defaults() as DefaultValues<TForm>,
  });
  const { reset, setError, setFocus, handleSubmit } = form;

  const firstField = fields[0];
  useEffect(() => {
    if (editing && firstField) setFocus(firstField);
  }, [editing, firstField, setFocus]);

  const open = () => {
    reset(defaults());
    setServerError(null);
    setEditing(true);
  };
  const close = () => {
    reset(defaults());
    setServerError(null);
    setEditing(false);
  };
  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const answer = await save(values);
      if (isUser(answer)) authStore.updateUser(answer);
      reset(defaults());
      setEditing(false);
      notify(t('app.profile.saved'), { type: 'success' });
      onSaved?.();
    } catch (error) {
      setServerError(applyServerErrors(error, setError, fields));
    }
  });

  return { form, editing, open, close, submit, serverError };
}

export type SectionForm = ReturnType<typeof useSectionForm>;
