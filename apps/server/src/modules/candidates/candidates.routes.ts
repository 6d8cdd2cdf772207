/**
 * candidates: people and their online resumes, and each firm's talent (its records of them).
 * Owns talent management (usermanager/*), the online resume and its modules (candidate/*),
 * duplicate checks, intention, and the audited reveal of personal data (sensitive/data/view).
 */

import { expectsSchema } from '@hh/domain/candidates/resume.schema';
import { resumeDetailSchema } from '@hh/domain/candidates/resume-detail.schema';
import {
  changeOwnerSchema,
  createCandidateSchema,
  duplicateAnswerSchema,
  remarkSchema,
  sensitiveViewSchema,
  talentListQuerySchema,
  talentPageSchema,
  talentTabCountSchema,
  updateSourceSchema,
  visitEditSchema,
} from '@hh/domain/candidates/talent.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/access';
import type { ConsultantActor } from '../../platform/actor';
import { envelopeOf, ok } from '../../platform/envelope';
import type { CandidatesService } from './candidates.service';
import type { DisclosureService } from './disclosure.service';

const consultant = { access: access.consultant() };
const leaders = { access: access.consultant([20, 25, 30]) };
const json = (v: string) => v.replace(/\.json$/, '');
const me = (request: { actor: unknown }) => request.actor as ConsultantActor;
const idParam = z.object({ id: z.string() });
const versionQuery = z.object({ version: z.coerce.number().int().positive().optional() });
const tabCountQuery = z.object({
  hunterIds: talentListQuerySchema.shape.hunterIds,
  keyword: talentListQuerySchema.shape.keyword,
});

