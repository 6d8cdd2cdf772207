import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { FileStorage } from '../../platform/file-storage';
import type { Router } from '../../platform/route';
import type { SharedStore } from '../../platform/shared-store';
import type { ChatOrdersPort, ChatPositionsPort } from './chat.ports';
import { ChatRepository } from './chat.repository';
import { chatRoutes } from './chat.routes';
import { type ChatRateLimit, ChatService } from './chat.service';
import { ChatBookingService } from './chat-booking.service';
import { ChatHub } from './chat-hub';
import { ChatResumeBudget, type ChatResumeLimit } from './chat-resume-budget';
import { registerChatSocket } from './chat-socket';

export interface ChatModuleDeps {
  db: Db;
  store: SharedStore;
  storage: FileStorage;
  positions: ChatPositionsPort;
  orders: ChatOrdersPort;
  rate?: ChatRateLimit;
  /** Socket resumes per user (config.chatResumeRate). */
  resumeRate?: ChatResumeLimit;
}

/** Wires the chat: REST calls through the router, the socket beside them, fan-out through the shared store. */
export async function registerChat(app: FastifyInstance, router: Router, deps: ChatModuleDeps) {
  const repo = new ChatRepository(deps.db);
  const hub = new ChatHub(deps.store);
  await hub.start();
  const chat = new ChatService(repo, deps.positions, hub, deps.store, deps.storage, deps.rate);
  chatRoutes(router, chat, new ChatBookingService(repo, chat, deps.orders, hub));
  registerChatSocket(app, chat, hub, new ChatResumeBudget(deps.store, deps.resumeRate));
  return { chat, hub };
}
