import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Document, Header, Packer, Paragraph, TextRun } from 'docx';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { people, resumeFiles } from '../../db/schema/tables';
import { LocalFileStorage } from '../../platform/file-storage';
import { OCR_REQUIRED, ocrMissing, renderResumePictures, SCANNED_RESUME } from '../../test/fixtures/ocr-scans';
import { gbk } from '../../test/fixtures/resume-files';
import { createTestApp, signedIn, type TestApp } from '../../test/test-app';
import { ResumeFilesRepository } from './resume-files.repository';
import { UNSAVED_UPLOAD_TTL_MS, UploadCleanupJob } from './upload-cleanup.job';

interface Uploaded {
  files: {
    fileName: string;
    ok: boolean;
    message: string;
    fileId: string | null;
    kind: string | null;
    resume: {
      commonResume: { name: string; phone: string; email: string; sex: number };
      commonWorkExperienceList: { companyName: string }[];
    } | null;
    duplicate: { status: string } | null;
    text: string;
  }[];
}

function multipart(files: { name: string; content: Buffer | string }[]) {
  const boundary = `----hh${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const file of files) {
    parts.push(
      Buffer.from(
        // As browsers do: the UTF-8 file name as it is, in quotes.
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
    );
    parts.push(Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content));
    parts.push(Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const RESUME_TXT = `个人简历
姓名：周晓明
性别：男
出生年月：1991年4月
手机：13355501234
邮箱：zhouxm1991@163.com
现居住地：杭州
工作年限：9年
求职意向
期望城市：杭州
期望职位：高级产品经理
期望薪资：35-40K
工作经历
2019.03 - 至今 网易 高级产品经理
负责云音乐会员增长，主导付费转化链路改版，会员收入提升30%。
2016.07 - 2019.02 阿里巴巴 产品经理
负责淘宝商家后台工具，服务百万商家。
教育经历
2012.09 - 2016.06 浙江大学 工业设计 本科
`;

// What recruiters' inboxes hold besides PDF and DOCX, written as their producers write them.
/** 智联-style "Word" download: Word's web-page HTML in GB2312, named .doc. */
const JOB_BOARD_DOC = Buffer.concat([
  gbk(`<html xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word" xmlns="http://www.w3.org/TR/REC-html40">
<head>
<meta http-equiv=Content-Type content="text/html; charset=gb2312">
<meta name=ProgId content=Word.Document>
<title>个人简历</title>
<!--[if gte mso 9]><xml><w:WordDocument><w:View>Print</w:View></w:WordDocument></xml><![endif]-->
<style>td{font-size:10.5pt;font-family:宋体}</style>
</head>
<body lang=ZH-CN>
<table width="100%" border=0 cellspacing=0 cellpadding=0>
<tr><td colspan=2><b><span style="font-size:16pt">蒋文博</span></b></td></tr>
<tr><td>男&nbsp;|&nbsp;未婚&nbsp;|&nbsp;1992年6月生&nbsp;|&nbsp;户口：山东济南&nbsp;|&nbsp;现居住于：上海-浦东新区</td></tr>
<tr><td>6年工作经验&nbsp;|&nbsp;本科</td></tr>
<tr><td>手机：13588887777</td></tr>
<tr><td>E-mail：jiangwb92@163.com</td></tr>
</table>
<table><tr><td><b>工作经历</b></td></tr>
<tr><td>2019.03 - 至今 拼多多 高级运营经理</td></tr>
<tr><td>负责百亿补贴频道商家招商与活动策划。</td></tr>
<tr><td>2016.07 - 2019.02 携程旅行网 运营专员</td></tr>
</table>
<table><tr><td><b>教育经历</b></td></tr>
<tr><td>2012.09 - 2016.06 山东大学 市场营销 本科</td></tr>
</table>
</body>
</html>`),
]);

/** 前程无忧-style "Word" download: an MHTML web archive, its page GBK in base64, named .doc. */
function webArchiveDoc(): Buffer {
  const page = gbk(`<html><head><meta http-equiv="Content-Type" content="text/html; charset=gb2312"><title>简历</title></head><body>
<table><tr><td>姓　　名：</td><td>沈佳怡</td><td>性　　别：</td><td>女</td></tr>
<tr><td>手　　机：</td><td>15900001111</td><td>电子邮件：</td><td>shenjiayi@126.com</td></tr>
<tr><td>居 住 地：</td><td>杭州</td><td>工作年限：</td><td>5年</td></tr></table>
<p><b>工作经验</b></p>
<p>2020/07--至今：网易（杭州）网络有限公司 人力资源经理</p>
<p>负责研发体系招聘与校园招聘。</p>
<p><b>教育经历</b></p>
<p>2014/09--2018/06：浙江工业大学 人力资源管理 本科</p>
</body></html>`);
  const lines = (page.toString('base64').match(/.{1,76}/g) ?? []).join('\r\n');
  return Buffer.from(
    [
      'MIME-Version: 1.0',
      'Content-Type: multipart/related; boundary="----=_NextPart_01D9A3B1.2C4E5F60"',
      '',
      '------=_NextPart_01D9A3B1.2C4E5F60',
      'Content-Location: file:///C:/2C4E5F60/resume.htm',
      'Content-Transfer-Encoding: base64',
      'Content-Type: text/html; charset="gb2312"',
      '',
      lines,
      '',
      '------=_NextPart_01D9A3B1.2C4E5F60--',
      '',
    ].join('\r\n'),
    'latin1',
  );
}

/** RTF as Word writes it: \ansicpg936 and GBK escapes (Node has no GBK encoder; gbk() gives the bytes). */
function wordRtf(): Buffer {
  const esc = (text: string) =>
    Array.from(gbk(text))
      .map((b) => (b < 0x80 ? String.fromCharCode(b) : `\\'${b.toString(16)}`))
      .join('');
  const par = (text: string) =>
    `\\pard\\plain \\ltrpar\\qj \\li0\\ri0\\nowidctlpar\\wrapdefault\\aspalpha\\aspnum\\faauto\\adjustright\\rin0\\lin0\\itap0 \\rtlch\\fcs1 \\af0\\afs22\\alang1025 \\ltrch\\fcs0 \\fs21\\lang1033\\langfe2052\\kerning2\\loch\\af37\\hich\\af37\\dbch\\af13\\cgrid\\langnp1033\\langfenp2052 {\\rtlch\\fcs1 \\af0 \\ltrch\\fcs0 \\hich\\af37\\dbch\\af13\\loch\\f37 ${esc(text)}}{\\rtlch\\fcs1 \\af0 \\ltrch\\fcs0 \\par }\r\n`;
  return Buffer.from(
    `{\\rtf1\\adeflang1025\\ansi\\ansicpg936\\uc2\\adeff0\\deff0\\stshfdbch13\\stshfloch37\\stshfhich37\\stshfbi0\\deflang1033\\deflangfe2052{\\fonttbl{\\f0\\fbidi \\froman\\fcharset0\\fprq2{\\*\\panose 02020603050405020304}Times New Roman;}{\\f13\\fbidi \\fnil\\fcharset134\\fprq2{\\*\\panose 02010600030101010101}\\'cb\\'ce\\'cc\\'e5{\\*\\falt SimSun};}{\\f37\\fbidi \\fswiss\\fcharset0\\fprq2{\\*\\panose 020f0502020204030204}Calibri;}}\r\n` +
      `{\\colortbl;\\red0\\green0\\blue0;}{\\*\\defchp \\f37\\fs21\\kerning2\\loch\\af37\\hich\\af37\\dbch\\af13 }{\\stylesheet{\\qj \\li0\\ri0\\nowidctlpar\\wrapdefault\\itap0 \\snext0 \\sqformat \\spriority0 Normal;}}\r\n` +
      `{\\info{\\title ${esc('个人简历')}}{\\author ${esc('人事部')}}{\\creatim\\yr2025\\mo5\\dy20\\hr14\\min2}}\\paperw11906\\paperh16838\\margl1800\\margr1800\\margt1440\\margb1440\\gutter0\\ltrsect\r\n` +
      `\\sectd \\ltrsect\\linex0\\headery851\\footery992\\colsx425\\endnhere\\sectlinegrid312\\sectspecifycl\\sftnbj\r\n` +
      par('个人简历') +
      par('姓名：郭子豪') +
      par('性别：男　　出生年月：1990.11') +
      par('手机：18611223344　　邮箱：guozihao@qq.com') +
      par('工作经历') +
      par('2017.04-至今 华为技术有限公司 嵌入式软件工程师') +
      par('教育经历') +
      par('2010.09-2014.06 西安电子科技大学 通信工程 本科') +
      '}',
    'latin1',
  );
}

