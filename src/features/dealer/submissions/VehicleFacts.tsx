import { Box, Typography } from '@mui/material';
import type { Submission } from '../../../../contract';
import { Fact } from '../../../ui/components/Fact';
import { KmRangeLabel } from '../../../ui/components/KmRangeLabel';
import { formatDate } from '../../../ui/format';
import { useT } from '../../../ui/translate';
import { vehicleName } from './submissionText';

/** The request's heading: vehicle (manufacturer, model, plate or chassis), year, kilometre range and date. */
export function VehicleFacts({ submission, headingId }: { submission: Submission; headingId: string }) {
  const t = useT();
  const { vehicle } = submission;
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
      {vehicle.car_photo && (
        <Box
          component="img"
          src={vehicle.car_photo}
          alt=""
          sx={{ width: 88, height: 66, objectFit: 'cover', borderRadius: 1, bgcolor: 'grey.100', flexShrink: 0 }}
        />
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography id={headingId} component="h2" variant="h5" tabIndex={-1} sx={{ outline: 'none' }}>
          {vehicleName(vehicle) || vehicle.plate || vehicle.chassis}
        </Typography>
        <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1, m: 0, mt: 1 }}>
          {vehicle.plate && <Fact label={t('app.submissions.detail.plate')}>{vehicle.plate}</Fact>}
          {vehicle.chassis && <Fact label={t('app.submissions.detail.chassis')}>{vehicle.chassis}</Fact>}
          <Fact label={t('app.submissions.detail.year')}>{vehicle.year_of_production ?? '—'}</Fact>
          <Fact label={t('app.submissions.detail.km')}>
            <KmRangeLabel kmCount={vehicle.km_count} />
          </Fact>
          <Fact label={t('app.submissions.detail.date')}>{formatDate(submission.created_at)}</Fact>
        </Box>
      </Box>
    </Box>
  );
}
