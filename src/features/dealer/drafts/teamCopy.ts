import { draftsTeamCopy } from '../../../../i18n/it/app/draftsTeam';

/**
 * The copy of the Bozze page's shared drafts (saving, take-over, conflicts), read by the drafts screen's lazy
 * chunk with a typed `fill`, so it stays out of the first-load catalog (npm run size).
 */
export const teamText = draftsTeamCopy;

export { fill } from '../../../ui/fill';
