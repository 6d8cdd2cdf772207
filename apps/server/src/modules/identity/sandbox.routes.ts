/**
 * The sandbox providers' own pages (outside /api: a phone opens them from a link or a QR code,
 * with no session and no request-time stamp, as it would a real provider's page):
 * - /sandbox/face/{certifyId}: the face step of real-name verification, with 通过 / 不通过;
 * - /sandbox/qy/bind?ticket=: the messenger's scan confirmation, which posts the signed callback;
 * - /callback/qy/weChat/bind: that callback, checked and applied by the messenger service.
 * Registered only while the sandbox providers are in use.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { access } from '../../platform/access';
import type { SandboxFaceProvider } from './face-provider';
import type { MessengerService } from './messenger.service';
import type { RealNameService } from './real-name.service';
import { escapeHtml as h, renderSandboxPage, type SandboxPage } from './sandbox-page';

function send(reply: FastifyReply, page: SandboxPage, status = 200) {
  reply.header('cache-control', 'no-store');
  reply.header('content-type', 'text/html; charset=utf-8');
  reply.header('x-robots-tag', 'noindex');
  return reply.status(status).send(renderSandboxPage(page));
}

const CERTIFY_ID_RE = /^[A-Za-z0-9_-]{8,80}$/;

export const sandboxRoutes = (deps: {
  face: SandboxFaceProvider;
  realName: RealNameService;
  messenger: MessengerService;
}): FastifyPluginAsync =>
  async function sandbox(app) {
    // The pages' forms post url-encoded fields; only this plugin reads that content type.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    const config = { access: access.public };

    app.get<{ Params: { certifyId: string } }>('/sandbox/face/:certifyId', { config }, async (request, reply) => {
      const { certifyId } = request.params;
      const view = CERTIFY_ID_RE.test(certifyId) ? await deps.realName.sandboxView(certifyId) : null;
      if (!view)
        return send(reply, { title: '刷脸认证', body: '<h1>认证不存在</h1><p>链接有误或已失效，请回到平台重新发起实名认证。</p>' }, 404);
      if (view.status !== 'pending' || view.expired) {
        const text = view.status === 'passed' ? '该认证已通过，无需重复操作。' : '该认证已结束，请回到平台重新发起。';
        return send(reply, { title: '刷脸认证', body: `<h1>刷脸认证</h1><p>${text}</p>` });
      }
      return send(reply, {
        title: '刷脸认证（沙箱）',
        body: `<h1>刷脸认证</h1>
<p>沙箱不采集人脸：请选择本次刷脸的结果，然后回到电脑上点击「我已完成刷脸」。</p>
<div class="card"><dl><dt>姓名</dt><dd>${h(view.certName)}</dd><dt>身份证号</dt><dd>${h(view.certNo)}</dd></dl>
<form method="post" action="/sandbox/face/${h(certifyId)}"><div class="actions">
<button type="submit" name="decision" value="fail">不通过</button>
<button type="submit" name="decision" value="pass" class="primary">通过</button>
</div></form></div>`,
      });
    });

    app.post<{ Params: { certifyId: string }; Body: Record<string, string> | undefined }>(
      '/sandbox/face/:certifyId',
      { config },
      async (request, reply) => {
        const pass = request.body?.decision === 'pass';
        const decided = CERTIFY_ID_RE.test(request.params.certifyId) && (await deps.face.decide(request.params.certifyId, pass));
        if (!decided)
          return send(reply, { title: '刷脸认证', body: '<h1>无法提交</h1><p>该认证不存在、已过期或已经提交过结果。</p>' }, 409);
        return send(reply, {
          title: '刷脸认证',
          body: pass
            ? '<h1 class="ok">刷脸已通过</h1><p>请回到电脑上点击「我已完成刷脸」完成实名认证。</p>'
            : '<h1 class="bad">刷脸未通过</h1><p>请回到电脑上查看结果，并重新发起认证。</p>',
        });
      },
    );

    app.get<{ Querystring: { ticket?: string } }>('/sandbox/qy/bind', { config }, async (request, reply) => {
      const ticket = String(request.query.ticket ?? '').slice(0, 300);
      const owner = deps.messenger.ticketUser(ticket);
      if ('problem' in owner) return send(reply, { title: '企业微信绑定', body: `<h1>无法绑定</h1><p>${h(owner.problem)}</p>` }, 400);
      const confirm = deps.messenger.sandboxConfirmation(ticket);
      const hidden = Object.entries(confirm)
        .map(([name, value]) => `<input type="hidden" name="${h(name)}" value="${h(value)}">`)
        .join('');
      return send(reply, {
        title: '企业微信绑定（沙箱）',
        body: `<h1>绑定企业微信</h1>
<p>沙箱模拟企业微信扫码：确认后，企业微信账号将绑定到您的猎头协作平台账号，用于接收订单进展和面试提醒。</p>
<div class="card"><dl><dt>企业微信账号</dt><dd>${h(confirm.qyUserName)}</dd></dl>
<form method="post" action="/callback/qy/weChat/bind">${hidden}<div class="actions">
<button type="submit" class="primary">确认绑定</button>
</div></form></div>`,
      });
    });

    app.post<{ Body: Record<string, string> | undefined }>('/callback/qy/weChat/bind', { config }, async (request, reply) => {
      const b = request.body ?? {};
      const fields = {
        ticket: String(b.ticket ?? '').slice(0, 300),
        qyUserId: String(b.qyUserId ?? '').slice(0, 64),
        qyUserName: String(b.qyUserName ?? '').slice(0, 64),
        timestamp: String(b.timestamp ?? '').slice(0, 20),
      };
      const outcome = await deps.messenger.completeBinding(fields, String(b.signature ?? '').slice(0, 100));
      if (!outcome.ok)
        return send(reply, { title: '企业微信绑定', body: `<h1 class="bad">绑定失败</h1><p>${h(outcome.message)}</p>` }, 400);
      return send(reply, {
        title: '企业微信绑定',
        body: `<h1 class="ok">绑定成功</h1><p>企业微信账号「${h(outcome.qyUserName)}」已绑定。回到电脑上即可看到绑定状态。</p>`,
      });
    });
  };