/** A DOCX whose name, phone and e-mail sit only in the page header (the docx package writes the header part and its reference). */
function headerOnlyDocx(): Promise<Buffer> {
  const doc = new Document({
    sections: [
      {
        headers: {
          default: new Header({
            children: [
              new Paragraph({ children: [new TextRun({ text: '许晴', bold: true, size: 32 })] }),
              new Paragraph('电话：13677778888 | 邮箱：xuqing.hr@outlook.com'),
            ],
          }),
        },
        children: [
          new Paragraph({ children: [new TextRun({ text: '工作经历', bold: true })] }),
          new Paragraph('2018.05 - 至今 字节跳动 招聘经理'),
          new Paragraph('负责商业化产品线社会招聘。'),
          new Paragraph({ children: [new TextRun({ text: '教育经历', bold: true })] }),
          new Paragraph('2011.09 - 2015.06 华东师范大学 心理学 本科'),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/candidate/upload.json', () => {
  it('parses a text resume into a draft with its duplicate answer and keeps the original', async () => {
    const member = await signedIn(t.app, '13800000010');
    const { body, headers } = multipart([{ name: '周晓明-产品经理.txt', content: RESUME_TXT }]);
    const result = await member.call<Uploaded>('POST', '/api/candidate/upload.json', { body, headers });
    expect(result.body.state).toBe(1);
    const [file] = result.body.data.files;
    expect(file).toMatchObject({ ok: true, kind: 'txt', message: '解析完成，请核对后保存', duplicate: { status: 'none' } });
    expect(file?.resume?.commonResume).toMatchObject({ name: '周晓明', phone: '13355501234', email: 'zhouxm1991@163.com', sex: 1 });
    expect(file?.resume?.commonWorkExperienceList.map((w) => w.companyName)).toEqual(['网易', '阿里巴巴']);
    expect(file?.text).toContain('周晓明');

    // Nothing is in the talent library until the consultant saves.
    expect(await t.database.db.select().from(people).where(eq(people.phone, '13355501234'))).toHaveLength(0);
    const original = await member.get(`/api/candidate/resume/${file?.fileId}`);
    expect(original.raw.body).toContain('周晓明');
    expect(original.headers['content-type']).toContain('text/plain');

    const saved = await member.post<{ commonUserId: string }>('/api/candidate/create.json', {
      resume: file?.resume,
      fileId: file?.fileId,
      source: 'upload',
    });
    expect(saved.body.state).toBe(1);
    const [stored] = await t.database.db
      .select()
      .from(resumeFiles)
      .where(eq(resumeFiles.id, file?.fileId ?? ''));
    expect(stored?.personId).toBe(saved.body.data.commonUserId);
    const detail = await member.get<{ attachmentResumes: { fileName: string }[] }>(`/api/candidate/${saved.body.data.commonUserId}.json`);
    expect(detail.body.data.attachmentResumes.map((a) => a.fileName)).toEqual(['周晓明-产品经理.txt']);

    const again = await member.call<Uploaded>(
      'POST',
      '/api/candidate/upload.json',
      multipart([{ name: '再次上传.txt', content: RESUME_TXT }]),
    );
    expect(again.body.data.files[0]).toMatchObject({ ok: true, message: '该候选人已在您的人才库中', duplicate: { status: 'mine' } });
  });

  it('refuses a disguised binary and an empty file by name, and still parses the good one beside them', async () => {
    const member = await signedIn(t.app, '13800000011');
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(200)]);
    const result = await member.call<Uploaded>(
      'POST',
      '/api/candidate/upload.json',
      multipart([
        { name: '简历.pdf', content: png },
        { name: '空白.docx', content: Buffer.alloc(0) },
        { name: '正常.txt', content: RESUME_TXT.replace('13355501234', '13355501235').replace('zhouxm1991', 'zxm') },
      ]),
    );
    const [fake, empty, good] = result.body.data.files;
    expect(fake?.ok).toBe(false);
    expect(fake?.message).toContain('简历.pdf');
    expect(empty?.ok).toBe(false);
    expect(empty?.message).toContain('空白.docx');
    expect(good?.ok).toBe(true);
    const rows = await t.database.db
      .select()
      .from(resumeFiles)
      .where(
        eq(resumeFiles.uploadedBy, (await member.get<{ user: { id: string } }>('/api/commonUserInfo/myInfoData.json')).body.data.user.id),
      );
    expect(rows.map((r) => r.fileName)).toEqual(['正常.txt']);
  });

  it('refuses a call without files, and keeps others away from an upload', async () => {
    const member = await signedIn(t.app, '13800000012');
    const none = await member.call('POST', '/api/candidate/upload.json', { body: {} });
    expect(none.body.message).toBe('请选择要上传的简历文件');
    const uploaded = await member.call<Uploaded>(
      'POST',
      '/api/candidate/upload.json',
      multipart([{ name: 'a.txt', content: RESUME_TXT.replace('13355501234', '13355501236') }]),
    );
    const fileId = uploaded.body.data.files[0]?.fileId;
    const colleague = await signedIn(t.app, '13800000010');
    expect((await colleague.get(`/api/candidate/resume/${fileId}`)).status).toBe(404);
    const stranger = await signedIn(t.app, '13900000010');
    expect((await stranger.get(`/api/candidate/resume/${fileId}`)).status).toBe(404);
    // Nor can a colleague attach it to a candidate of theirs.
    const draft = uploaded.body.data.files[0]?.resume;
    const taken = await colleague.post('/api/candidate/create.json', { resume: draft, fileId, source: 'upload' });
    expect(taken.status).toBe(404);
    expect(taken.body.message).toBe('上传的简历文件不存在');
  });
  it('reads the "Word" files job boards send (HTML and MHTML named .doc), Word\'s RTF, and a DOCX whose contacts sit in its page header', async () => {
    const member = await signedIn(t.app, '13800000011');
    const result = await member.call<Uploaded>(
      'POST',
      '/api/candidate/upload.json',
      multipart([
        { name: '智联招聘_蒋文博_高级运营经理.doc', content: JOB_BOARD_DOC },
        { name: '前程无忧_沈佳怡.doc', content: webArchiveDoc() },
        { name: '郭子豪简历.rtf', content: wordRtf() },
        { name: '许晴-招聘经理.docx', content: await headerOnlyDocx() },
      ]),
    );
    expect(result.body.state).toBe(1);
    const files = result.body.data.files;
    expect(files.map((f) => [f.ok, f.kind, f.message])).toEqual([
      [true, 'html', '解析完成，请核对后保存'],
      [true, 'mhtml', '解析完成，请核对后保存'],
      [true, 'rtf', '解析完成，请核对后保存'],
      [true, 'docx', '解析完成，请核对后保存'],
    ]);
    expect(files.map((f) => f.resume && [f.resume.commonResume.name, f.resume.commonResume.phone, f.resume.commonResume.email])).toEqual([
      ['蒋文博', '13588887777', 'jiangwb92@163.com'],
      ['沈佳怡', '15900001111', 'shenjiayi@126.com'],
      ['郭子豪', '18611223344', 'guozihao@qq.com'],
      ['许晴', '13677778888', 'xuqing.hr@outlook.com'],
    ]);
    expect(files.map((f) => f.resume?.commonWorkExperienceList.map((w) => w.companyName))).toEqual([
      ['拼多多', '携程旅行网'],
      ['网易（杭州）网络有限公司'],
      ['华为技术有限公司'],
      ['字节跳动'],
    ]);
    // The originals are kept as sent; an archive and an RTF are offered as downloads, not shown inline.
    const archive = await member.get(`/api/candidate/resume/${files[1]?.fileId}`);
    expect(archive.headers['content-type']).toBe('multipart/related');
    expect(archive.headers['content-disposition']).toMatch(/^attachment;/);
    const rtf = await member.get(`/api/candidate/resume/${files[2]?.fileId}`);
    expect(rtf.headers['content-type']).toBe('application/rtf');
  });
});

describe('work samples and pictureWorkShow', () => {
  const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(300)]);

  it('attaches a picture to a candidate, shows it in the share view only when switched on', async () => {
    const member = await signedIn(t.app, '13800000012');
    const saved = await member.post<{ userId: string; commonUserId: string }>('/api/candidate/create.json', {
      resume: (
        await member.call<Uploaded>(
          'POST',
          '/api/candidate/upload.json',
          multipart([{ name: 'w.txt', content: RESUME_TXT.replace('13355501234', '13355509999').replace('zhouxm1991', 'w9') }]),
        )
      ).body.data.files[0]?.resume,
    });
    const { userId, commonUserId } = saved.body.data;
    const uploaded = await member.call<{ id: string; purpose: string; mime: string }>(
      'POST',
      `/api/candidate/work/${userId}.json`,
      multipart([{ name: '设计作品.png', content: PNG }]),
    );
    expect(uploaded.body).toMatchObject({ state: 1, message: '作品已上传', data: { purpose: 'work', mime: 'image/png' } });

    const full = await member.get<{
      attachmentResumes: { fileName: string; purpose: string }[];
      pictureWorkShow: boolean;
      commonResumeId: string;
    }>(`/api/candidate/${commonUserId}.json`);
    expect(full.body.data.attachmentResumes.map((a) => a.fileName)).toContain('设计作品.png');
    expect(full.body.data.pictureWorkShow).toBe(false);
    const hidden = await member.get<{ attachmentResumes: unknown[] }>(`/api/share/candidate/${commonUserId}.json`);
    expect(hidden.body.data.attachmentResumes).toEqual([]);

    const toggled = await member.post(`/api/candidate/pictureWorkShow/${full.body.data.commonResumeId}.json`, { show: true });
    expect(toggled.body.data).toEqual({ pictureWorkShow: true });
    const shown = await member.get<{ attachmentResumes: { fileName: string; purpose: string }[] }>(
      `/api/share/candidate/${commonUserId}.json`,
    );
    expect(shown.body.data.attachmentResumes.map((a) => [a.fileName, a.purpose])).toEqual([['设计作品.png', 'work']]);

    const picture = await member.get(`/api/candidate/resume/${uploaded.body.data.id}`);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.raw.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses other kinds, empty files, and candidates outside the scope', async () => {
    const member = await signedIn(t.app, '13800000010');
    const { seedId } = await import('../../db/seed/seed-ids');
    const { demoOwnerOf, DEMO_CANDIDATE_COUNT } = await import('../../db/seed/demo-candidates');
    const mine = Array.from({ length: DEMO_CANDIDATE_COUNT }, (_, i) => i).find((i) => demoOwnerOf(i).key === 'xh-member-a1') as number;
    const theirs = Array.from({ length: DEMO_CANDIDATE_COUNT }, (_, i) => i).find((i) => demoOwnerOf(i).key === 'yh-member') as number;
    const exe = await member.call(
      'POST',
      `/api/candidate/work/${seedId(`candidate:${mine}`)}.json`,
      multipart([{ name: '作品.png', content: Buffer.from('MZ\x90\x00not an image at all') }]),
    );
    expect(exe.status).toBe(422);
    expect(exe.body.success).toBe(false);
    const empty = await member.call(
      'POST',
      `/api/candidate/work/${seedId(`candidate:${mine}`)}.json`,
      multipart([{ name: '空.png', content: Buffer.alloc(0) }]),
    );
    expect(empty.body.message).toBe('「空.png」是空文件');
    const foreign = await member.call(
      'POST',
      `/api/candidate/work/${seedId(`candidate:${theirs}`)}.json`,
      multipart([{ name: 'a.png', content: PNG }]),
    );
    expect(foreign.status).toBe(404);
    const toggle = await member.post(`/api/candidate/pictureWorkShow/${seedId(`resume:${theirs}`)}.json`, { show: true });
    expect(toggle.status).toBe(404);
  });
});

