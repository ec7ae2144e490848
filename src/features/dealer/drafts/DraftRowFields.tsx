import { PlusIcon as AddIcon } from '../../../ui/icons';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useFieldArray, useFormContext } from 'react-hook-form';
import type { SubmissionRow, Vehicle } from '../../../../contract';
import { useT } from '../../../ui/translate';
import { defaultOption, type DraftValues } from '../../../domain/drafts/draftModel';
import { DraftOptionFields } from './DraftOptionFields';
import { PriceMemory } from './PriceMemory';
import { StockSuggestions } from './StockSuggestions';
import { RowTemplateButton } from './templates/RowTemplateButton';

interface DraftRowFieldsProps {
  idPrefix: string;
  rowIndex: number;
  submissionRowId: number;
  /** The requested row (name, quantity, the customer's brand and notes); absent if the snapshot lacks it. */
  requested: SubmissionRow | undefined;
  /** The vehicle quoted: the price memory lists past prices for the same manufacturer and model first. */
  vehicle: Vehicle;
}

/** One requested part and its options: add as many as needed, delete down to one. */
export function DraftRowFields({ idPrefix, rowIndex, submissionRowId, requested, vehicle }: DraftRowFieldsProps) {
  const t = useT();
  const { control } = useFormContext<DraftValues>();
  const { fields, append, remove } = useFieldArray({ control, name: `rows.${rowIndex}.options` });
  const partName = requested?.part.name ?? `#${submissionRowId}`;
  const headingId = `${idPrefix}-heading`;

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      data-draft-row={rowIndex}
      sx={{ py: 2, borderTop: 1, borderColor: 'divider' }}
    >
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {partName}
      </Typography>
      {requested && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {[
            t('app.drafts.requestedRow', { quantity: requested.quantity }),
            requested.brand ? t('app.drafts.rowBrand', { brand: requested.brand }) : null,
            requested.notes,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      )}
      {requested && <StockSuggestions idPrefix={idPrefix} rowIndex={rowIndex} requested={requested} append={append} />}
      {requested && (
        <PriceMemory idPrefix={idPrefix} rowIndex={rowIndex} requested={requested} vehicle={vehicle} append={append} />
      )}
      <Stack spacing={1.5}>
        {fields.map((option, optionIndex) => (
          <DraftOptionFields
            key={option.id}
            idPrefix={`${idPrefix}-o${optionIndex}`}
            rowIndex={rowIndex}
            optionIndex={optionIndex}
            partName={partName}
            onDelete={fields.length > 1 ? () => remove(optionIndex) : undefined}
          />
        ))}
      </Stack>
      <Button
        startIcon={<AddIcon />}
        size="small"
        sx={{ mt: 1 }}
        onClick={() => append(defaultOption(submissionRowId), { shouldFocus: true })}
        aria-label={`${t('app.drafts.form.addOption')}: ${partName}`}
        aria-keyshortcuts="Alt+N"
        data-add-option
      >
        {t('app.drafts.form.addOption')}
      </Button>
      <RowTemplateButton rowIndex={rowIndex} partName={partName} />
    </Box>
  );
}
