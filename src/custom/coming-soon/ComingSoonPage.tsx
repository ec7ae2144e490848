import { Typography } from '@mui/material';
import { PageContainer } from '../../layout/PageContainer';
import { useRouteTitle } from '../../routing/RoutePage';
import { useT } from '../../translate';

/** Placeholder for the screens later issues deliver: the route's title and "in arrivo". */
export default function ComingSoonPage() {
  const t = useT();
  return (
    <PageContainer title={useRouteTitle()}>
      <Typography color="text.secondary">{t('app.comingSoon.text')}</Typography>
    </PageContainer>
  );
}
