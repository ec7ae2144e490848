import { TextField, Typography } from '@mui/material';
import { IbanUpdateBody, type User, type z } from '../../../../../contract';
import { api } from '../../../../platform/api/dealer';
import { useT } from '../../../../ui/translate';
import { muiRegister } from '../../../../ui/forms/muiRegister';
import { EditableSection } from '../EditableSection';
import { useSectionForm } from '../useSectionForm';

interface IbanForm {
  iban: string;
}

/** The account the dealer is paid on; stored without spaces and in capitals ('Formato Iban errato' otherwise). */
export function IbanSection({ user }: { user: User }) {
  const t = useT();
  const section = useSectionForm<IbanForm, z.output<typeof IbanUpdateBody>>({
    schema: IbanUpdateBody,
    defaults: () => ({ iban: user.iban ?? '' }),
    fields: ['iban'],
    save: (body) => api.post('ibanUpdate', { params: { dealerId: user.id }, body }),
  });
  const { register, formState } = section.form;
  const error = formState.errors.iban;

  return (
    <EditableSection
      title={t('app.profile.iban.title')}
      section={section}
      summary={
        <Typography sx={{ fontFamily: 'monospace', fontSize: '1rem', wordBreak: 'break-all' }} data-testid="iban-value">
          {user.iban || t('app.profile.notSet')}
        </Typography>
      }
    >
      <TextField
        label={t('app.profile.iban.label')}
        required
        fullWidth
        autoComplete="off"
        error={!!error}
        helperText={error?.message ?? t('app.profile.iban.help')}
        slotProps={{ htmlInput: { spellCheck: false, style: { textTransform: 'uppercase' } } }}
        {...muiRegister(register('iban'))}
      />
    </EditableSection>
  );
}
