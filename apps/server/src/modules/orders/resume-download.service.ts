import type { DataScope } from '@hh/domain/accounts/scope';
import {
  DEFAULT_FILTER_FIELDS,
  DEFAULT_RESUME_NAME,
  DOWNLOAD_TYPES,
  FILTER_FIELDS,
  type FilterField,
  MAX_DOWNLOAD_ORDERS,
  RESUME_NAME_PARTS,
  type ResumeNamePart,
  resumeFileName,
} from '@hh/domain/orders/download-setting';
import yazl from 'yazl';
import type { ConsultantActor } from '../../platform/actor';
import { badRequest } from '../../platform/errors';
import { DOCX_TYPE, ZIP_TYPE } from '../../platform/file-reply';
import type { DisclosureService } from '../candidates/disclosure.service';
import type { OrdersService } from './orders.service';

export interface DownloadRequest {
  orderIds: string[];
  resumeName: string[];
  filterField: string[];
}

function chinaDate(now: number): string {
  return new Date(now + 8 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '');
}

function zip(files: { name: string; buffer: Buffer }[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const archive = new yazl.ZipFile();
    for (const f of files) archive.addBuffer(f.buffer, f.name);
    archive.end();
    const chunks: Buffer[] = [];
    archive.outputStream.on('data', (c: Buffer) => chunks.push(c));
    archive.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    archive.outputStream.on('error', reject);
  });
}

/**
 * Resume downloads of orders (spec 000 §7): one order gives the candidate's Word resume named by
 * the chosen pattern, several a zip of them; the filtered fields are left out, and every contact
 * printed is an audited reveal (the disclosure service writes it).
 */
export class ResumeDownloadService {
  constructor(
    private readonly orders: OrdersService,
    private readonly disclosure: DisclosureService,
  ) {}

  setting() {
    return {
      resumeName: RESUME_NAME_PARTS.map((p) => ({ key: p.key, label: p.label })),
      filterFields: FILTER_FIELDS.map((f) => ({ key: f.key, label: f.label })),
      downloadType: DOWNLOAD_TYPES.map((t) => ({ value: t.value, label: t.label })),
      defaultResumeName: [...DEFAULT_RESUME_NAME],
      defaultFilterFields: [...DEFAULT_FILTER_FIELDS],
    };
  }

  async download(actor: ConsultantActor, scope: DataScope, request: DownloadRequest, ip: string) {
    const ids = [...new Set(request.orderIds)];
    if (ids.length === 0) throw badRequest('请选择要下载简历的订单');
    if (ids.length > MAX_DOWNLOAD_ORDERS) throw badRequest(`一次最多下载${MAX_DOWNLOAD_ORDERS}份简历`);
    const orders = [];
    for (const id of ids) orders.push(await this.orders.visible(scope, id));
    const left = new Set(request.filterField as FilterField[]);
    const include = { phone: !left.has('phone'), email: !left.has('email'), salary: !left.has('salary') };
    const date = chinaDate(Date.now());
    const files: { name: string; buffer: Buffer }[] = [];
    const used = new Map<string, number>();
    for (const order of orders) {
      const word = await this.disclosure.wordFor(actor, scope, order.personId, include, ip);
      const base = resumeFileName(request.resumeName as ResumeNamePart[], {
        candidateName: word.name,
        positionName: order.positionName,
        companyName: order.companyName,
        hunterName: order.hunterName,
        date,
      });
      const n = (used.get(base) ?? 0) + 1;
      used.set(base, n);
      files.push({ name: `${n > 1 ? `${base}(${n})` : base}.docx`, buffer: word.buffer });
    }
    const [only] = files;
    if (files.length === 1 && only) return { buffer: only.buffer, fileName: only.name, contentType: DOCX_TYPE };
    return { buffer: await zip(files), fileName: `简历打包-${date}-${files.length}份.zip`, contentType: ZIP_TYPE };
  }
}
