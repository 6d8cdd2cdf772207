/**
 * complaints: complaint cases between firms (spec 000 §3–§5, §7 Complaints; spec 001 › Platform
 * rules) — filing, editing, revoking, the defendant's answer with evidence or admission, the
 * 24-hour overdue job, the console's judging with the evidence bundle, the penalties of upheld
 * cases and the ban the orders module checks, the daily performance check and its deposits. Owns
 * complaint_cases, complaint_files, complaint_events, complaint_penalties and performance_checks; orders are read through ComplaintOrdersPort.
 */

import { ApiState } from '@hh/domain/api/api-state';
import { complaintEndpoints as api } from '@hh/domain/complaints/complaints.endpoints';
import { confirmRecommendEndpoints as confirm } from '@hh/domain/complaints/confirm-recommend';
import { opsComplaintEndpoints as ops } from '@hh/domain/complaints/ops-complaints.endpoints';
import { opsPerformanceEndpoints as perf } from '@hh/domain/complaints/ops-performance.endpoints';
import { ok } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { sendFile } from '../../platform/file-reply';
import type { Router } from '../../platform/route';
import type { ComplaintFilesService } from './complaint-files.service';
import type { ComplaintsService } from './complaints.service';
import type { ConfirmationsService } from './confirmations.service';
import type { OpsComplaintsService } from './ops-complaints.service';
import type { PenaltiesService } from './penalties.service';

export function complaintsRoutes(
  router: Router,
  s: {
    cases: ComplaintsService;
    files: ComplaintFilesService;
    ops: OpsComplaintsService;
    penalties: PenaltiesService;
    confirmations: ConfirmationsService;
  },
): void {
  router.consultant(api.create, async ({ actor, body }) => ok(await s.cases.create(actor, body), '投诉已提交，等待被投诉方答辩'));
  router.consultant(api.edit, async ({ actor, body }) => {
    await s.cases.edit(actor, body);
    return ok(null, '投诉已修改，被投诉方的24小时答辩期重新计算');
  });
  router.consultant(api.list, async ({ actor, query }) => ok(await s.cases.list(actor, query)));
  router.consultant(api.detail, async ({ actor, query }) => ok(await s.cases.detail(actor, query.id)));
  router.consultant(api.revoke, async ({ actor, query }) => {
    await s.cases.revoke(actor, query.id);
    return ok(null, '投诉已撤销');
  });
  router.consultant(api.agree, async ({ actor, query }) => {
    await s.cases.agree(actor, query.id);
    return ok(null, '已认可投诉，等待平台确认处理');
  });
  router.consultant(api.tips, async ({ actor }) => ok(await s.cases.tips(actor)));
  // Blind-push tips: orders that became a confirmed blind push, or still wait for their candidate's confirmation.
  router.consultant(api.blindPushTips, async ({ actor }) => {
    const [upheld, waiting] = await Promise.all([s.cases.upheldBlindPushOrders(actor), s.confirmations.awaitingConfirmation(actor.userId)]);
    return ok({ tipsCount: new Set([...upheld, ...waiting]).size });
  });
  router.consultant(api.standing, async ({ actor }) => ok(await s.penalties.standing(actor)));
  router.consultant(api.targets, async ({ actor, query }) => ok(await s.cases.targets(actor, query)));
  router.consultant(api.answer, async ({ actor, body }) => {
    await s.cases.answer(actor, body);
    return ok(null, '答辩已提交，等待平台裁定');
  });
  router.consultant(api.uploadFile, async ({ actor, request }) => {
    if (!request.isMultipart()) throw new AppError(ApiState.badRequest, '请选择要上传的证据文件');
    const part = await request.file();
    if (!part) throw new AppError(ApiState.badRequest, '请选择要上传的证据文件');
    const buffer = await part.toBuffer();
    return ok(await s.files.upload(actor, part.filename || '证据', buffer, part.file.truncated), '证据已上传');
  });
  router.consultant(api.file, async ({ actor, query, reply }) => {
    const { row } = await s.cases.visible(actor, query.id);
    return sendFile(reply, await s.files.open(row.c.id, query.fileId));
  });

  // The candidate's public page behind the confirmation link: the token is the only credential.
  router.public(confirm.info, async ({ query }) => ok(await s.confirmations.info(query.token)));
  router.public(confirm.confirm, async ({ body }) => ok(await s.confirmations.confirm(body.token), '已确认，感谢您的配合'));

  router.staff(ops.list, async ({ query }) => ok(await s.ops.list(query.view, query.pageNum, query.pageSize)), 'complaints');
  router.staff(ops.detail, async ({ query }) => ok(await s.ops.detail(query.id)), 'complaints');
  router.staff(
    ops.judge,
    async ({ actor, body, audit }) => {
      const verdict = await s.ops.judge(actor, body);
      audit.object('complaintCase', verdict.caseId);
      audit.change(verdict.before, verdict.after);
      return ok(null, body.upheld ? '已裁定投诉成立' : '已裁定投诉不成立');
    },
    'complaints',
  );
  router.staff(ops.file, async ({ query, reply }) => sendFile(reply, await s.files.open(query.id, query.fileId)), 'complaints');

  // The performance check's deposits: the finance side records payments (console-access: deposits).
  const performance = s.penalties.performance;
  router.staff(perf.list, async ({ query }) => ok(await performance.list(query.view, query.pageNo, query.pageSize)), 'deposits');
  router.staff(
    perf.pay,
    async ({ actor, body, audit }) => {
      const { before, after } = await performance.pay(actor, body);
      audit.object('performanceCheck', after.id);
      audit.change(
        { stateLabel: before.stateLabel, paidAt: before.paidAt, banUntil: before.banUntil, heldFen: before.heldFen },
        {
          stateLabel: after.stateLabel,
          paidAt: after.paidAt,
          banUntil: after.banUntil,
          heldFen: after.heldFen,
          amountFen: after.amountFen,
          note: body.note,
        },
      );
      return ok(after, '保证金缴纳已登记，已转入该公司保证金账户');
    },
    'deposits',
  );
  router.staff(
    perf.run,
    async ({ audit }) => {
      const result = await performance.run();
      // A run of the daily check by hand: what it found is the write (failures recorded, deposits forfeited, bans set).
      audit.object('performanceRun', null);
      audit.change(null, result);
      return ok(result, result.failed.length ? `考核完成，${result.failed.length}家公司未通过` : '考核完成，没有新的未通过公司');
    },
    'deposits',
  );
}
