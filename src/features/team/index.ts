/** What other features and the app use of the team: import it from here, never from a file of the folder. */
export { TeamSection } from './TeamSection';
export { StaffSelfCard } from './StaffSelfCard';
export { personName } from './personName';
export { PersonFilter } from './PersonFilter';
export { fill, teamText } from './copy';
