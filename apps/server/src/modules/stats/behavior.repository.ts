import type { Db } from '../../db/client';
import { behaviorLogs } from '../../db/schema/tables';
import { newId } from '../../platform/ids';

export class BehaviorRepository {
  constructor(private readonly db: Db) {}

  async record(entry: { userId: string | null; firmId: string | null; event: string; page?: string; detail?: unknown; ip: string }) {
    await this.db.insert(behaviorLogs).values({ id: newId(), ...entry });
  }
}
