import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { people, resumeFiles } from '../../db/schema/tables';
import { LocalFileStorage } from '../../platform/file-storage';
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
