import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '@hh/domain/candidates/upload.schema';
import { describe, expect, it } from 'vitest';
import { checkFiles } from './upload-checks';

const file = (name: string, size = 100) => new File([new Uint8Array(size)], name);

describe('files checked before upload', () => {
  it('sends resumes of the accepted types and refuses other types, empty and oversized files with a reason', () => {
    const big = file('大文件.pdf', UPLOAD_MAX_BYTES + 1);
    const { send, refused } = checkFiles([file('张三.PDF'), file('李四.docx'), file('照片.jpg'), file('空.txt', 0), big]);
    expect(send.map((f) => f.name)).toEqual(['张三.PDF', '李四.docx']);
    expect(refused.map((r) => [r.fileName, r.ok])).toEqual([
      ['照片.jpg', false],
      ['空.txt', false],
      ['大文件.pdf', false],
    ]);
    expect(refused[0]?.message).toContain('不支持的文件格式');
    expect(refused[2]?.message).toContain('10 MB');
  });

  it('takes at most the allowed number of files and says how many were left out', () => {
    const many = Array.from({ length: UPLOAD_MAX_FILES + 3 }, (_, i) => file(`${i}.txt`));
    const { send, overLimit } = checkFiles(many);
    expect(send).toHaveLength(UPLOAD_MAX_FILES);
    expect(overLimit).toBe(3);
  });
});
