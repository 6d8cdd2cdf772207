import { randomBytes } from 'node:crypto';
import yazl from 'yazl';

/** Files for the library tests and the benchmark: TXT resumes, zips of them, and a multipart body. */
export function resumeTxt(p: { name: string; phone?: string; email?: string; city?: string; company?: string }): string {
  return [
    '个人简历',
    `姓名：${p.name}`,
    '性别：男',
    '出生年月：1991年4月',
    p.phone ? `手机：${p.phone}` : '',
    p.email ? `邮箱：${p.email}` : '',
    `现居住地：${p.city ?? '杭州'}`,
    '工作年限：9年',
    '求职意向',
    `期望城市：${p.city ?? '杭州'}`,
    '期望职位：高级产品经理',
    '期望薪资：35-40K',
    '工作经历',
    `2019.03 - 至今 ${p.company ?? '网易'} 高级产品经理`,
    '负责会员增长，主导付费转化链路改版，会员收入提升30%。',
    '2016.07 - 2019.02 阿里巴巴 产品经理',
    '负责商家后台工具，服务百万商家。',
    '教育经历',
    '2012.09 - 2016.06 浙江大学 计算机科学与技术 本科',
  ]
    .filter(Boolean)
    .join('\n');
}

export async function zipOf(entries: { name: string; content: Buffer | string }[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const e of entries) zip.addBuffer(Buffer.isBuffer(e.content) ? e.content : Buffer.from(e.content), e.name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const c of zip.outputStream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

export function multipartBody(files: { name: string; content: Buffer | string }[], field = 'files') {
  const boundary = `----hh${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
    );
    parts.push(Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content));
    parts.push(Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
