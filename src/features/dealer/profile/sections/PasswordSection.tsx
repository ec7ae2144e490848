import { Box, Typography } from '@mui/material';
import { PasswordUpdateBody, type User, type z } from '../../../../../contract';
import { api } from '../../../../platform/api/dealer';
import { useT } from '../../../../ui/translate';
import { muiRegister } from '../../../../ui/forms/muiRegister';
import { PasswordField } from '../../../../ui/forms/PasswordField';
import { EditableSection } from '../EditableSection';
import { useSectionForm } from '../useSectionForm';

interface PasswordForm {
  old_password: string;
  new_password: string;
  repeat_password: string;
}

const EMPTY: PasswordForm = { old_password: '', new_password: '', repeat_password: '' };

/** Password change: the current one, then the new one twice (at least 8 characters, equal). */
export function PasswordSection({ user }: { user: User }) {
  const t = useT();
  const section = useSectionForm<PasswordForm, z.output<typeof PasswordUpdateBody>>({
    schema: PasswordUpdateBody,
    defaults: () => EMPTY,
    fields: ['old_password', 'new_password', 'repeat_password'],
    save: (body) => api.post('passwordUpdate', { params: { dealerId: user.id }, body }),
  });
  const { register, formState } = section.form;
  const { errors } = formState;

  return (
    <EditableSection
      title={t('app.profile.password.title')}
      section={section}
      summary={<Typography color="text.secondary">{t('app.profile.password.summary')}</Typography>}
    >
      <Box sx={{ display: 'grid', gap: 2 }}>
        <PasswordField
          label={t('app.profile.password.old')}
          autoComplete="current-password"
          required
          fullWidth
          error={!!errors.old_password}
          helperText={errors.old_password?.message}
          {...muiRegister(register('old_password'))}
        />
        <PasswordField
          label={t('app.profile.password.new')}
          autoComplete="new-password"
          required
          fullWidth
          error={!!errors.new_password}
          helperText={errors.new_password?.message ?? t('app.profile.password.help')}
          {...muiRegister(register('new_password'))}
        />
        <PasswordField
          label={t('app.profile.password.repeat')}
          autoComplete="new-password"
          required
          fullWidth
          error={!!errors.repeat_password}
          helperText={errors.repeat_password?.message}
          {...muiRegister(register('repeat_password'))}
        />
      </Box>
    </EditableSection>
  );
}
