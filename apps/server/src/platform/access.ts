import type { ConsoleArea } from '@hh/domain/accounts/console-access';
import type { RoleCode, StaffRole } from '@hh/domain/accounts/role';

/**
 * Who may call a route. Every route under /api declares one in `config.access`;
 * registering a route without it fails at start (and the route walker test checks it).
 * - public: anyone, signed in or not
 * - signedIn: any signed-in user, consultant or staff
 * - consultant: a signed-in user of a firm, optionally limited to roles
 * - staff: platform staff of the roles that may read (or, for a route that changes data, write)
 *   the route's console area (@hh/domain/accounts/console-access); never open to every staff role
 * - plugin: the browser plugin, by its API token (`Authorization: Bearer`), never by a session;
 *   a plugin token is read on these routes only, so it opens no other endpoint
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  | { kind: 'consultant'; roles?: readonly RoleCode[] }
  | { kind: 'staff'; area: ConsoleArea; roles: readonly StaffRole[] }
  | { kind: 'plugin' };

export const access = {
  public: { kind: 'public' } as Access,
  signedIn: { kind: 'signedIn' } as Access,
  consultant: (roles?: readonly RoleCode[]): Access => ({ kind: 'consultant', roles }),
  staff: (area: ConsoleArea, roles: readonly StaffRole[]): Access => ({ kind: 'staff', area, roles }),
  plugin: { kind: 'plugin' } as Access,
};

export interface RegisteredRoute {
  method: string;
  url: string;
  access: Access | undefined;
  /** Whether the route changes data (its endpoint's `mutates`): staff writes are audited and need a second factor. */
  mutates: boolean;
  /** The route's input schemas (zod), for the probes that walk every route (test/fuzz.test.ts). */
  schema?: { body?: unknown; querystring?: unknown; params?: unknown };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Whether the route changes data (from its endpoint declaration): the CSRF check guards it. */
    mutates?: boolean;
  }
}
