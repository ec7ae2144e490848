import { DeleteOutlineIcon } from '../../../ui/icons';
import { Box, IconButton, TextField, Tooltip, Typography, type TextFieldProps } from '@mui/material';
import { get, useFormContext, useWatch, type FieldPath } from 'react-hook-form';
import { PART_CONDITIONS, QUOTATION_VAT_RATES } from '../../../../contract';
import { useT } from '../../../ui/translate';
import { AmountField } from '../../../ui/forms/AmountField';
import { muiRegister } from '../../../ui/forms/muiRegister';
import { SaveTemplateButton } from './templates/SaveTemplateButton';
import type { DraftOption, DraftValues } from '../../../domain/drafts/draftModel';
import { linkedPrices, type LinkedPriceField } from './linkedPrices';

type OptionField = Exclude<keyof DraftOption, 'submission_row_id'>;

interface DraftOptionFieldsProps {
  /** Unique per page: ids of the inputs. */
  idPrefix: string;
  rowIndex: number;
  optionIndex: number;
  partName: string;
  /** SPEC §5: the delete-option control shows only with more than one option. */
  onDelete?: () => void;
}

/** Every field of one quotation option (SPEC §5 "Quotation option"). */
export function DraftOptionFields({ idPrefix, rowIndex, optionIndex, partName, onDelete }: DraftOptionFieldsProps) {
  const t = useT();
  const { register, formState, getValues, setValue } = useFormContext<DraftValues>();
  const n = optionIndex + 1;

  const optionPath = `rows.${rowIndex}.options.${optionIndex}` as const;
  // "Riusa", a stock suggestion, a template or the linked prices write values the inputs did not type: MUI only sees
  // typing, so the label floats by the form's value, whatever put it there.
  const values = useWatch<DraftValues, typeof optionPath>({ name: optionPath });
  const floating = (name: OptionField) =>
    String(values?.[name] ?? '') !== '' ? { inputLabel: { shrink: true } } : undefined;
  // List price, discount and net price fill each other when one of them is left (linkedPrices.ts).
  const link = (edited: LinkedPriceField) => {
    const changes = linkedPrices(edited, getValues(optionPath));
    for (const [name, value] of Object.entries(changes)) {
      setValue(`${optionPath}.${name as LinkedPriceField}`, value, {
        shouldDirty: true,
        shouldValidate: formState.submitCount > 0,
      });
    }
  };
  const registered = (name: OptionField) => {
    const path = `${optionPath}.${name}` as FieldPath<DraftValues>;
    const error = get(formState.errors, path) as { message?: string } | undefined;
    const { onBlur, ...rest } = muiRegister(register(path));
    const linked = name === 'net_price' || name === 'full_net_price' || name === 'discount';
    return {
      id: `${idPrefix}-${name}`,
      error,
      props: {
        ...rest,
        onBlur: async (event: Parameters<typeof onBlur>[0]) => {
          await onBlur(event);
          if (linked) link(name);
        },
      },
    };
  };
  const field = (name: OptionField, props: TextFieldProps = {}) => {
    const { id, error, props: input } = registered(name);
    return (
      <TextField
        id={id}
        size="small"
        fullWidth
        {...props}
        slotProps={{ ...(props.slotProps as object), ...floating(name) }}
        error={Boolean(error)}
        helperText={error?.message ?? props.helperText}
        {...input}
      />
    );
  };
  const amount = (
    name: 'net_price' | 'full_net_price',
    props: { label: string; required?: boolean; helperText?: string },
  ) => {
    const { id, error, props: input } = registered(name);
    return (
      <AmountField
        id={id}
        size="small"
        fullWidth
        {...props}
        slotProps={floating(name)}
        error={Boolean(error)}
        helperText={error?.message ?? props.helperText}
        {...input}
      />
    );
  };
  const numberInput = (min: number, step: number) =>
    ({ htmlInput: { min, step, inputMode: step < 1 ? 'decimal' : 'numeric' } }) as const;
  const optional = t('app.drafts.form.optional');

  return (
    <Box
      component="fieldset"
      sx={{
        position: 'relative',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        m: 0,
        px: 1.5,
        pb: 1.5,
        pt: 1,
        minWidth: 0,
      }}
    >
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        {t('app.drafts.form.option', { n })}
      </Typography>
      {onDelete && (
        <Tooltip title={t('app.drafts.form.deleteOption', { n, part: partName })}>
          <IconButton
            size="small"
            onClick={onDelete}
            aria-label={t('app.drafts.form.deleteOption', { n, part: partName })}
            sx={{ position: 'absolute', top: -6, right: 4, bgcolor: 'background.paper' }}
          >
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      <Box
        sx={{
          mt: 1,
          display: 'grid',
          gap: 1.5,
          // On a phone the fields wrap by their own width, so a label such as "Prezzo netto (€)" is never cut.
          gridTemplateColumns: {
            xs: 'repeat(auto-fill, minmax(9.5rem, 1fr))',
            sm: 'repeat(3, 1fr)',
            lg: '0.6fr 1fr 1fr 1fr 1fr',
          },
        }}
      >
        {field('quantity', {
          label: t('app.drafts.form.quantity'),
          type: 'number',
          required: true,
          slotProps: numberInput(1, 1),
        })}
        {field('part_code', { label: t('app.drafts.form.part_code'), required: true })}
        {field('item_code', { label: t('app.drafts.form.item_code'), helperText: optional })}
        {field('brand', { label: t('app.drafts.form.brand'), required: true })}
        {field('condition', {
          label: t('app.drafts.form.condition'),
          select: true,
          slotProps: { select: { native: true } },
          children: PART_CONDITIONS.map((condition) => (
            <option key={condition} value={condition}>
              {t(`app.quotations.conditions.${condition}`)}
            </option>
          )),
        })}
        {amount('net_price', { label: t('app.drafts.form.net_price'), required: true })}
        {field('tax_import', {
          label: t('app.drafts.form.tax_import'),
          select: true,
          slotProps: { select: { native: true } },
          children: QUOTATION_VAT_RATES.map((rate) => (
            <option key={rate} value={String(rate)}>
              {t('app.drafts.form.vatRate', { rate })}
            </option>
          )),
        })}
        {amount('full_net_price', { label: t('app.drafts.form.full_net_price'), helperText: optional })}
        {field('discount', {
          label: t('app.drafts.form.discount'),
          type: 'number',
          helperText: optional,
          slotProps: numberInput(0, 1),
        })}
        {field('notes', {
          label: t('app.drafts.form.notes'),
          helperText: optional,
          sx: { gridColumn: { lg: 'span 1' } },
        })}
      </Box>
      <SaveTemplateButton rowIndex={rowIndex} optionIndex={optionIndex} partName={partName} />
    </Box>
  );
}
