import { teamScreensCopy } from '../../../i18n/it/app/teamScreens';

/** The team's copy (lazy: not in the first-load catalog). */
export const teamText = teamScreensCopy;
export { fill } from '../../ui/fill';
