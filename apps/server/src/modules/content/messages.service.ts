import { newId } from '../../platform/ids';
import type { MessagesRepository } from './messages.repository';

export interface SysMessageInput {
  type: string;
  title: string;
  content: string;
}

/** Messages other modules send to users (the bell and the message list); the content module owns them. */
export class MessagesService {
  constructor(private readonly repo: MessagesRepository) {}

  /** Sends one message to each of these users (duplicates dropped). */
  async send(userIds: readonly string[], message: SysMessageInput): Promise<void> {
    const unique = [...new Set(userIds)];
    await this.repo.insert(unique.map((userId) => ({ id: newId(), userId, ...message })));
  }
}
