/** positions (console): the position editor, publishing and closing, and the resume sample PDF. */
import { ApiState } from '@hh/domain/api/api-state';
import { consolePositionEndpoints as api } from '@hh/domain/positions/console-positions.endpoints';
import { ok } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import type { Router } from '../../platform/route';
import { type OpsPositionsService, RESUME_SAMPLE_MAX_BYTES } from './ops-positions.service';
import { sendPdf } from './pdf-reply';

export function opsPositionsRoutes(router: Router, service: OpsPositionsService): void {
  router.staff(api.list, async ({ query }) => ok(await service.list(query)), 'projects');
  router.staff(api.get, async ({ params }) => ok(await service.get(params.id)), 'projects');
  router.staff(api.create, async ({ body }) => ok(await service.create(body), '职位已保存为草稿'), 'projects');
  router.staff(
    api.update,
    async ({ params, body }) => {
      await service.update(params.id, body);
      return ok(null, '职位已保存');
    },
    'projects',
  );
  router.staff(
    api.publish,
    async ({ params }) => {
      await service.publish(params.id);
      return ok(null, '职位已发布');
    },
    'projects',
  );
  router.staff(
    api.close,
    async ({ params }) => {
      await service.close(params.id);
      return ok(null, '职位已关闭');
    },
    'projects',
  );

  // The resume sample: one PDF per position, multipart field `file` (the multipart parser is
  // registered once, in app.ts); the part's own limit bounds the upload.
  router.staff(
    api.uploadSample,
    async ({ params, request }) => {
      if (!request.isMultipart()) throw new AppError(ApiState.badRequest, '请选择要上传的简历样本');
      const part = await request.file({ limits: { fileSize: RESUME_SAMPLE_MAX_BYTES, files: 1 } });
      if (!part) throw new AppError(ApiState.badRequest, '请选择要上传的简历样本');
      const content = await part.toBuffer();
      await service.uploadSample(params.id, content, part.file.truncated);
      return ok(null, '简历样本已上传');
    },
    'projects',
  );
  router.staff(api.sample, async ({ params, reply }) => sendPdf(reply, await service.sample(params.id)), 'projects');
  router.staff(
    api.removeSample,
    async ({ params }) => {
      await service.removeSample(params.id);
      return ok(null, '简历样本已删除');
    },
    'projects',
  );
}
