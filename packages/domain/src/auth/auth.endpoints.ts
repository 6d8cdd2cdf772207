import { endpoint } from '../api/endpoint';
import { authPaths } from './auth.paths';
import { loginRequestSchema, loginResultSchema, loginStateSchema } from './auth.schema';

/** Signing in and out and the shell's session check (spec 001 §3). Logout is a GET that ends the session. */
export const authEndpoints = {
  /** `data` is null with state 4011 (HTTP 200): a staff account also needs its authenticator's code. */
  login: endpoint({ ...authPaths.login, body: loginRequestSchema, response: loginResultSchema.nullable() }),
  /** `data` is null with state -2 when nobody is signed in. */
  loginState: endpoint({ ...authPaths.loginState, mutates: false, response: loginStateSchema.nullable() }),
  logout: endpoint({ ...authPaths.logout, mutates: true, response: null }),
};
