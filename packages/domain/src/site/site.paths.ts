/**
 * The method and path of the public site's calls, without their schemas: the site's pages
 * have a 150 kB budget and carry no zod, so they send these through `callTyped` and take the
 * answer's type from `siteEndpoints` (site.endpoints.ts, built from these).
 */
export const sitePaths = {
  courses: { method: 'GET', path: '/api/site/content/courses' },
  banners: { method: 'GET', path: '/api/site/content/banners' },
  /** GET /api/getData: its serverTime sets the page's clock for a visitor who has not signed in. */
  appData: { method: 'GET', path: '/api/getData' },
  applyTrial: { method: 'POST', path: '/api/free/add/apply' },
} as const;
