import {
  Box,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import type { FeedbackQuestion } from '../../../../contract';
import { fb } from './copy';
import { asksForComment, type AnswerDraft } from './feedbackAnswers';

interface FeedbackQuestionFieldProps {
  question: FeedbackQuestion;
  n: number;
  total: number;
  value: AnswerDraft;
  onChange: (value: AnswerDraft) => void;
  disabled: boolean;
  /** The server's message about this answer, if it refused it. */
  error?: string;
}

/**
 * One question: its score options as radio buttons labelled by a picture and a word (arrow keys move between
 * them), and a comment box when the chosen option asks for one (SPEC §2 Feedback).
 */
export function FeedbackQuestionField({
  question,
  n,
  total,
  value,
  onChange,
  disabled,
  error,
}: FeedbackQuestionFieldProps) {
  const labelId = `feedback-question-${question.id}`;
  const withComment = asksForComment(question, value.score);
  return (
    <FormControl component="fieldset" error={Boolean(error)} disabled={disabled} sx={{ width: '100%' }}>
      <FormLabel component="legend" id={labelId} sx={{ color: 'text.primary', fontWeight: 600, mb: 1 }}>
        <Typography component="span" variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
          {fb('question', { n, total })}
        </Typography>
        {question.question_text}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        name={`question-${question.id}`}
        value={value.score === 0 ? '' : String(value.score)}
        onChange={(event) => onChange({ ...value, score: Number(event.target.value) })}
        sx={{ gap: 1 }}
      >
        {question.question_options.map((option) => {
          const checked = option.score === value.score;
          return (
            <FormControlLabel
              key={option.score}
              value={String(option.score)}
              labelPlacement="bottom"
              control={<Radio size="small" />}
              label={
                <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5 }}>
                  {option.image && <Box component="img" src={option.image} alt="" sx={{ width: 48, height: 48 }} />}
                  <Typography variant="body2" sx={{ fontWeight: checked ? 700 : 400 }}>
                    {option.label}
                  </Typography>
                </Box>
              }
              sx={{
                m: 0,
                px: 1.5,
                py: 1,
                minWidth: 88,
                flexDirection: 'column-reverse',
                border: 2,
                borderRadius: 2,
                borderColor: checked ? 'primary.main' : 'divider',
                bgcolor: checked ? 'action.selected' : 'transparent',
                '&:focus-within': { outline: '3px solid', outlineColor: 'primary.light', outlineOffset: 2 },
              }}
            />
          );
        })}
      </RadioGroup>
      {value.score === 0 && <FormHelperText>{fb('noAnswer')}</FormHelperText>}
      {withComment && (
        <TextField
          label={fb('comment')}
          helperText={fb('commentHelp')}
          value={value.message}
          onChange={(event) => onChange({ ...value, message: event.target.value })}
          multiline
          minRows={3}
          fullWidth
          disabled={disabled}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
          sx={{ mt: 2 }}
        />
      )}
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
