/** positions (console): the position editor, publishing and closing, and the resume sample PDF. */
import { ApiState } from '@hh/domain/api/api-state';
import { consolePositionEndpoints as api } from '@hh/domain/positions/console-positions.endpoints';
import { ok } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import type { Router } from '../../platform/route';
import { changedFields } from '../../platform/staff-audit';
import { type OpsPositionsService, RESUME_SAMPLE_MAX_BYTES } from './ops-positions.service';
import { sendPdf } from './pdf-reply';

export function opsPositionsRoutes(router: Router, service: OpsPositionsService): void {
  router.staff(api.list, async ({ query }) => ok(await service.list(query)), 'projects');
  router.staff(api.get, async ({ params }) => ok(await service.get(params.id)), 'projects');
  router.staff(
    api.create,
    async ({ body, audit }) => {
      const { id, values } = await service.create(body);
      audit.object('position', id);
      // The resume template is a form definition, not a fact of the position: left out of the trail.
      const { template: _, ...facts } = values;
      audit.change(null, { ...facts, state: 'draft' });
      return ok({ id }, '职位已保存为草稿');
    },
    'projects',
  );
  router.staff(
    api.update,
    async ({ params, body, audit }) => {
      const { before, after } = await service.update(params.id, body);
      audit.object('position', params.id);
      audit.change(...changedFields(before, after));
      return ok(null, '职位已保存');
    },
    'projects',
  );
  router.staff(
    api.publish,
    async ({ params, audit }) => {
      const { from } = await service.publish(params.id);
      audit.object('position', params.id);
      audit.change({ state: from }, { state: 'recruiting' });
      return ok(null, '职位已发布');
    },
    'projects',
  );
  router.staff(
    api.close,
    async ({ params, audit }) => {
      const { from } = await service.close(params.id);
      audit.object('position', params.id);
      audit.change({ state: from }, { state: 'closed' });
      return ok(null, '职位已关闭');
    },
    'projects',
  );

  // The resume sample: one PDF per position, multipart field `file` (the multipart parser is
  // registered once, in app.ts); the part's own limit bounds the upload.
  router.staff(
    api.uploadSample,
    async ({ params, request, audit }) => {
      if (!request.isMultipart()) throw new AppError(ApiState.badRequest, '请选择要上传的简历样本');
      const part = await request.file({ limits: { fileSize: RESUME_SAMPLE_MAX_BYTES, files: 1 } });
      if (!part) throw new AppError(ApiState.badRequest, '请选择要上传的简历样本');
      const content = await part.toBuffer();
      const { replaced } = await service.uploadSample(params.id, content, part.file.truncated);
      audit.object('position', params.id);
      audit.change({ resumeSample: replaced }, { resumeSample: true, fileName: part.filename, bytes: content.length });
      return ok(null, '简历样本已上传');
    },
    'projects',
  );
  router.staff(api.sample, async ({ params, reply }) => sendPdf(reply, await service.sample(params.id)), 'projects');
  router.staff(
    api.removeSample,
    async ({ params, audit }) => {
      await service.removeSample(params.id);
      audit.object('position', params.id);
      audit.change({ resumeSample: true }, { resumeSample: false });
      return ok(null, '简历样本已删除');
    },
    'projects',
  );
}
