import { Box } from '@mui/material';
import { useT } from '../../../../ui/translate';
import { ApplyTemplateMenu } from './ApplyTemplateMenu';
import { ManageTemplatesButton } from './ManageTemplatesButton';
import { useApplyTemplate } from './useApplyTemplate';

/** The draft's templates: apply one to every row, and manage (delete) them. */
export function DraftTemplatesBar() {
  const t = useT();
  const { applyToAll } = useApplyTemplate();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end', mt: 1 }}>
      <ApplyTemplateMenu
        label={t('app.quoting.templates.applyToAll')}
        text={t('app.quoting.templates.applyToAll')}
        onApply={applyToAll}
      />
      <ManageTemplatesButton />
    </Box>
  );
}
