import * as auth from '../api/auth.js';
import * as dealer from '../api/dealer.js';
import { OkResponse } from '../common.js';
import { Manufacturer, Part, Province } from '../entities/lookups.js';
import { User } from '../entities/user.js';
import { z } from '../z.js';
import { route, get, post } from '../paths/define.js';

/** The calls every app makes: signing in and out, the signed-in user, the lookups and the upload. */
export const authArea = {
  login: route(post('/user/login', 'public'), {
    summary: 'Accesso',
    body: auth.LoginBody,
    response: auth.LoginResponse,
  }),
  logout: route(post('/user/logout', 'user'), { summary: 'Uscita: revoca il token', response: OkResponse }),
  me: route(get('/user', 'user'), { summary: 'Utente corrente', response: User }),
  forgotPassword: route(post('/user/forgot-password', 'public'), {
    summary: 'Nuova password via email',
    body: auth.ForgotPasswordBody,
    response: OkResponse,
  }),
  partList: route(get('/part/list', 'user'), { summary: 'Albero dei ricambi', response: z.array(Part) }),
  provinceList: route(get('/province/list', 'user'), { summary: 'Province', response: z.array(Province) }),
  manufacturerList: route(get('/manufacturer/list', 'user'), { summary: 'Marche', response: z.array(Manufacturer) }),
  uploadFile: route(post('/upload/file', 'user'), {
    summary: 'Caricamento file (base64)',
    body: dealer.UploadFileBody,
    response: dealer.UploadFileResponse,
  }),
} as const;
