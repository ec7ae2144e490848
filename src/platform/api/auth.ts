import { authPaths } from '../../../contract/paths/auth';
import { createApi } from '../dataProvider/api';

/** The calls every app makes (signing in, the user, the lookups, the upload): what shared code may call. */
export const { api } = createApi(authPaths);
