/** What other features and the app use of dashboard: import it from here, never from a file of the folder. */
export { DashboardFrame } from './DashboardFrame';
export { DashboardList } from './DashboardList';
export { DateFilters } from './DateFilters';
export { ancestorsOf, rootCategories } from './partTree';
export type { PartIndex } from './partTree';
export { useDashboardList } from './useDashboardList';
export { useManufacturers, usePartIndex, useParts } from './useLookups';
export { CompactListToggle, useCompactList } from './listDensity';
export { DashboardTabsProvider } from './tabsContext';
export type { DashboardTab } from './tabsContext';
