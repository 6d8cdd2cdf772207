import type { ComplaintRecord } from '@hh/domain/complaints/complaint.schema';
import { maskName } from '@hh/domain/identity/real-name.schema';
import type { NamedCase } from './complaints.repository';

/** How a consultant sees the other firm's side of a case: never its firm or consultant by name. */
export const OTHER_FIRM = '某猎头公司';
export const OTHER_CONSULTANT = '对方顾问';

/**
 * A case row as the list and the detail show it; the candidate's name is masked (personal data).
 * With `viewerFirmId` (a consultant's view) a side of another firm is shown as 某猎头公司 · 对方顾问,
 * as the rest of the product never names another firm's consultants; the platform's view names both.
 */
export function toRecord(row: NamedCase, viewerFirmId?: string): ComplaintRecord {
  const c = row.c;
  const hideComplainant = viewerFirmId !== undefined && c.complainantFirmId !== viewerFirmId;
  const hideDefendant = viewerFirmId !== undefined && c.defendantFirmId !== viewerFirmId;
  return {
    id: c.id,
    type: c.type,
    state: c.state,
    orderId: c.orderId,
    positionId: c.positionId,
    projectId: c.projectId,
    candidateId: c.candidateId,
    candidateName: maskName(c.candidateName),
    positionName: c.positionName,
    complainantName: hideComplainant ? OTHER_CONSULTANT : row.complainantName,
    complainantFirm: hideComplainant ? OTHER_FIRM : row.complainantFirm,
    defendantName: hideDefendant ? OTHER_CONSULTANT : row.defendantName,
    defendantFirm: hideDefendant ? OTHER_FIRM : row.defendantFirm,
    content: c.content,
    createTime: c.createdAt.getTime(),
    feedbackTime: c.feedbackAt.getTime(),
    deadline: c.deadlineAt.getTime(),
  };
}

export const EVENT_LABELS: Record<string, string> = {
  filed: '发起投诉',
  edited: '投诉方补充修改',
  answered: '被投诉方提交答辩',
  agreed: '被投诉方认可投诉',
  overdue: '答辩超时',
  revoked: '投诉方撤销投诉',
  upheld: '平台裁定：投诉成立',
  dismissed: '平台裁定：投诉不成立',
};

/** Which side each timeline event is done by, so a consultant's view can leave the other firm's names out. */
export const EVENT_SIDE: Record<string, 'complainant' | 'defendant' | 'platform'> = {
  filed: 'complainant',
  edited: 'complainant',
  revoked: 'complainant',
  answered: 'defendant',
  agreed: 'defendant',
  overdue: 'platform',
  upheld: 'platform',
  dismissed: 'platform',
};

/** Who did a timeline event, as the viewer may see it (see toRecord). */
export function eventActor(row: NamedCase, event: { kind: string; actorName: string }, viewerFirmId?: string): string {
  if (viewerFirmId === undefined) return event.actorName;
  const side = EVENT_SIDE[event.kind];
  if (side === 'complainant' && row.c.complainantFirmId !== viewerFirmId) return '投诉方';
  if (side === 'defendant' && row.c.defendantFirmId !== viewerFirmId) return '被投诉方';
  return event.actorName;
}

export function toFile(f: { id: string; name: string; size: number }) {
  return { id: f.id, name: f.name, size: f.size };
}
