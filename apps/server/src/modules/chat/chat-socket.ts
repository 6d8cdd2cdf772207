import { ApiState } from '@hh/domain/api/api-state';
import { chatEndpoints } from '@hh/domain/chat/chat.endpoints';
import { parseClientFrame, SOCKET_ERRORS, SOCKET_TOKEN_PARAM, type SocketErrorCode } from '@hh/domain/chat/chat-socket';
import type { FastifyInstance } from 'fastify';
import { access } from '../../platform/access';
import { failure } from '../../platform/envelope';
import { WS_CLOSE } from '../../platform/websocket-errors';
import type { ChatService } from './chat.service';
import { ChatConnection, type ChatHub } from './chat-hub';
import type { ChatResumeBudget } from './chat-resume-budget';

/** Frames of one socket in a window, past which the socket is closed (a client that floods). */
const FRAMES_PER_MINUTE = 600;

/**
 * The chat socket at `/api/im/socket`. Registered here and not through the router, which knows
 * JSON and file answers only; the route still carries its access and `mutates`, so the request
 * guard resolves the session cookie, refuses another site's Origin (CSRF check) and checks the
 * request-time stamp on the upgrade request like every /api call. The handler then wants the
 * token from add/user.json. A plain GET without an upgrade answers 426. The plugin itself is
 * registered in app.ts, before the request guard.
 */
export function registerChatSocket(app: FastifyInstance, chat: ChatService, hub: ChatHub, resumes: ChatResumeBudget): void {
  const endpoint = chatEndpoints.socket;
  app.route({
    method: 'GET',
    url: endpoint.path,
    config: { access: access.signedIn, mutates: endpoint.mutates },
    handler: async (_request, reply) => reply.status(426).send(failure(ApiState.badRequest, '请通过WebSocket连接')),
    wsHandler: async (socket, request) => {
      const actor = request.actor;
      const token = (request.query as Record<string, unknown>)[SOCKET_TOKEN_PARAM];
      if (!actor || typeof token !== 'string' || !(await chat.tokenValid(actor.userId, token))) {
        socket.close(4401, 'unauthorized');
        return;
      }
      const connection = new ChatConnection(actor.userId, socket);
      if (!hub.add(connection)) {
        socket.close(4429, 'too many sockets');
        return;
      }
      let frames = 0;
      const window = setInterval(() => {
        frames = 0;
      }, 60_000);
      window.unref();
      socket.on('message', (raw: Buffer, isBinary: boolean) => {
        if (++frames > FRAMES_PER_MINUTE) {
          socket.close(4429, 'too many frames');
          return;
        }
        // A client that sends what is not one of our frames is broken or hostile: it is told why and
        // closed, and the line says so at info, without the message (it may hold anything).
        const frame = isBinary ? null : parseClientFrame(raw.toString('utf8'));
        if (!frame) {
          const code = isBinary ? WS_CLOSE.unsupportedData : WS_CLOSE.policyViolation;
          request.log.info({ closeCode: code, bytes: raw.length }, 'chat socket closed: not a chat frame');
          socket.close(code, isBinary ? 'text frames only' : 'not a chat frame');
          return;
        }
        if (frame.t === 'ack') connection.ack(frame.id);
        else if (frame.t === 'ping') connection.push({ t: 'pong' });
        else void resume(frame.after);
      });
      // A resume reads up to SOCKET_RESUME_MAX messages: one at a time per socket, and each paid from
      // the user's budget across sockets and instances. A refused one reads nothing and says why.
      let resuming = false;
      let refusalLogged = false;
      const refuse = (code: SocketErrorCode, retryAfterMs: number | null) =>
        connection.push({ t: 'error', code, message: SOCKET_ERRORS[code], retryAfterMs });
      const resume = async (after: string | null) => {
        if (resuming) return refuse('resume-busy', null);
        resuming = true;
        try {
          const wait = await resumes.take(actor.userId);
          if (wait > 0) {
            if (!refusalLogged) request.log.info({ retryAfterMs: wait }, 'chat resume refused: the user spent the budget');
            refusalLogged = true;
            return refuse('resume-limited', wait);
          }
          const { messages, more, cursor } = await chat.missed(actor.userId, after);
          for (const message of messages) connection.push({ t: 'msg', message });
          connection.push({ t: 'resumed', more, cursor });
        } catch (error) {
          request.log.warn({ err: error }, 'chat resume failed');
        } finally {
          resuming = false;
        }
      };
      socket.on('close', () => {
        clearInterval(window);
        hub.remove(connection);
      });
      connection.push({ t: 'ready' });
    },
  });
}
