/**
 * talent (shared resume library part): sharing the firm's talent records with other firms, with
 * the candidate's consent on record, and the share search (spec 001 "Resume sharing and talent
 * library"). Taking a shared resume is POST /talentLibary/add/{commonUserId} (bindings.routes.ts).
 */
import {
  shareAddSchema,
  shareBatchAddSchema,
  shareBatchAnswerSchema,
  sharePageSchema,
  shareResultSchema,
  shareSearchSchema,
  shareUsersSchema,
} from '@hh/domain/talent/share.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/access';
import type { ConsultantActor } from '../../platform/actor';
import { envelopeOf, ok } from '../../platform/envelope';
import type { ShareLibraryService } from './share-library.service';

const consultant = { access: access.consultant() };
const me = (request: { actor: unknown }) => request.actor as ConsultantActor;

export const shareLibraryRoutes = (shares: ShareLibraryService): FastifyPluginAsyncZod =>
  async function shareLibrary(app) {
    app.post(
      '/api/shareResumeLibary/add/:id',
      {
        config: consultant,
        schema: { params: z.object({ id: z.string() }), body: shareAddSchema, response: { 200: envelopeOf(shareResultSchema) } },
      },
      async (request) => {
        const result = await shares.shareOne(me(request), request.params.id, request.body);
        return ok(result, result.message);
      },
    );
    app.post(
      '/api/shareResumeLibary/batchAdd',
      { config: consultant, schema: { body: shareBatchAddSchema, response: { 200: envelopeOf(shareBatchAnswerSchema) } } },
      async (request) => {
        const answer = await shares.shareMany(me(request), request.body.ids, request.body);
        return ok(answer, `已分享${answer.sharedCount}份，获得${answer.coinsEarned}个金币`);
      },
    );
    app.post(
      '/api/shareResumeLibary/list',
      { config: consultant, schema: { body: shareSearchSchema, response: { 200: envelopeOf(sharePageSchema) } } },
      async (request) => ok(await shares.search(me(request), request.body)),
    );
    app.get(
      '/api/usermanager/share/allUsers',
      { config: consultant, schema: { response: { 200: envelopeOf(shareUsersSchema) } } },
      async (request) => ok(await shares.sharers(me(request))),
    );
  };
