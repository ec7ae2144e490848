import { Chip, Stack } from '@mui/material';
import type { Quotation } from '../../../../contract';
import { useT } from '../../../ui/translate';
import { quotationTags, type TagTone } from './quotationRules';

/** Chip colours with white text at AA contrast (theme primary and accent; MUI's warning/info are too light). */
const CHIP_COLOR: Record<TagTone, 'secondary' | 'primary' | 'success' | 'error' | 'default'> = {
  warning: 'secondary',
  info: 'primary',
  success: 'success',
  error: 'error',
  default: 'default',
};

/** The status tags of a quotation (SPEC §4), as a list of small chips. */
export function QuotationTags({ quotation }: { quotation: Quotation }) {
  const t = useT();
  const tags = quotationTags(quotation);
  if (tags.length === 0) return null;
  return (
    <Stack
      component="ul"
      aria-label={t('app.quotations.tags.label')}
      direction="row"
      spacing={0.5}
      useFlexGap
      sx={{ flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0 }}
    >
      {tags.map((tag) => (
        <li key={tag.label}>
          <Chip
            size="small"
            label={t(tag.label)}
            color={CHIP_COLOR[tag.tone]}
            variant={tag.tone === 'default' ? 'outlined' : 'filled'}
          />
        </li>
      ))}
    </Stack>
  );
}
