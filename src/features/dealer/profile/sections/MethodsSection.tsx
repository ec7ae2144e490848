import {
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Typography,
} from '@mui/material';
import { Controller } from 'react-hook-form';
import {
  MethodsUpdateBody,
  PAYMENT_METHOD_ALWAYS_ID,
  PAYMENT_METHOD_HIDDEN_ID,
  type User,
  type z,
} from '../../../../../contract';
import { api } from '../../../../platform/api/dealer';
import { useT } from '../../../../ui/translate';
import { errorMessage } from '../../../../ui/forms/errorMessage';
import { EditableSection } from '../EditableSection';
import { usePaymentMethods } from '../usePaymentMethods';
import { useSectionForm } from '../useSectionForm';

interface MethodsForm {
  methods: number[];
}

/** Client payment methods: id 1 never shown, id 4 always checked and locked (SPEC §5). */
export function MethodsSection({ user }: { user: User }) {
  const t = useT();
  const methods = usePaymentMethods();
  const section = useSectionForm<MethodsForm, z.output<typeof MethodsUpdateBody>>({
    schema: MethodsUpdateBody,
    defaults: () => ({
      methods: [...new Set([...user.available_methods, PAYMENT_METHOD_ALWAYS_ID])].filter(
        (id) => id !== PAYMENT_METHOD_HIDDEN_ID,
      ),
    }),
    fields: ['methods'],
    save: (body) => api.post('methodsUpdate', { params: { dealerId: user.id }, body }),
  });
  const { control } = section.form;
  const accepted = (methods.data ?? []).filter((method) => user.available_methods.includes(method.id));

  return (
    <EditableSection
      title={t('app.profile.methods.title')}
      section={section}
      summary={
        methods.isError ? (
          <Typography color="error">{errorMessage(methods.error)}</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {accepted.map((method) => (
              <li key={method.id}>
                <Typography>{method.name}</Typography>
              </li>
            ))}
          </Box>
        )
      }
    >
      <Controller
        control={control}
        name="methods"
        render={({ field, fieldState }) => (
          <FormControl component="fieldset" error={!!fieldState.error} variant="standard">
            <FormLabel component="legend">{t('app.profile.methods.legend')}</FormLabel>
            {methods.isPending && <FormHelperText>{t('app.profile.methods.loading')}</FormHelperText>}
            <FormGroup>
              {(methods.data ?? []).map((method, index) => {
                const locked = method.id === PAYMENT_METHOD_ALWAYS_ID;
                const checked = locked || field.value.includes(method.id);
                const toggle = () =>
                  field.onChange(
                    checked
                      ? field.value.filter((id) => id !== method.id)
                      : [...field.value, method.id].sort((a, b) => a - b),
                  );
                return (
                  <FormControlLabel
                    key={method.id}
                    control={
                      <Checkbox
                        checked={checked}
                        disabled={locked}
                        onChange={toggle}
                        inputRef={index === 0 ? field.ref : undefined}
                      />
                    }
                    label={
                      <>
                        <Typography component="span">{method.name}</Typography>
                        {locked && (
                          <Typography component="span" color="text.secondary">
                            {' '}
                            ({t('app.profile.methods.alwaysOn')})
                          </Typography>
                        )}
                        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                          {method.description}
                        </Typography>
                      </>
                    }
                    sx={{ alignItems: 'flex-start', mt: 1, '& .MuiCheckbox-root': { pt: 0.25 } }}
                  />
                );
              })}
            </FormGroup>
            {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
          </FormControl>
        )}
      />
    </EditableSection>
  );
}
