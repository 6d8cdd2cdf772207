import { PassThrough } from 'node:stream';
import {
  allBillsKindOf,
  MAX_EXPORT_ROWS,
  type OrderExport,
  type OrderListKind,
  type OrderRow,
  orderSearchSchema,
} from '@hh/domain/orders/order.schema';
import ExcelJS from 'exceljs';
import type { ConsultantActor } from '../../platform/actor';
import { XLSX_TYPE } from '../../platform/file-reply';
import type { JobQueue } from '../../platform/jobs';
import type { Mailer } from '../../platform/mailer';
import type { MailDomainsService } from '../accounts/mail-domains.service';
import type { ScopeService } from '../accounts/scope.service';
import { toOrderFilters } from './order-search';
import type { OrdersService } from './orders.service';

export const EXPORT_JOB = 'orders.export';
const PAGE = 100;

interface ExportJob {
  actor: Pick<ConsultantActor, 'userId' | 'firmId' | 'roleCode' | 'teamId' | 'cname' | 'kind'>;
  search: OrderExport;
}

const COLUMNS: { header: string; key: keyof OrderRow | 'recommendDate' | 'interviewDate'; width: number }[] = [
  { header: '候选人', key: 'candidateName', width: 12 },
  { header: '手机号', key: 'candidatePhone', width: 14 },
  { header: '职位', key: 'positionName', width: 24 },
  { header: '企业', key: 'companyName', width: 26 },
  { header: '城市', key: 'cityName', width: 8 },
  { header: '订单状态', key: 'stateLabel', width: 12 },
  { header: '推荐顾问', key: 'hunterName', width: 10 },
  { header: '项目经理', key: 'pmName', width: 10 },
  { header: '推荐时间', key: 'recommendDate', width: 18 },
  { header: '面试时间', key: 'interviewDate', width: 18 },
  { header: '面试地点', key: 'interviewPlace', width: 20 },
  { header: 'offer月薪（元）', key: 'offerSalary', width: 14 },
  { header: '入职日期', key: 'onboardDate', width: 12 },
  { header: '终止原因', key: 'terminalReason', width: 20 },
  { header: '备注', key: 'remark', width: 30 },
];

const chinaTime = (ms: number | null) => (ms === null ? '' : new Date(ms + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' '));

/**
 * Export of the filtered orders by e-mail (spec 000 §7): the request only checks the filters and
 * queues a job; the job (pg-boss, any instance) pages through the same list the consultant sees,
 * streams an .xlsx and mails it through SMTP or the outbox. Phones stay masked in the file.
 */
export class OrderExportService {
  constructor(
    private readonly orders: OrdersService,
    private readonly scopes: ScopeService,
    private readonly jobs: JobQueue,
    private readonly mailer: Mailer,
    private readonly recipients: Pick<MailDomainsService, 'assertExportRecipient'>,
  ) {}

  async request(actor: ConsultantActor, search: OrderExport) {
    toOrderFilters(search);
    // Only to the caller's own bound e-mail or the firm's domains: an export is the firm's data.
    await this.recipients.assertExportRecipient(actor, search.email);
    const job: ExportJob = {
      actor: {
        userId: actor.userId,
        firmId: actor.firmId,
        roleCode: actor.roleCode,
        teamId: actor.teamId,
        cname: actor.cname,
        kind: 'consultant',
      },
      search,
    };
    await this.jobs.send(EXPORT_JOB, job, { retryLimit: 2 });
    return { message: `导出任务已提交，生成后将发送至 ${search.email}` };
  }

  async register() {
    await this.jobs.work<ExportJob>(EXPORT_JOB, async (job) => {
      await this.run(job);
    });
  }

  async run(job: ExportJob) {
    const actor = job.actor as ConsultantActor;
    // The list call the role exports from (spec 000 §6): its all-bills list, or its own orders.
    const kind: OrderListKind = job.search.onlyMe ? 'my' : (allBillsKindOf(actor.roleCode) ?? 'my');
    // A job runs outside any request: the scope is resolved here, once, as the router would.
    const scope = await this.scopes.resolve(actor);
    const rows: OrderRow[] = [];
    let total = 0;
    for (let offset = 0; offset < MAX_EXPORT_ROWS; offset += PAGE) {
      const search = orderSearchSchema.parse({ ...job.search, query: { limit: PAGE, offset } });
      const page = await this.orders.list(actor, scope, kind, search);
      total = page.totalCount;
      rows.push(...page.data);
      if (page.data.length < PAGE) break;
    }
    const buffer = await workbookOf(rows.slice(0, MAX_EXPORT_ROWS));
    const date = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const cut = total > rows.length ? `（共${total}条，本次导出前${rows.length}条，请缩小筛选范围后分批导出）` : '';
    await this.mailer.send({
      to: job.search.email,
      subject: `订单导出 ${date}（${rows.length}条）`,
      text: `${actor.cname}，您好：\n\n附件是您于${date}导出的订单列表，共${rows.length}条${cut}。候选人手机号已按平台规则脱敏。\n\n猎头协作平台`,
      attachments: [{ filename: `订单导出-${date}.xlsx`, content: buffer, contentType: XLSX_TYPE }],
    });
    return rows.length;
  }
}

async function workbookOf(rows: OrderRow[]): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = book.addWorksheet('订单');
  sheet.columns = COLUMNS.map((c) => ({ header: c.header, key: c.key, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for (const r of rows) {
    sheet
      .addRow({
        ...r,
        recommendDate: chinaTime(r.recommendTime),
        interviewDate: chinaTime(r.interviewTime),
        offerSalary: r.offerSalary ?? '',
        onboardDate: r.onboardDate ?? '',
      })
      .commit();
  }
  sheet.commit();
  await book.commit();
  await done;
  return Buffer.concat(chunks);
}
