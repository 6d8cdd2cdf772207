import { endpoint } from '../api/endpoint';
import { loginRequestSchema, loginResultSchema, loginStateSchema } from './auth.schema';

/** Signing in and out and the shell's session check (spec 001 §3). Logout is a GET that ends the session. */
export const authEndpoints = {
  login: endpoint({ method: 'POST', path: '/api/login.json', body: loginRequestSchema, response: loginResultSchema }),
  /** `data` is null with state -2 when nobody is signed in. */
  loginState: endpoint({ method: 'GET', path: '/api/loginState.json', mutates: false, response: loginStateSchema.nullable() }),
  logout: endpoint({ method: 'GET', path: '/api/logout.json', mutates: true, response: null }),
};
