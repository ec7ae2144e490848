import { BookmarkAddOutlinedIcon } from '../../../../ui/icons';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useT } from '../../../../ui/translate';
import type { DraftOption, DraftValues } from '../../../../domain/drafts/draftModel';
import { SaveTemplateDialog } from './SaveTemplateDialog';

/** "Salva come modello" on an option: its brand, condition, VAT, discount and notes, under a name. */
export function SaveTemplateButton({
  rowIndex,
  optionIndex,
  partName,
}: {
  rowIndex: number;
  optionIndex: number;
  partName: string;
}) {
  const t = useT();
  const { getValues } = useFormContext<DraftValues>();
  const [option, setOption] = useState<DraftOption | null>(null);
  const label = t('app.quoting.templates.saveOption', { n: optionIndex + 1, part: partName });
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 0.5 }}>
        <Button
          size="small"
          startIcon={<BookmarkAddOutlinedIcon aria-hidden />}
          aria-label={label}
          onClick={() => setOption(getValues(`rows.${rowIndex}.options.${optionIndex}`))}
        >
          {t('app.quoting.templates.save')}
        </Button>
      </Box>
      {option && <SaveTemplateDialog option={option} onClose={() => setOption(null)} />}
    </>
  );
}
