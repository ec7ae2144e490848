import { ExpandMoreIcon } from '../../../ui/icons';
import { Accordion, AccordionDetails, AccordionSummary, Alert, Button, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { DEALER_CLIENT_KEY } from '../../../../contract';
import { api } from '../../../platform/api/dealer';
import { PageContainer } from '../../../ui/layout/PageContainer';
import { PageLoading } from '../../../ui/layout/PageLoading';
import { useRouteTitle } from '../../../ui/RoutePage';
import { useT } from '../../../ui/translate';
import { errorMessage } from '../../../ui/forms/errorMessage';
import { ShortcutsFaqItem } from '../../../domain/keyboard';

/** FAQ accordion from GET /api/discovery (SPEC §2). */
export default function FaqPage() {
  const t = useT();
  const { data, error, isPending, refetch } = useQuery({
    queryKey: ['discovery'],
    queryFn: ({ signal }) => api.get('discovery', { query: { security: DEALER_CLIENT_KEY }, signal }),
    staleTime: 60 * 60 * 1000,
  });

  return (
    <PageContainer title={useRouteTitle()}>
      {isPending && <PageLoading />}
      {error && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => refetch()}>
              {t('app.common.retry')}
            </Button>
          }
        >
          {errorMessage(error)}
        </Alert>
      )}
      {data?.faq.length === 0 && <Typography>{t('app.common.empty')}</Typography>}
      {data?.faq.map((item) => (
        <Accordion key={item.id} disableGutters>
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            aria-controls={`faq-${item.id}-content`}
            id={`faq-${item.id}-header`}
          >
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {item.question}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography sx={{ whiteSpace: 'pre-line' }}>{item.answer}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
      {data && <ShortcutsFaqItem />}
    </PageContainer>
  );
}
