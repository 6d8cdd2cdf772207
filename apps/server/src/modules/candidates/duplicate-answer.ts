import type { DuplicateAnswer } from '@hh/domain/candidates/talent.schema';
import type { ConsultantActor } from '../../platform/actor';
import type { CandidatesRepository } from './candidates.repository';

type Holders = Awaited<ReturnType<CandidatesRepository['whoHas']>>;

/**
 * What a duplicate check tells the consultant about the firms holding a person: their own talent,
 * a colleague's, another firm's (never named), or free on the platform.
 */
export function describeHolders(actor: Pick<ConsultantActor, 'firmId' | 'userId'>, holders: Holders): DuplicateAnswer {
  const first = holders[0];
  if (!first)
    return { exists: false, status: 'none', message: '未找到重复候选人，可以保存', commonUserId: null, userId: null, ownerName: null };
  const mine = holders.find((h) => h.firmId === actor.firmId);
  if (mine?.candidateId) {
    const own = mine.ownerId === actor.userId;
    return {
      exists: true,
      status: own ? 'mine' : 'firm',
      message: own ? '该候选人已在您的人才库中' : `该候选人已在本公司人才库中（顾问：${mine.ownerName}）`,
      commonUserId: first.personId,
      userId: own ? mine.candidateId : null,
      ownerName: mine.ownerName,
    };
  }
  if (holders.some((h) => h.candidateId)) {
    return {
      exists: true,
      status: 'occupied',
      message: '该候选人已被其他公司的顾问绑定，暂不能添加',
      commonUserId: null,
      userId: null,
      ownerName: null,
    };
  }
  return {
    exists: true,
    status: 'free',
    message: '平台已有该候选人的简历，保存后将加入您的人才库',
    commonUserId: first.personId,
    userId: null,
    ownerName: null,
  };
}
