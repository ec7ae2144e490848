import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Box, IconButton, TextField, Tooltip, Typography, type TextFieldProps } from '@mui/material';
import { get, useFormContext, type FieldPath } from 'react-hook-form';
import { PART_CONDITIONS, QUOTATION_VAT_RATES } from '../../../contract';
import { useT } from '../../translate';
import { muiRegister } from '../forms/muiRegister';
import { SaveTemplateButton } from '../templates/SaveTemplateButton';
import type { DraftOption, DraftValues } from './draftModel';

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
  const { register, formState } = useFormContext<DraftValues>();
  const n = optionIndex + 1;

  const field = (name: OptionField, props: TextFieldProps = {}) => {
    const path = `rows.${rowIndex}.options.${optionIndex}.${name}` as FieldPath<DraftValues>;
    const error = get(formState.errors, path) as { message?: string } | undefined;
    return (
      <TextField
        id={`${idPrefix}-${name}`}
        size="small"
        fullWidth
        {...props}
        error={Boolean(error)}
        helperText={error?.message ?? props.helperText}
        {...muiRegister(register(path))}
      />
    );
  };
  const numberInput = (min: number, step: number) => ({ htmlInput: { min, step, inputMode: step < 1 ? 'decimal' : 'numeric' } }) as const;
  const optional = t('app.drafts.form.optional');

  return (
    <Box component="fieldset" sx={{ position: 'relative', border: 1, borderColor: 'divider', borderRadius: 1, m: 0, px: 1.5, pb: 1.5, pt: 1, minWidth: 0 }}>
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
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', lg: '0.6fr 1fr 1fr 1fr 1fr' },
        }}
      >
        {field('quantity', { label: t('app.drafts.form.quantity'), type: 'number', required: true, slotProps: numberInput(1, 1) })}
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
        {field('net_price', { label: t('app.drafts.form.net_price'), type: 'number', required: true, slotProps: numberInput(0, 0.01) })}
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
        {field('full_net_price', { label: t('app.drafts.form.full_net_price'), type: 'number', helperText: optional, slotProps: numberInput(0, 0.01) })}
        {field('discount', { label: t('app.drafts.form.discount'), type: 'number', helperText: optional, slotProps: numberInput(0, 1) })}
        {field('notes', { label: t('app.drafts.form.notes'), helperText: optional, sx: { gridColumn: { lg: 'span 1' } } })}
      </Box>
      <SaveTemplateButton rowIndex={rowIndex} optionIndex={optionIndex} partName={partName} />
    </Box>
  );
}
