import { authPaths } from '../../../contract/paths/auth';
import { dealerPaths } from '../../../contract/paths/dealer';
import { createApi } from '../dataProvider/api';

/** The dealer portal's table: its first load carries these routes and no other app's. */
export const dealerRoutes = { ...authPaths, ...dealerPaths };

export const { api, call, prefetch } = createApi(dealerRoutes);