describe('unsaved uploads', () => {
  it('are deleted a day later, file and row, while saved ones stay', async () => {
    const member = await signedIn(t.app, '13800000011');
    const upload = await member.call<Uploaded>(
      'POST',
      '/api/candidate/upload.json',
      multipart([{ name: '没保存的简历.txt', content: RESUME_TXT }]),
    );
    const fileId = upload.body.data.files[0]?.fileId as string;
    const job = new UploadCleanupJob(new ResumeFilesRepository(t.database.db), new LocalFileStorage(path.join(t.config.dataDir, 'files')));
    expect(await job.run()).toBe(0);
    expect((await member.get(`/api/candidate/resume/${fileId}`)).status).toBe(200);

    const removed = await job.run(Date.now() + UNSAVED_UPLOAD_TTL_MS + 60_000);
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await t.database.db.select().from(resumeFiles).where(eq(resumeFiles.id, fileId))).toHaveLength(0);
    expect((await member.get(`/api/candidate/resume/${fileId}`)).status).toBe(404);
    // Files attached to candidates (the first test saved one) are never touched.
    const attached = await t.database.db.select().from(resumeFiles).where(isNotNull(resumeFiles.personId));
    expect(attached.length).toBeGreaterThan(0);
  });
});

const ocrMissingHere = ocrMissing();
if (ocrMissingHere && !OCR_REQUIRED) console.warn(`upload.routes.test: the photographed resume is skipped — ${ocrMissingHere}`);

