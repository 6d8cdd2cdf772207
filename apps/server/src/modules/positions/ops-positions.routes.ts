/** positions (console): the position editor, publishing and closing, and the resume sample PDF. */
import { ApiState } from '@hh/domain/api/api-state';
import {
  createdIdSchema,
  opsPositionDetailSchema,
  opsPositionListQuerySchema,
  opsPositionPageSchema,
} from '@hh/domain/positions/ops.schema';
import { positionWriteSchema } from '@hh/domain/positions/position.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { type OpsPositionsService, RESUME_SAMPLE_MAX_BYTES } from './ops-positions.service';
import { POSITION_STAFF } from './ops-projects.routes';
import { sendPdf } from './pdf-reply';

const staff = { access: POSITION_STAFF };
const idParam = z.object({ id: z.string().max(40) });

export const opsPositionsRoutes = (service: OpsPositionsService): FastifyPluginAsyncZod =>
  async function opsPositions(app) {
    app.get(
      '/api/ops/positions',
      { config: staff, schema: { querystring: opsPositionListQuerySchema, response: { 200: envelopeOf(opsPositionPageSchema) } } },
      async (request) => ok(await service.list(request.query)),
    );
    app.get(
      '/api/ops/positions/:id',
      { config: staff, schema: { params: idParam, response: { 200: envelopeOf(opsPositionDetailSchema) } } },
      async (request) => ok(await service.get(request.params.id)),
    );
    app.post(
      '/api/ops/positions',
      { config: staff, schema: { body: positionWriteSchema, response: { 200: envelopeOf(createdIdSchema) } } },
      async (request) => ok(await service.create(request.body), '职位已保存为草稿'),
    );
    app.put('/api/ops/positions/:id', { config: staff, schema: { params: idParam, body: positionWriteSchema } }, async (request) => {
      await service.update(request.params.id, request.body);
      return ok(null, '职位已保存');
    });
    app.post('/api/ops/positions/:id/publish', { config: staff, schema: { params: idParam } }, async (request) => {
      await service.publish(request.params.id);
      return ok(null, '职位已发布');
    });
    app.post('/api/ops/positions/:id/close', { config: staff, schema: { params: idParam } }, async (request) => {
      await service.close(request.params.id);
      return ok(null, '职位已关闭');
    });

    // The resume sample: one PDF per position, multipart field `file` (the multipart parser is registered once, in app.ts).
    app.post(
      '/api/ops/positions/:id/resumeSample',
      { config: staff, bodyLimit: RESUME_SAMPLE_MAX_BYTES + 64 * 1024, schema: { params: idParam } },
      async (request) => {
        if (!request.isMultipart()) throw new AppError(ApiState.badRequest, '请选择要上传的简历样本');
        const part = await request.file({ limits: { fileSize: RESUME_SAMPLE_MAX_BYTES, files: 1 } });
        if (!part) throw new AppError(ApiState.badRequest, '请选择要上传的简历样本');
        const content = await part.toBuffer();
        await service.uploadSample(request.params.id, content, part.file.truncated);
        return ok(null, '简历样本已上传');
      },
    );
    app.get('/api/ops/positions/:id/resumeSample', { config: staff, schema: { params: idParam } }, async (request, reply) =>
      sendPdf(reply, await service.sample(request.params.id)),
    );
    app.delete('/api/ops/positions/:id/resumeSample', { config: staff, schema: { params: idParam } }, async (request) => {
      await service.removeSample(request.params.id);
      return ok(null, '简历样本已删除');
    });
  };
