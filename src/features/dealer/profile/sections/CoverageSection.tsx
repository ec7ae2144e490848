import { Paper, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Coverage } from '../../../../../contract/entities/quoting';
import type { User } from '../../../../../contract';
import { api } from '../../../../platform/api/dealer';
import { useT } from '../../../../ui/translate';
import { errorMessage } from '../../../../ui/forms/errorMessage';
import { CoverageForm } from './CoverageForm';

export const COVERAGE_QUERY_KEY = ['dealer', 'coverage'] as const;

/**
 * "Marche e categorie trattate": the brands and top-level part categories the dealer serves, empty = all.
 * Its form opens only once the current lists are known, so a save never wipes what it has not shown.
 */
export function CoverageSection({ user }: { user: User }) {
  const t = useT();
  const queryClient = useQueryClient();
  const coverage = useQuery({
    queryKey: [...COVERAGE_QUERY_KEY, user.id],
    queryFn: ({ signal }) => api.get('coverage', { params: { dealerId: user.id }, signal }),
  });
  if (coverage.data) {
    return (
      <CoverageForm
        dealerId={user.id}
        coverage={coverage.data}
        onSaved={(saved: Coverage) => queryClient.setQueryData([...COVERAGE_QUERY_KEY, user.id], saved)}
      />
    );
  }
  return (
    <Paper component="section" variant="outlined" aria-labelledby="coverage-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography component="h2" variant="h6" id="coverage-title" sx={{ mb: 1.5 }}>
        {t('app.quoting.coverage.title')}
      </Typography>
      <Typography color={coverage.isError ? 'error' : 'text.secondary'}>
        {coverage.isError
          ? `${t('app.quoting.coverage.loadError')} ${errorMessage(coverage.error)}`
          : t('app.quoting.coverage.loading')}
      </Typography>
    </Paper>
  );
}