describe.skipIf(ocrMissingHere !== null && !OCR_REQUIRED)('a photographed or scanned resume (OCR)', () => {
  it('is read into a draft, kept as the picture it is, with a note to check every field', async () => {
    if (ocrMissingHere) throw new Error(`TEST_REQUIRE_OCR=1, but ${ocrMissingHere}`);
    const { png } = await renderResumePictures(SCANNED_RESUME.html);
    const member = await signedIn(t.app, '13800000012');
    const result = await member.call<Uploaded & { files: { review: { warnings: string[] } | null }[] }>(
      'POST',
      '/api/candidate/upload.json',
      multipart([{ name: '林嘉怡-简历照片.png', content: png }]),
    );
    const [file] = result.body.data.files;
    expect(file).toMatchObject({ ok: true, kind: 'image', message: '解析完成，请核对后保存' });
    expect(file?.resume?.commonResume).toMatchObject({
      name: SCANNED_RESUME.name,
      phone: SCANNED_RESUME.phone,
      email: SCANNED_RESUME.email,
    });
    expect(file?.review?.warnings).toContain('内容识别自扫描件/图片，可能有错字，请逐项核对');
    const [row] = await t.database.db
      .select()
      .from(resumeFiles)
      .where(eq(resumeFiles.id, file?.fileId as string));
    expect(row?.mime).toBe('image/png');
    const original = await member.get(`/api/candidate/resume/${file?.fileId}`);
    expect(original.status).toBe(200);
    expect(original.headers['content-type']).toMatch(/^image\/png/);
  }, 120_000);
});
