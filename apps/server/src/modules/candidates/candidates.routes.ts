/**
 * candidates: people and their online resumes, and each firm's talent (its records of them).
 * Owns talent management (usermanager/*), the online resume and its modules (candidate/*),
 * duplicate checks, intention, and the audited reveal of personal data (sensitive/data/view).
 */

import { RoleCode } from '@hh/domain/accounts/role';
import { candidateEndpoints as api } from '@hh/domain/candidates/candidates.endpoints';
import { ok } from '../../platform/envelope';
import { DOCX_TYPE } from '../../platform/file-reply';
import type { Router } from '../../platform/route';
import type { CandidatesService } from './candidates.service';
import type { DisclosureService } from './disclosure.service';

const json = (v: string) => v.replace(/\.json$/, '');
const LEADER_ROLES = [RoleCode.teamLeader, RoleCode.cityLeader, RoleCode.manager];

export function candidatesRoutes(router: Router, service: CandidatesService, disclosure: DisclosureService): void {
  // Talent management lists: my own, and the group's or firm's by role (spec 000 §6).
  router.consultant(api.myList, async ({ actor, scope, query }) => ok(await service.list(actor, scope, query, false)));
  router.consultant(api.allList, async ({ actor, scope, query }) => ok(await service.list(actor, scope, query, true)), LEADER_ROLES);
  router.consultant(api.myTabCount, async ({ actor, scope, query }) =>
    ok(await service.tabCounts(actor, scope, false, undefined, query.keyword)),
  );
  router.consultant(
    api.allTabCount,
    async ({ actor, scope, query }) => ok(await service.tabCounts(actor, scope, true, query.hunterIds, query.keyword)),
    LEADER_ROLES,
  );

  router.consultant(api.remove, async ({ scope, params }) => {
    await service.remove(scope, params.id);
    return ok(null, '已从人才库删除');
  });
  router.consultant(api.setSource, async ({ scope, body }) => {
    await service.setSource(scope, body.id, body.source);
    return ok(null, '来源已更新');
  });
  router.consultant(api.setRemark, async ({ scope, body }) => {
    await service.setRemark(scope, body.id, body.remark);
    return ok(null, '备注已保存');
  });

  router.consultant(api.visits, async ({ scope, query }) => ok(await service.visits(scope, query.userId)));
  router.consultant(api.editVisit, async ({ actor, scope, body }) => {
    await service.editVisit(actor, scope, body);
    return ok(null, '沟通记录已保存');
  });

  router.consultant(api.owner, async ({ scope, query }) => ok(await service.owner(scope, query.userId)));
  router.consultant(
    api.changeOwner,
    async ({ actor, scope, body }) => ok(await service.changeOwner(actor, scope, body.id, body.ownerId), '已转交给该顾问'),
    LEADER_ROLES,
  );

  router.consultant(api.check, async ({ actor, params }) => ok(await service.check(actor, params.commonUserId)));
  router.consultant(api.duplicate, async ({ actor, params }) => ok(await service.duplicate(actor, params.type, json(params.value))));

  router.consultant(api.create, async ({ actor, body }) => ok(await service.create(actor, body), '候选人已保存到人才库'));

  // The online resume (spec 000 §7 Candidate): the full view, the share view, module writes.
  router.consultant(api.detail, async ({ actor, scope, params }) =>
    ok(await service.detail(actor, scope, json(params.commonUserId), 'full')),
  );
  router.consultant(api.shareDetail, async ({ actor, scope, params }) =>
    ok(await service.detail(actor, scope, json(params.commonUserId), 'share')),
  );
  router.consultant(api.pictureWorkShow, async ({ scope, params, body }) =>
    ok(await service.setPictureWorkShow(scope, json(params.commonResumeId), body.show), '已保存'),
  );
  router.consultant(api.setLabels, async ({ scope, params, body }) =>
    ok(await service.setLabels(scope, json(params.userId), body.labels), '标签已保存'),
  );
  router.consultant(api.saveSection, async ({ scope, params, query, body }) =>
    ok(await service.saveSection(scope, params.target, json(params.userId), body, query.version), '已保存'),
  );
  router.consultant(api.deleteEntry, async ({ scope, params, query }) =>
    ok(await service.deleteEntry(scope, params.target, params.userId, json(params.entryId), query.version), '已删除'),
  );

  // The Word resume (reused by order resume downloads): contacts only with contact=1, audited.
  router.consultant(api.word, async ({ actor, scope, params, query, request, reply }) => {
    const word = await disclosure.wordResume(actor, scope, json(params.commonUserId), query.contact === '1', request.ip);
    reply.header('content-type', DOCX_TYPE);
    reply.header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(word.fileName)}`);
    return reply.send(word.buffer);
  });

  router.consultant(api.intention, async ({ scope, params }) => ok(await service.intention(scope, params.id)));
  router.consultant(api.setIntention, async ({ scope, params, body }) =>
    ok(await service.setIntention(scope, params.commonUserId, body), '求职意向已保存'),
  );

  router.consultant(api.revealSensitive, async ({ actor, scope, body, request }) =>
    ok(await disclosure.reveal(actor, scope, body.commonUserId, body.type, request.ip)),
  );
}
