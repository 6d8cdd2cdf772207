/**
 * The method and path of the sign-in calls, without their schemas: the sign-in page has a
 * 200 kB budget that zod would break, so it sends these through `callTyped` and takes the
 * answers' types from `authEndpoints` (auth.endpoints.ts, built from these).
 */
export const authPaths = {
  login: { method: 'POST', path: '/api/login.json' },
  loginState: { method: 'GET', path: '/api/loginState.json' },
  logout: { method: 'GET', path: '/api/logout.json' },
} as const;
