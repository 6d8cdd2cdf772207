import type { TrialApplyRequest } from '@hh/domain/site/trial.schema';
import type { MailMessage } from '../../platform/mailer';

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The time in Beijing, as the sales team reads it. */
function beijingTime(at: Date): string {
  return new Intl.DateTimeFormat('zh-CN', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(at);
}

/** The e-mail that tells the sales team about a new trial request. */
export function trialRequestMail(to: string, request: TrialApplyRequest, at: Date): MailMessage {
  const fields: [string, string][] = [
    ['姓名', request.name],
    ['手机号', request.phone],
    ['公司名称', request.firm],
    ['所在城市', request.city],
    ['提交时间', beijingTime(at)],
  ];
  const text = [
    '官网收到一条新的试用申请：',
    '',
    ...fields.map(([label, value]) => `${label}：${value}`),
    '',
    '请在 1 个工作日内联系对方安排产品介绍与演示，并在运营控制台“试用申请”中记录跟进结果。',
  ].join('\n');
  const rows = fields
    .map(([label, value]) => `<tr><th align="left" style="padding:4px 12px 4px 0">${label}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('');
  const html = `<p>官网收到一条新的试用申请：</p><table>${rows}</table><p>请在 1 个工作日内联系对方安排产品介绍与演示，并在运营控制台“试用申请”中记录跟进结果。</p>`;
  return { to, subject: `【试用申请】${request.firm} · ${request.name}（${request.city}）`, text, html };
}
