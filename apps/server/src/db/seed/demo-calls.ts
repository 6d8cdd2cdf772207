import { ChannelMode } from '@hh/domain/calls/call-rules';
import { asc, eq, isNull } from 'drizzle-orm';
import type { SecretBox } from '../../platform/secret-box';
import type { Db } from '../client';
import { callChairs, callEvents, callSettings, calls, candidates, people, users } from '../schema/tables';
import { DEMO_CONSULTANTS } from './demo-accounts';
import { workingHour } from './demo-orders';
import { seedId } from './seed-ids';

const DAY = 86_400_000;
const MINUTE = 60_000;

/** Chairs of each firm: [firm, count, consultants bound to the first chairs]. */
const CHAIRS: ReadonlyArray<[string, number, readonly string[]]> = [
  ['xinghe', 6, ['xh-member-a1', 'xh-member-b1', 'xh-leader-a']],
  ['yuanhang', 3, ['yh-member']],
];

/**
 * Calling's demo world: both firms' chairs (some bound, their passwords not shown yet), every
 * consultant's bound phone (their own account phone) and channel mode, and a few hundred calls
 * over the last 60 days by each record's owner — today's among them — most answered with a
 * recording. Recordings are made lazily on first play (modules/calls), so the seed writes rows only.
 */
export async function seedDemoCalls(db: Db, box: SecretBox, now: number): Promise<void> {
  const consultants = DEMO_CONSULTANTS;
  const chairRows: (typeof callChairs.$inferInsert)[] = [];
  for (const [firm, n, bound] of CHAIRS) {
    for (let i = 0; i < n; i++) {
      const password = String(100000 + ((i * 7919 + firm.length * 104729) % 900000));
      const userKey = bound[i];
      chairRows.push({
        id: seedId(`chair:${firm}:${i}`),
        firmId: seedId(`firm:${firm}`),
        chairNo: `${firm === 'xinghe' ? '8001' : '9001'}${String(i + 1).padStart(2, '0')}`,
        passwordSealed: box.seal(password),
        passwordLast2: password.slice(-2),
        callChairId: `sbx-chair-${firm}-${i + 1}`,
        userId: userKey ? seedId(`user:${userKey}`) : null,
        boundAt: userKey ? new Date(now - 30 * DAY) : null,
        createdAt: new Date(now - 90 * DAY),
      });
    }
  }
  await db.insert(callChairs).values(chairRows);
  await db.insert(callSettings).values(
    consultants.map((c) => ({
      userId: seedId(`user:${c.key}`),
      firmId: seedId(`firm:${c.firm}`),
      phone: c.phone,
      phoneBoundAt: new Date(now - 45 * DAY),
      // One consultant with a chair dials from it; everyone else rings their phone first.
      mode: c.key === 'xh-member-b1' ? ChannelMode.seatDirect : ChannelMode.clickToCall,
    })),
  );

  const records = await db
    .select({
      id: candidates.id,
      firmId: candidates.firmId,
      personId: candidates.personId,
      ownerId: candidates.ownerId,
      phone: people.phone,
    })
    .from(candidates)
    .innerJoin(people, eq(people.id, candidates.personId))
    .innerJoin(users, eq(users.id, candidates.ownerId))
    .where(isNull(candidates.deletedAt))
    .orderBy(asc(candidates.id));
  const callRows: (typeof calls.$inferInsert)[] = [];
  const eventRows: (typeof callEvents.$inferInsert)[] = [];
  records.forEach((record, r) => {
    if (!record.phone || r % 3 === 2) return;
    const times = 1 + (r % 4);
    for (let k = 0; k < times; k++) {
      const salt = r * 13 + k * 5;
      // A third of the calls fall in the last week, one in ten today, the rest over 60 days.
      const daysAgo = salt % 10 === 0 ? 0 : salt % 3 === 0 ? salt % 7 : salt % 60;
      let startedAt = workingHour(now - daysAgo * DAY, salt) + (salt % 50) * MINUTE;
      if (startedAt > now - 10 * MINUTE) startedAt = now - (10 + (salt % 120)) * MINUTE;
      const last = record.phone.at(-1);
      const outcome = last === '0' ? 'no_answer' : last === '1' ? 'busy' : salt % 5 === 0 ? 'no_answer' : 'completed';
      const id = seedId(`call:${record.id}:${k}`);
      const talkSeconds = outcome === 'completed' ? 20 + ((salt * 37) % 280) : 0;
      const answeredAt = outcome === 'completed' ? new Date(startedAt + 12_000) : null;
      callRows.push({
        id,
        firmId: record.firmId,
        userId: record.ownerId,
        candidateId: record.id,
        personId: record.personId,
        mode: ChannelMode.clickToCall,
        state: outcome,
        providerCallId: `sbx-${id}`,
        startedAt: new Date(startedAt),
        answeredAt,
        endedAt: new Date(startedAt + (answeredAt ? 12_000 + talkSeconds * 1000 : 30_000)),
        talkSeconds,
        hasRecording: outcome === 'completed',
      });
      eventRows.push({ id: seedId(`call-event:${id}:ringing`), callId: id, event: 'ringing', occurredAt: new Date(startedAt + 3000) });
      const final = outcome === 'completed' ? 'answered' : outcome;
      eventRows.push({ id: seedId(`call-event:${id}:${final}`), callId: id, event: final, occurredAt: new Date(startedAt + 12_000) });
      if (answeredAt)
        eventRows.push({
          id: seedId(`call-event:${id}:completed`),
          callId: id,
          event: 'completed',
          occurredAt: new Date(startedAt + 12_000 + talkSeconds * 1000),
        });
    }
  });
  for (let i = 0; i < callRows.length; i += 500) await db.insert(calls).values(callRows.slice(i, i + 500));
  for (let i = 0; i < eventRows.length; i += 1000) await db.insert(callEvents).values(eventRows.slice(i, i + 1000));
}
