import { get, post, type RouteTable } from './define.js';

/** The calls every app makes: signing in and out, the signed-in user, the lookups and the upload. */
export const authPaths = {
  login: post('/user/login', 'public'),
  logout: post('/user/logout', 'user'),
  me: get('/user', 'user'),
  forgotPassword: post('/user/forgot-password', 'public'),
  partList: get('/part/list', 'user'),
  provinceList: get('/province/list', 'user'),
  manufacturerList: get('/manufacturer/list', 'user'),
  uploadFile: post('/upload/file', 'user'),
} as const satisfies RouteTable;
