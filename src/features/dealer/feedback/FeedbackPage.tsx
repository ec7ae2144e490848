import { Alert, AlertTitle, Box, Button, Divider, Paper, Stack, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Id, type FeedbackQuestion } from '../../../../contract';
import { api } from '../../../platform/api/dealer';
import { PageContainer } from '../../../ui/layout/PageContainer';
import { PageLoading } from '../../../ui/layout/PageLoading';
import { paths } from '../../../platform/paths';
import { useRouteTitle } from '../../../ui/RoutePage';
import { errorMessage } from '../../../ui/forms/errorMessage';
import { answersBody, initialAnswers, type AnswerDrafts } from './feedbackAnswers';
import { fb } from './copy';
import { useT } from '../../../ui/translate';
import { FeedbackQuestionField } from './FeedbackQuestionField';

/** Per-question messages of a refused submit (body.errors is keyed `answers.<index>.<field>`). */
function answerErrors(error: unknown, questions: readonly FeedbackQuestion[]): Record<number, string> {
  const fields = (error as { body?: { errors?: Record<string, string[]> } } | null)?.body?.errors ?? {};
  const byQuestion: Record<number, string> = {};
  for (const [key, messages] of Object.entries(fields)) {
    const index = Number(/^answers\.(\d+)\./.exec(key)?.[1]);
    const question = questions[index];
    if (question && messages[0]) byQuestion[question.id] = messages[0];
  }
  return byQuestion;
}

function FeedbackForm({ quotationId, questions }: { quotationId: number; questions: FeedbackQuestion[] }) {
  const [drafts, setDrafts] = useState<AnswerDrafts>(() => initialAnswers(questions));
  const submit = useMutation({
    mutationFn: () =>
      api.post('feedbackSubmit', { params: { id: quotationId }, body: { answers: answersBody(questions, drafts) } }),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!submit.isPending) submit.mutate();
  };

  if (submit.isSuccess) {
    return (
      <Alert
        severity="success"
        role="status"
        action={
          <Button component={RouterLink} to={paths.dashboard} color="inherit" size="small">
            {fb('backToDashboard')}
          </Button>
        }
      >
        {submit.data.message || fb('sent')}
      </Alert>
    );
  }
  const fieldErrors = submit.error ? answerErrors(submit.error, questions) : {};
  return (
    <Box component="form" onSubmit={onSubmit} noValidate>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={3} divider={<Divider flexItem />}>
          {questions.map((question, i) => (
            <FeedbackQuestionField
              key={question.id}
              question={question}
              n={i + 1}
              total={questions.length}
              value={drafts[question.id]}
              onChange={(value) => setDrafts((current) => ({ ...current, [question.id]: value }))}
              disabled={submit.isPending}
              error={fieldErrors[question.id]}
            />
          ))}
        </Stack>
      </Paper>
      {submit.error && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          <AlertTitle>{fb('sendError')}</AlertTitle>
          {errorMessage(submit.error)}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" disabled={submit.isPending} sx={{ mt: 2 }}>
        {submit.isPending ? fb('submitting') : fb('submit')}
      </Button>
    </Box>
  );
}

/** /feedback/:id (SPEC §2): the questionnaire about quotation :id, answers sent with POST /quotation/:id/feedback. */
export default function FeedbackPage() {
  const t = useT();
  const parsedId = Id.safeParse(useParams().id);
  const { data, isPending, error, refetch } = useQuery({
    queryKey: ['feedback', 'questions'],
    queryFn: ({ signal }) => api.get('feedbackList', { signal }),
    staleTime: 60 * 60 * 1000,
    enabled: parsedId.success,
  });
  // The quotation's code (never its internal id) and whether it was already answered.
  const target = useQuery({
    queryKey: ['feedback', 'target', parsedId.data],
    queryFn: ({ signal }) => api.get('feedbackTarget', { params: { id: parsedId.data ?? 0 }, signal }),
    enabled: parsedId.success,
  });

  let content;
  if (!parsedId.success) content = <Alert severity="warning">{fb('invalidId')}</Alert>;
  else if (target.data?.answered) {
    content = (
      <Alert
        severity="info"
        role="status"
        action={
          <Button component={RouterLink} to={paths.dashboard} color="inherit" size="small">
            {fb('backToDashboard')}
          </Button>
        }
      >
        {fb('alreadyAnswered', { code: target.data.quotation_code })}
      </Alert>
    );
  } else if (target.error) {
    content = <Alert severity="warning">{errorMessage(target.error) || fb('invalidId')}</Alert>;
  } else if (error) {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => refetch()}>
            {t('app.common.retry')}
          </Button>
        }
      >
        {errorMessage(error) || fb('loadError')}
      </Alert>
    );
  } else if (isPending || target.isPending) content = <PageLoading />;
  else content = <FeedbackForm quotationId={parsedId.data} questions={data} />;

  return (
    <PageContainer title={useRouteTitle()}>
      {target.data && !target.data.answered && (
        <Typography sx={{ mb: 2, color: 'text.secondary' }}>
          {fb('intro', { code: target.data.quotation_code })}
        </Typography>
      )}
      {content}
    </PageContainer>
  );
}
