/**
 * Bindings (spec 000 §3/§4, docs/ARCHITECTURE.md › Bindings): a consultant's claim on a candidate taken from the
 * talent pool or the shared resume library into their talent library. The rules here decide
 * what an add answers; the server applies them under a lock on the person and the consultant.
 */

/** Outcomes of adding to the talent library (spec 000 §4). 10001 is what a row shows while it can still be added. */
export const TalentAddOutcome = {
  notAdded: 10001,
  occupied: 10002,
  maxReached: 10003,
  error: 10004,
} as const;
export type TalentAddOutcome = (typeof TalentAddOutcome)[keyof typeof TalentAddOutcome];

export const TALENT_ADD_OUTCOME_LABELS: Record<TalentAddOutcome, string> = {
  10001: '未添加',
  10002: '已被其他顾问占用',
  10003: '绑定人数已达上限：未推荐的绑定候选人最多90人',
  10004: '添加失败',
};

/** Release-list types (spec 000 §4): what a row of a pool or share list offers. */
export const ReleaseListType = { canAdd: 0, added: -1, occupied: -2 } as const;
export type ReleaseListType = (typeof ReleaseListType)[keyof typeof ReleaseListType];
export const RELEASE_LIST_TYPE_LABELS: Record<ReleaseListType, string> = { 0: '加入人才库', '-1': '已加入', '-2': '已被占用' };

/** Spec 000 §9: at most 90 unrecommended bound candidates by default (a firm may be given another limit). */
export const DEFAULT_MAX_UNRECOMMENDED = 90;
/** The bound list warns when this many places or fewer remain. */
export const DEFAULT_REMINDER_CAPACITY = 10;
/** Bound lists: 20 a page, like every candidate list (spec 000 §9). */
export const BINDING_PAGE_SIZE = 20;

export function maxReachedMessage(max: number): string {
  return `绑定人数已达上限：未推荐的绑定候选人最多${max}人`;
}

/** What is known about a person when a consultant asks to add them. */
export interface TalentAddFacts {
  /** In the talent pool or actively shared with consent: may be taken at all. */
  eligible: boolean;
  /** The caller already holds the person in their talent. */
  heldByCaller: boolean;
  /** Another consultant (of this or another firm) holds the person, a sharing firm's own record aside. */
  heldByOther: boolean;
  /** The caller's bound candidates not yet recommended. */
  unrecommended: number;
  maxUnrecommended: number;
}

export type TalentAddVerdict = { kind: 'add' } | { kind: 'already' } | { kind: 'refuse'; outcome: TalentAddOutcome; message: string };

/**
 * Decides an add, in this order: one the caller already holds is answered as added, without a
 * second binding or charge; one another consultant holds (a colleague too) is occupied (10002,
 * the other firm never named); a person who is not in the pool and not shared by another firm
 * cannot be added (10004); a caller at the limit of unrecommended bindings is refused (10003).
 */
export function decideTalentAdd(facts: TalentAddFacts): TalentAddVerdict {
  if (facts.heldByCaller) return { kind: 'already' };
  if (facts.heldByOther) return { kind: 'refuse', outcome: TalentAddOutcome.occupied, message: TALENT_ADD_OUTCOME_LABELS[10002] };
  if (!facts.eligible) return { kind: 'refuse', outcome: TalentAddOutcome.error, message: '添加失败：该候选人不在人才库或共享简历库中' };
  if (facts.unrecommended >= facts.maxUnrecommended) {
    return { kind: 'refuse', outcome: TalentAddOutcome.maxReached, message: maxReachedMessage(facts.maxUnrecommended) };
  }
  return { kind: 'add' };
}

/** The release-list type a row shows to a consultant (0 may add, -1 already added, -2 occupied). */
export function releaseListTypeOf(row: { heldByCaller: boolean; heldByOther: boolean }): ReleaseListType {
  if (row.heldByCaller) return ReleaseListType.added;
  if (row.heldByOther) return ReleaseListType.occupied;
  return ReleaseListType.canAdd;
}

/** Whether the bound list shows its reminder: few places left before the limit. */
export function showsCapacityReminder(unrecommended: number, max: number, reminderCapacity: number): boolean {
  return max - unrecommended <= reminderCapacity;
}
