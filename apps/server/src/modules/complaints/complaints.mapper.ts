import type { ComplaintRecord } from '@hh/domain/complaints/complaint.schema';
import { maskName } from '@hh/domain/identity/real-name.schema';
import type { NamedCase } from './complaints.repository';

/** A case row as the list and the detail show it; the candidate's name is masked (personal data). */
export function toRecord(row: NamedCase): ComplaintRecord {
  const c = row.c;
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
    complainantName: row.complainantName,
    complainantFirm: row.complainantFirm,
    defendantName: row.defendantName,
    defendantFirm: row.defendantFirm,
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

export function toFile(f: { id: string; name: string; size: number }) {
  return { id: f.id, name: f.name, size: f.size };
}