export const candidatesRoutes = (service: CandidatesService, disclosure: DisclosureService): FastifyPluginAsyncZod =>
  async function candidates(app) {
    // Talent management lists: my own, and the group's or firm's by role (spec 000 §6).
    app.get(
      '/api/usermanager/myUsers',
      { config: consultant, schema: { querystring: talentListQuerySchema, response: { 200: envelopeOf(talentPageSchema) } } },
      async (request) => ok(await service.list(me(request), request.query, false)),
    );
    app.get(
      '/api/usermanager/allUsers',
      { config: leaders, schema: { querystring: talentListQuerySchema, response: { 200: envelopeOf(talentPageSchema) } } },
      async (request) => ok(await service.list(me(request), request.query, true)),
    );
    app.get(
      '/api/usermanager/myTabCount',
      { config: consultant, schema: { querystring: tabCountQuery, response: { 200: envelopeOf(talentTabCountSchema) } } },
      async (request) => ok(await service.tabCounts(me(request), false, undefined, request.query.keyword)),
    );
    app.get(
      '/api/usermanager/tabCount',
      { config: leaders, schema: { querystring: tabCountQuery, response: { 200: envelopeOf(talentTabCountSchema) } } },
      async (request) => ok(await service.tabCounts(me(request), true, request.query.hunterIds, request.query.keyword)),
    );

    app.delete('/api/usermanager/delete/:id', { config: consultant, schema: { params: idParam } }, async (request) => {
      await service.remove(me(request), request.params.id);
      return ok(null, '已从人才库删除');
    });
    app.post('/api/usermanager/update/source', { config: consultant, schema: { body: updateSourceSchema } }, async (request) => {
      await service.setSource(me(request), request.body.id, request.body.source);
      return ok(null, '来源已更新');
    });
    app.post('/api/usermanager/remark', { config: consultant, schema: { body: remarkSchema } }, async (request) => {
      await service.setRemark(me(request), request.body.id, request.body.remark);
      return ok(null, '备注已保存');
    });

    app.get(
      '/api/usermanager/candidate/visit/get',
      { config: consultant, schema: { querystring: z.object({ userId: z.string() }) } },
      async (request) => ok(await service.visits(me(request), request.query.userId)),
    );
    app.post('/api/usermanager/candidate/visit/edit', { config: consultant, schema: { body: visitEditSchema } }, async (request) => {
      await service.editVisit(me(request), request.body);
      return ok(null, '沟通记录已保存');
    });

    app.get(
      '/api/usermanager/innerConsultant/get',
      { config: consultant, schema: { querystring: z.object({ userId: z.string() }) } },
      async (request) => ok(await service.owner(me(request), request.query.userId)),
    );
    app.post('/api/usermanager/innerConsultant/change', { config: leaders, schema: { body: changeOwnerSchema } }, async (request) =>
      ok(await service.changeOwner(me(request), request.body.id, request.body.ownerId), '已转交给该顾问'),
    );

    app.get(
      '/api/usermanager/check/:commonUserId',
      {
        config: consultant,
        schema: { params: z.object({ commonUserId: z.string() }), response: { 200: envelopeOf(duplicateAnswerSchema) } },
      },
      async (request) => ok(await service.check(me(request), request.params.commonUserId)),
    );
    app.get(
      '/api/duplicate/:type/:value',
      {
        config: consultant,
        schema: {
          params: z.object({ type: z.string(), value: z.string().max(100) }),
          response: { 200: envelopeOf(duplicateAnswerSchema) },
        },
      },
      async (request) => ok(await service.duplicate(me(request), request.params.type, json(request.params.value))),
    );

    app.post('/api/candidate/create.json', { config: consultant, schema: { body: createCandidateSchema } }, async (request) =>
      ok(await service.create(me(request), request.body), '候选人已保存到人才库'),
    );

    // The online resume (spec 000 §7 Candidate): the full view, the share view, module writes.
    app.get(
      '/api/candidate/:commonUserId',
      { config: consultant, schema: { params: z.object({ commonUserId: z.string() }), response: { 200: envelopeOf(resumeDetailSchema) } } },
      async (request) => ok(await service.detail(me(request), json(request.params.commonUserId), 'full')),
    );
    app.get(
      '/api/share/candidate/:commonUserId',
      { config: consultant, schema: { params: z.object({ commonUserId: z.string() }), response: { 200: envelopeOf(resumeDetailSchema) } } },
      async (request) => ok(await service.detail(me(request), json(request.params.commonUserId), 'share')),
    );
    app.post(
      '/api/candidate/pictureWorkShow/:commonResumeId',
      {
        config: consultant,
        schema: { params: z.object({ commonResumeId: z.string() }), body: z.object({ show: z.boolean({ error: '请指定是否展示作品' }) }) },
      },
      async (request) =>
        ok(await service.setPictureWorkShow(me(request), json(request.params.commonResumeId), request.body.show), '已保存'),
    );
    app.post(
      '/api/candidate/labels/:userId',
      {
        config: consultant,
        schema: { params: z.object({ userId: z.string() }), body: z.object({ labels: z.array(z.string().max(20)).max(100) }) },
      },
      async (request) => ok(await service.setLabels(me(request), json(request.params.userId), request.body.labels), '标签已保存'),
    );
    app.post(
      '/api/candidate/:target/:userId',
      { config: consultant, schema: { params: z.object({ target: z.string(), userId: z.string() }), querystring: versionQuery } },
      async (request) =>
        ok(
          await service.saveSection(me(request), request.params.target, json(request.params.userId), request.body, request.query.version),
          '已保存',
        ),
    );
    app.delete(
      '/api/candidate/:target/:userId/:entryId',
      {
        config: consultant,
        schema: { params: z.object({ target: z.string(), userId: z.string(), entryId: z.string() }), querystring: versionQuery },
      },
      async (request) =>
        ok(
          await service.deleteEntry(
            me(request),
            request.params.target,
            request.params.userId,
            json(request.params.entryId),
            request.query.version,
          ),
          '已删除',
        ),
    );

    // The Word resume (reused by order resume downloads): contacts only with contact=1, audited.
    app.get(
      '/api/candidate/word/:commonUserId',
      {
        config: consultant,
        schema: { params: z.object({ commonUserId: z.string() }), querystring: z.object({ contact: z.enum(['0', '1']).default('0') }) },
      },
      async (request, reply) => {
        const word = await disclosure.wordResume(me(request), json(request.params.commonUserId), request.query.contact === '1', request.ip);
        reply.header('content-type', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');
        reply.header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(word.fileName)}`);
        return reply.send(word.buffer);
      },
    );

    app.get(
      '/api/usermanager/getIntention/:id',
      { config: consultant, schema: { params: idParam, response: { 200: envelopeOf(expectsSchema) } } },
      async (request) => ok(await service.intention(me(request), request.params.id)),
    );
    app.post(
      '/api/usermanager/setIntention/:commonUserId',
      { config: consultant, schema: { params: z.object({ commonUserId: z.string() }) } },
      async (request) => ok(await service.setIntention(me(request), request.params.commonUserId, request.body), '求职意向已保存'),
    );

    app.post(
      '/api/sensitive/data/view',
      { config: consultant, schema: { body: sensitiveViewSchema, response: { 200: envelopeOf(z.object({ value: z.string() })) } } },
      async (request) => ok(await disclosure.reveal(me(request), request.body.commonUserId, request.body.type, request.ip)),
    );
  };
