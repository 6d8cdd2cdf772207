/** positions (console): employer projects and the staff who run them — for the platform's admin, PMs and assistants. */
import {
  createdIdSchema,
  opsProjectListQuerySchema,
  opsProjectPageSchema,
  opsProjectRowSchema,
  staffOptionSchema,
  staffQuerySchema,
} from '@hh/domain/positions/ops.schema';
import { projectFormSchema } from '@hh/domain/positions/position.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/access';
import { envelopeOf, ok } from '../../platform/envelope';
import type { OpsProjectsService } from './ops-projects.service';

export const POSITION_STAFF = access.staff(['admin', 'pm', 'assistant']);
const staff = { access: POSITION_STAFF };
const idParam = z.object({ id: z.string().max(40) });

export const opsProjectsRoutes = (service: OpsProjectsService): FastifyPluginAsyncZod =>
  async function opsProjects(app) {
    app.get(
      '/api/ops/staff',
      { config: staff, schema: { querystring: staffQuerySchema, response: { 200: envelopeOf(z.array(staffOptionSchema)) } } },
      async (request) => ok(await service.staff(request.query.role)),
    );

    app.get(
      '/api/ops/projects',
      { config: staff, schema: { querystring: opsProjectListQuerySchema, response: { 200: envelopeOf(opsProjectPageSchema) } } },
      async (request) => ok(await service.list(request.query)),
    );
    app.get(
      '/api/ops/projects/:id',
      { config: staff, schema: { params: idParam, response: { 200: envelopeOf(opsProjectRowSchema) } } },
      async (request) => ok(await service.get(request.params.id)),
    );
    app.post(
      '/api/ops/projects',
      { config: staff, schema: { body: projectFormSchema, response: { 200: envelopeOf(createdIdSchema) } } },
      async (request) => ok(await service.create(request.body), '项目已创建'),
    );
    app.put('/api/ops/projects/:id', { config: staff, schema: { params: idParam, body: projectFormSchema } }, async (request) => {
      await service.update(request.params.id, request.body);
      return ok(null, '项目已保存');
    });
    app.post('/api/ops/projects/:id/close', { config: staff, schema: { params: idParam } }, async (request) => {
      await service.setState(request.params.id, 'closed');
      return ok(null, '项目已结束，其招聘中的职位已关闭');
    });
    app.post('/api/ops/projects/:id/open', { config: staff, schema: { params: idParam } }, async (request) => {
      await service.setState(request.params.id, 'active');
      return ok(null, '项目已重新开启');
    });
  };
