import { Alert, Button, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { formatAmount } from '../../../../contract/amounts';
import type { PayoutAccount } from '../../../../contract/entities/settlement';
import { settlementCopy as text } from '../../../../i18n/it/app/settlement';
import { api } from '../../../platform/api/dealer';
import { PaymentPanel } from '../../../domain/payments/PaymentPanel';
import { AmountField } from '../../../ui/forms/AmountField';
import { amountProblem, amountValue } from '../../../ui/forms/amount';
import { errorMessage } from '../../../ui/forms/errorMessage';
import { useDealerId, useRefreshSettlement } from './queries';

type Schedule = PayoutAccount['schedule'];

/** The automatic payouts: daily or weekly (Mondays), from a minimum available balance up (PUT …/schedule). */
export function ScheduleForm({ account }: { account: PayoutAccount }) {
  const dealerId = useDealerId();
  const refresh = useRefreshSettlement();
  const [schedule, setSchedule] = useState<Schedule>(account.schedule);
  const [minimum, setMinimum] = useState(formatAmount(account.minimum_amount));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (minimumAmount: number) =>
      api.put('payoutSchedule', { params: { dealerId }, body: { schedule, minimum_amount: minimumAmount } }),
    onSuccess: () => refresh(),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = amountProblem(minimum, true);
    setProblem(found);
    const value = amountValue(minimum);
    if (!found && typeof value === 'number') save.mutate(value);
  };
  return (
    <PaymentPanel id="settlement-schedule" title={text.schedule.title}>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate sx={{ maxWidth: 520 }}>
        <FormControl>
          <FormLabel id="settlement-frequency">{text.schedule.frequency}</FormLabel>
          <RadioGroup
            aria-labelledby="settlement-frequency"
            value={schedule}
            onChange={(event) => setSchedule(event.target.value as Schedule)}
          >
            <FormControlLabel value="daily" control={<Radio />} label={text.schedule.daily} />
            <FormControlLabel value="weekly" control={<Radio />} label={text.schedule.weekly} />
          </RadioGroup>
        </FormControl>
        <AmountField
          label={text.schedule.minimum}
          name="minimum_amount"
          value={minimum}
          onChange={(event) => setMinimum(event.target.value)}
          error={problem !== null}
          helperText={problem ?? `${text.schedule.intro} ${text.schedule.minimumHelp}`}
        />
        {save.isSuccess && <Alert severity="success">{text.schedule.saved}</Alert>}
        {save.error && <Alert severity="error">{errorMessage(save.error)}</Alert>}
        <Button type="submit" variant="outlined" disabled={save.isPending} sx={{ alignSelf: 'flex-start' }}>
          {save.isPending ? text.schedule.saving : text.schedule.save}
        </Button>
      </Stack>
    </PaymentPanel>
  );
}
