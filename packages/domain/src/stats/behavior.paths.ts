/**
 * The method and path of the behaviour log, without its schema: the web's main entry sends it
 * from every page, the sign-in page included, whose 200 kB budget zod would break.
 */
export const behaviorPaths = {
  log: { method: 'POST', path: '/api/lietou/behavior/log' },
} as const;
