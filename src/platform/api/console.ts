import { adminPaths } from '../../../contract/paths/admin';
import { authPaths } from '../../../contract/paths/auth';
import { createApi } from '../dataProvider/api';

/** The operator console's table: its routes and no other app's. */
export const consoleRoutes = { ...authPaths, ...adminPaths };

export const { api, call } = createApi(consoleRoutes);
