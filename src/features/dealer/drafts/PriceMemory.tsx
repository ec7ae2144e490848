import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useFormContext, type UseFieldArrayAppend } from 'react-hook-form';
import type { PriceMemoryEntry, SubmissionRow, Vehicle } from '../../../../contract';
import { useStoredUser } from '../../../platform/auth/useStoredUser';
import { api } from '../../../platform/api/dealer';
import { formatCurrency, formatDate } from '../../../ui/format';
import { VisuallyHidden } from '../../../ui/layout/VisuallyHidden';
import { useT } from '../../../ui/translate';
import type { DraftValues } from '../../../domain/drafts/draftModel';
import { isSameVehicle, reusedFields, reusedOption, reuseTarget } from './priceMemory';

interface PriceMemoryProps {
  idPrefix: string;
  rowIndex: number;
  requested: SubmissionRow;
  vehicle: Pick<Vehicle, 'manufacturer_id' | 'model'>;
  /** The row's field array append: "Riusa" adds an option when every option is taken. */
  append: UseFieldArrayAppend<DraftValues, `rows.${number}.options`>;
}

/** This dealer's last prices for the part ("I tuoi ultimi prezzi"); nothing without history. */
export function PriceMemory({ idPrefix, rowIndex, requested, vehicle, append }: PriceMemoryProps) {
  const t = useT();
  const user = useStoredUser();
  const { getValues, setValue, setFocus } = useFormContext<DraftValues>();
  const query = {
    part_id: requested.part_id,
    manufacturer_id: vehicle.manufacturer_id ?? undefined,
    model: vehicle.model ?? undefined,
  };
  const { data } = useQuery({
    queryKey: ['priceMemory', user?.id, query],
    queryFn: ({ signal }) => api.get('priceMemory', { params: { dealerId: user?.id ?? 0 }, query, signal }),
    enabled: user !== null,
    staleTime: 60_000,
  });
  const entries = data?.data ?? [];
  if (entries.length === 0) return null;

  const partName = requested.part.name;
  const headingId = `${idPrefix}-price-memory`;
  const reuse = (entry: PriceMemoryEntry) => {
    const options = getValues(`rows.${rowIndex}.options`);
    const target = reuseTarget(options);
    const index = target === -1 ? options.length : target;
    // A code typed already stays: the focus goes to what still needs a look (the code, else the price).
    const focusField = target !== -1 && options[target].part_code.trim() !== '' ? 'net_price' : 'part_code';
    const focusName = `rows.${rowIndex}.options.${index}.${focusField}` as const;
    if (target === -1) {
      append(reusedOption(requested.id, entry), { focusName });
      return;
    }
    for (const [name, value] of Object.entries(reusedFields(entry))) {
      setValue(`rows.${rowIndex}.options.${target}.${name as 'brand'}`, value, {
        shouldDirty: true,
        shouldValidate: true,
      });
    }
    setFocus(focusName);
  };

  return (
    <Box sx={{ mb: 1.5 }}>
      <Typography id={headingId} component="h4" variant="subtitle2">
        {t('app.intelligence.priceMemory.title')}
      </Typography>
      {/* Relative: the visually hidden header text is absolutely placed, and must scroll with the table, not widen the page. */}
      <Box sx={{ overflowX: 'auto', position: 'relative' }}>
        <Table size="small" aria-label={t('app.intelligence.priceMemory.titleFor', { part: partName })}>
          <TableHead>
            <TableRow>
              <TableCell>{t('app.intelligence.priceMemory.date')}</TableCell>
              <TableCell>{t('app.intelligence.priceMemory.brand')}</TableCell>
              <TableCell>{t('app.intelligence.priceMemory.condition')}</TableCell>
              <TableCell align="right">{t('app.intelligence.priceMemory.netPrice')}</TableCell>
              <TableCell align="right">{t('app.intelligence.priceMemory.vat')}</TableCell>
              <TableCell>{t('app.intelligence.priceMemory.outcome')}</TableCell>
              <TableCell>
                <VisuallyHidden>{t('app.intelligence.priceMemory.actions')}</VisuallyHidden>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {entries.map((entry, index) => {
              const date = formatDate(entry.created_at);
              const price = formatCurrency(entry.net_price);
              return (
                <TableRow key={`${entry.quotation_id}-${index}`}>
                  <TableCell>
                    {date}
                    {isSameVehicle(entry, vehicle) && (
                      <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        {t('app.intelligence.priceMemory.sameVehicle')}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>{entry.brand}</TableCell>
                  <TableCell>{t(`app.quotations.conditions.${entry.condition}`)}</TableCell>
                  <TableCell align="right">{price}</TableCell>
                  <TableCell align="right">
                    {t('app.intelligence.priceMemory.vatRate', { rate: entry.tax_import })}
                  </TableCell>
                  <TableCell>{t(`app.intelligence.priceMemory.outcomes.${entry.outcome}`)}</TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      onClick={() => reuse(entry)}
                      aria-label={t('app.intelligence.priceMemory.reuseLabel', {
                        date,
                        brand: entry.brand,
                        price,
                        part: partName,
                      })}
                    >
                      {t('app.intelligence.priceMemory.reuse')}
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
