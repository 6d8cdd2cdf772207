import { type ConsoleArea, consoleRoles } from '@hh/domain/accounts/console-access';
import type { RoleCode } from '@hh/domain/accounts/role';
import type { DataScope } from '@hh/domain/accounts/scope';
import { ApiState, type Envelope } from '@hh/domain/api/api-state';
import type { Endpoint, OutputOf, ResponseIn } from '@hh/domain/api/endpoint';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type Access, access } from './access';
import { type Actor, type ConsultantActor, isConsultant, isStaff, type StaffActor } from './actor';
import { envelopeOf } from './envelope';
import { AppError, notSignedIn } from './errors';
import { READ_ROUTE_NOTE, type StaffAuditNote, StaffAuditRecorder, type StaffAuditWriter } from './staff-audit';

/**
 * Registers routes from the domain's endpoint declarations (docs/ARCHITECTURE.md › Endpoints).
 * Each kind of caller gets its own registration call, and the handler receives what that kind
 * has, typed: a consultant route gets `{ actor: ConsultantActor, scope: DataScope }` (the scope
 * resolved once per request), a staff route `{ actor: StaffActor }`, a signed-in route
 * `{ actor: Actor }`, a public route `{ actor: Actor | null }`. No handler casts the actor.
 *
 * A staff route that changes data is audited here, so no console write can forget it: its handler
 * also gets `audit` (what it touched, the values before and after), and once the handler has
 * succeeded exactly one row is written to the staff audit trail before the answer goes out
 * (docs/ARCHITECTURE.md › The staff audit trail).
 */

export type EnvelopeSchema = ReturnType<typeof envelopeOf>;

/** What a handler reads: the parsed params, query and body of its endpoint. */
export interface Input<E extends Endpoint> {
  params: OutputOf<E['params']>;
  query: OutputOf<E['query']>;
  body: OutputOf<E['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A JSON endpoint answers its envelope; a file endpoint answers through `reply` (sendFile). */
export type Answer<E extends Endpoint> = E['response'] extends 'file' ? FastifyReply : Envelope<ResponseIn<E['response']>>;

type Handler<E extends Endpoint, C> = (input: Input<E> & C) => Promise<Answer<E>> | Answer<E>;

export interface ScopeResolver {
  /** Synchronous where the scope needs no lookup (self, firm), so most consultant calls do not wait for it. */
  resolve(actor: Actor): DataScope | Promise<DataScope>;
}

export interface Router {
  public<E extends Endpoint>(endpoint: E, handler: Handler<E, { actor: Actor | null }>): void;
  signedIn<E extends Endpoint>(endpoint: E, handler: Handler<E, { actor: Actor }>): void;
  consultant<E extends Endpoint>(
    endpoint: E,
    handler: Handler<E, { actor: ConsultantActor; scope: DataScope }>,
    roles?: readonly RoleCode[],
  ): void;
  /**
   * A console route of the given area: open to the roles that may write the area when the endpoint
   * changes data, else to those that may read it (@hh/domain/accounts/console-access). When it
   * changes data, its success writes one audit row, completed by what the handler tells `audit`.
   */
  staff<E extends Endpoint>(endpoint: E, handler: Handler<E, { actor: StaffActor; audit: StaffAuditNote }>, area: ConsoleArea): void;
  /** A route of the browser plugin: called with the consultant's plugin token, never a session (platform/access.ts). */
  plugin<E extends Endpoint>(endpoint: E, handler: Handler<E, { actor: ConsultantActor }>): void;
}

const nullData = z.null();

function responseSchema(endpoint: Endpoint): { 200: EnvelopeSchema } | undefined {
  if (endpoint.response === 'file') return undefined;
  return { 200: envelopeOf(endpoint.response ?? nullData) };
}

function register(
  app: FastifyInstance,
  endpoint: Endpoint,
  routeAccess: Access,
  run: (request: FastifyRequest, reply: FastifyReply) => unknown,
) {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { access: routeAccess, mutates: endpoint.mutates },
    ...(endpoint.bodyLimit ? { bodyLimit: endpoint.bodyLimit } : {}),
    schema: {
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body && !endpoint.multipart ? { body: endpoint.body } : {}),
      ...(responseSchema(endpoint) ? { response: responseSchema(endpoint) } : {}),
    },
    handler: (request, reply) => run(request, reply) as Promise<unknown>,
  });
}

