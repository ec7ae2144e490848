import { authPaths } from '../../../contract/paths/auth';
import { customerPaths } from '../../../contract/paths/customer';
import { createApi } from '../dataProvider/api';

/** The customer app's table: its first load carries these routes and no other app's. */
export const customerRoutes = { ...authPaths, ...customerPaths };

export const { api, call } = createApi(customerRoutes);
