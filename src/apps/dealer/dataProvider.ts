import { features } from './features';
import { createDataProvider } from '../../platform/dataProvider';
import { dealerRoutes } from '../../platform/api/dealer';
import { resourceApisOf } from '../../platform/featureLists';

/** react-admin's dataProvider over the API routes every feature's resources declare (their manifests' `api`). */
export const { dataProvider, prefetchList } = createDataProvider(resourceApisOf(features), dealerRoutes);