function inputOf<E extends Endpoint, C>(request: FastifyRequest, reply: FastifyReply, caller: C): Input<E> & C {
  return {
    params: request.params as OutputOf<E['params']>,
    query: request.query as OutputOf<E['query']>,
    body: request.body as OutputOf<E['body']>,
    request,
    reply,
    ...caller,
  };
}

/** The signed-in caller the request guard resolved; the guard has already refused a wrong kind. */
function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw notSignedIn();
  return request.actor;
}

/** A handler's answer that says it failed (an envelope with success false) is no write to audit. */
function succeeded(answer: unknown): boolean {
  return !(answer && typeof answer === 'object' && 'success' in answer && (answer as { success: unknown }).success === false);
}

function summaryOf(answer: unknown): string | null {
  if (answer && typeof answer === 'object' && 'message' in answer && 'state' in answer) {
    const message = (answer as { message: unknown }).message;
    return typeof message === 'string' && message ? message.slice(0, 200) : null;
  }
  return null;
}

export function createRouter(app: FastifyInstance, scopes: ScopeResolver, staffAudit: StaffAuditWriter): Router {
  return {
    public(endpoint, handler) {
      register(app, endpoint, access.public, (request, reply) => handler(inputOf(request, reply, { actor: request.actor })));
    },
    signedIn(endpoint, handler) {
      register(app, endpoint, access.signedIn, (request, reply) => handler(inputOf(request, reply, { actor: actorOf(request) })));
    },
    consultant(endpoint, handler, roles) {
      register(app, endpoint, access.consultant(roles), (request, reply) => {
        const actor = actorOf(request);
        if (!isConsultant(actor)) throw new AppError(ApiState.notFound);
        const scope = scopes.resolve(actor);
        if (scope instanceof Promise) return scope.then((resolved) => handler(inputOf(request, reply, { actor, scope: resolved })));
        return handler(inputOf(request, reply, { actor, scope }));
      });
    },
    staff(endpoint, handler, area) {
      const roles = consoleRoles(area, endpoint.mutates ? 'write' : 'read');
      register(app, endpoint, access.staff(area, roles), async (request, reply) => {
        const actor = actorOf(request);
        if (!isStaff(actor)) throw new AppError(ApiState.notFound);
        if (!endpoint.mutates) return handler(inputOf(request, reply, { actor, audit: READ_ROUTE_NOTE }));
        const note = new StaffAuditRecorder();
        // A handler that throws writes nothing here: its error is answered as before, with no row.
        const answer = await handler(inputOf(request, reply, { actor, audit: note }));
        if (!succeeded(answer)) return answer;
        const entry = note.entry(
          {
            actorId: actor.userId,
            actorName: actor.cname,
            staffRole: actor.staffRole,
            ip: request.ip ?? null,
            method: request.method,
            route: endpoint.path,
            area,
            summary: summaryOf(answer),
          },
          { params: request.params, body: request.body },
        );
        // Awaited before the answer is sent. The write has already happened, so a failed insert is
        // logged at error (an alert for whoever runs the platform) and the caller still gets its answer.
        try {
          await staffAudit.write(entry);
        } catch (error) {
          request.log.error(
            { err: error, audit: { route: entry.route, objectType: entry.objectType, objectId: entry.objectId, actorId: entry.actorId } },
            'staff audit row could not be written',
          );
        }
        return answer;
      });
    },
    plugin(endpoint, handler) {
      register(app, endpoint, access.plugin, (request, reply) => {
        const actor = actorOf(request);
        if (!isConsultant(actor)) throw new AppError(ApiState.notFound);
        return handler(inputOf(request, reply, { actor }));
      });
    },
  };
}
