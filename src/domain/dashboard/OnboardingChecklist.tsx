import './dashboard.css';
import { useQuery } from '@tanstack/react-query';
import { useStore } from 'react-admin';
import type { Coverage } from '../../../contract/entities/quoting';
import { api } from '../../platform/dataProvider/api';
import { Link } from 'react-router-dom';
import type { User } from '../../../contract';
import { useStoredUser } from '../../platform/auth/useStoredUser';
import { paths } from '../../platform/paths';
import { useT, type PlainKey } from '../../ui/translate';
import { Notice } from '../../ui/components/Notice';
import { CheckCircleIcon, RadioButtonUncheckedIcon } from './icons';

/** The profile's coverage query (profile/sections/CoverageSection.tsx, same key): its save updates this list too. */
const COVERAGE_KEY = ['dealer', 'coverage'] as const;

/**
 * What a newly subscribed dealer still has to set up to quote well, from the stored user, plus the coverage
 * ("Marche e categorie trattate", not on the user: its own GET), done once some brand or category is chosen. Coverage
 * is optional (empty means every brand and category): it is listed, but only the required steps keep the list on
 * screen, so a dealer who serves everything is not nagged and an onboarded dealer's dashboard does not wait for it.
 */
export function onboardingSteps(
  user: User,
  coverage?: Coverage,
): { label: PlainKey; done: boolean; optional?: true }[] {
  return [
    { label: 'app.dashboard.onboarding.iban', done: Boolean(user.iban) },
    { label: 'app.dashboard.onboarding.shipping', done: user.default_flat_fee > 0 },
    { label: 'app.dashboard.onboarding.methods', done: user.available_methods.length > 0 },
    { label: 'app.dashboard.onboarding.provinces', done: user.user_provinces.length > 0 },
    {
      label: 'app.dashboard.onboarding.coverage',
      done: !!coverage && (coverage.manufacturers.length > 0 || coverage.categories.length > 0),
      optional: true,
    },
  ];
}

/** Shown on the dashboard until every required step is done or the dealer dismisses it (remembered per dealer). */
export function OnboardingChecklist() {
  const t = useT();
  const user = useStoredUser();
  const [dismissed, setDismissed] = useStore<boolean>(`dashboard.onboardingDismissed.${user?.id ?? 0}`, false);
  const steps = user ? onboardingSteps(user) : [];
  const shown =
    !!user && !dismissed && !!user.current_subscription && steps.some((step) => !step.done && !step.optional);
  const coverage = useQuery({
    queryKey: [...COVERAGE_KEY, user?.id ?? 0],
    queryFn: ({ signal }) => api.get('coverage', { params: { id: user?.id ?? 0 }, signal }),
    enabled: shown,
    staleTime: 60_000,
  });
  if (!user || !shown) return null;
  // MUI's standard info Alert (role="alert", as it was), drawn plain: icon, title and list, then the two actions.
  return (
    <Notice
      severity="info"
      role="alert"
      className="rh-dash-onboarding"
      action={
        <div className="rh-dash-onboarding__buttons">
          <Link
            to={paths.profile}
            className="rh-dash-btn rh-dash-btn--small rh-dash-btn--outlined rh-dash-btn--inherit"
          >
            {t('app.dashboard.onboarding.open')}
          </Link>
          <button
            type="button"
            className="rh-dash-btn rh-dash-btn--small rh-dash-btn--inherit"
            onClick={() => setDismissed(true)}
          >
            {t('app.dashboard.onboarding.dismiss')}
          </button>
        </div>
      }
    >
      <h2 className="rh-dash-onboarding__title">{t('app.dashboard.onboarding.title')}</h2>
      <ul className="rh-dash-steps" aria-label={t('app.dashboard.onboarding.title')}>
        {onboardingSteps(user, coverage.data).map((step) => (
          <li key={step.label} className="rh-dash-step">
            <span className={step.done ? 'rh-dash-step__icon rh-dash-step__icon--done' : 'rh-dash-step__icon'}>
              {step.done ? <CheckCircleIcon /> : <RadioButtonUncheckedIcon />}
            </span>
            <span className="rh-dash-step__text">{`${t(step.label)}${step.done ? ` — ${t('app.dashboard.onboarding.done')}` : ''}`}</span>
          </li>
        ))}
      </ul>
    </Notice>
  );
}
