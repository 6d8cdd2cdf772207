import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '@hh/domain/candidates/upload.schema';
import { describe, expect, it } from 'vitest';
import { checkFiles, UPLOAD_EXTENSIONS, UPLOAD_LIMIT_TEXT } from './upload-checks';

const file = (name: string, size = 100) => new File([new Uint8Array(size)], name);

describe('files checked before upload', () => {
  it('sends resumes of the accepted types and refuses other types, empty and oversized files with a reason', () => {
    const big = file('大文件.pdf', UPLOAD_MAX_BYTES + 1);
    const accepted = [
      '张三.PDF',
      '李四.docx',
      '王五.doc',
      '赵六.wps',
      '钱七.rtf',
      '孙八.txt',
      '周九.html',
      '吴十.mht',
      '扫描.JPG',
      '拍照.png',
    ];
    const { send, refused } = checkFiles([...accepted.map((n) => file(n)), file('表格.xlsx'), file('空.txt', 0), big]);
    expect(send.map((f) => f.name)).toEqual(accepted);
    expect(refused.map((r) => [r.fileName, r.ok])).toEqual([
      ['表格.xlsx', false],
      ['空.txt', false],
      ['大文件.pdf', false],
    ]);
    expect(refused[0]?.message).toContain('不支持的文件格式');
    expect(refused[2]?.message).toContain('10 MB');
  });

  it('names every accepted format in the hint under the drop zone', () => {
    // One name stands for its spelling variants (.htm is HTML, .mhtml MHT, .jpeg JPG).
    const ALIAS: Record<string, string> = { HTM: 'HTML', MHTML: 'MHT', JPEG: 'JPG' };
    const hint = UPLOAD_LIMIT_TEXT.toUpperCase();
    for (const ext of UPLOAD_EXTENSIONS) {
      const word = ext.slice(1).toUpperCase();
      expect(hint, ext).toContain(ALIAS[word] ?? word);
    }
    expect(UPLOAD_LIMIT_TEXT).toContain('扫描件');
  });

  it('takes at most the allowed number of files and says how many were left out', () => {
    const many = Array.from({ length: UPLOAD_MAX_FILES + 3 }, (_, i) => file(`${i}.txt`));
    const { send, overLimit } = checkFiles(many);
    expect(send).toHaveLength(UPLOAD_MAX_FILES);
    expect(overLimit).toBe(3);
  });
});
