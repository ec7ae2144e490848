import { DirectionsCarOutlinedIcon } from '../../../ui/icons';
import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../platform/paths';
import { DocumentViewer } from '../../../ui/components/DocumentViewer';
import { Fact } from '../../../ui/components/Fact';
import { KmRangeLabel } from '../../../ui/components/KmRangeLabel';
import { useT } from '../../../ui/translate';
import { brandAndModel } from './conversationText';
import type { ConversationRecord } from './useConversations';

/** The chat header of Messages: vehicle photo, plate or chassis, brand and model, year, km and the registration document. */
export function ConversationHeader({
  conversation,
  headingId,
}: {
  conversation: ConversationRecord;
  headingId: string;
}) {
  const t = useT();
  const { vehicle } = conversation;
  const name = brandAndModel(vehicle);
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      {vehicle.car_photo ? (
        <Box
          component="img"
          src={vehicle.car_photo}
          alt={t('app.messages.vehiclePhoto', { vehicle: name || conversation.topic_title })}
          sx={{ width: 112, height: 84, objectFit: 'cover', borderRadius: 1, bgcolor: 'grey.100', flexShrink: 0 }}
        />
      ) : (
        <Box
          sx={{
            width: 112,
            height: 84,
            borderRadius: 1,
            bgcolor: 'grey.100',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            flexShrink: 0,
          }}
        >
          <DirectionsCarOutlinedIcon aria-hidden color="textSecondary" style={{ fontSize: 40 }} />
        </Box>
      )}
      <Box sx={{ flex: 1, minWidth: 200 }}>
        <Typography id={headingId} component="h2" variant="h6">
          {name || conversation.topic_title}
        </Typography>
        <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1, m: 0, mt: 0.5 }}>
          {vehicle.plate ? (
            <Fact label={t('app.messages.plate')}>{vehicle.plate}</Fact>
          ) : (
            vehicle.chassis && <Fact label={t('app.messages.chassis')}>{vehicle.chassis}</Fact>
          )}
          <Fact label={t('app.messages.year')}>{vehicle.year_of_production ?? '—'}</Fact>
          <Fact label={t('app.messages.km')}>
            <KmRangeLabel kmCount={vehicle.km_count} />
          </Fact>
        </Box>
        {/* The request this chat is about: the dashboard opens its detail by ?id= whatever its state. */}
        <Link
          component={RouterLink}
          to={`${paths.dashboard}?${new URLSearchParams({ id: String(conversation.submission_id) }).toString()}`}
          sx={{ display: 'inline-block', mt: 1 }}
        >
          {t('app.messages.openRequest')}
        </Link>
      </Box>
      <DocumentViewer
        url={vehicle.registration_document}
        label={t('app.messages.registration')}
        missingLabel={t('app.messages.registrationMissing')}
      />
    </Box>
  );
}
