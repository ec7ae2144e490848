import { ExpandMoreIcon } from '../../ui/icons';
import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import { useT } from '../../ui/translate';
import { ShortcutsTable } from './ShortcutsTable';

/**
 * The FAQ's shortcuts question, written by the web rather than the seed's /discovery: the keys ship with this code,
 * so the answer cannot drift from them.
 */
export function ShortcutsFaqItem() {
  const t = useT();
  return (
    <Accordion disableGutters>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="faq-shortcuts-content" id="faq-shortcuts-header">
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('app.quoting.shortcuts.faqQuestion')}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <ShortcutsTable />
      </AccordionDetails>
    </Accordion>
  );
}
