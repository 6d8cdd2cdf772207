import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LocalFileStorage } from './file-storage';

describe('LocalFileStorage', () => {
  const storage = new LocalFileStorage(mkdtempSync(path.join(os.tmpdir(), 'hh-files-')));

  it('stores and returns a file under a generated key with its hash', async () => {
    const stored = await storage.put(Buffer.from('简历内容'), { folder: 'resumes', extension: 'PDF' });
    expect(stored.key).toMatch(/^resumes\/\d{6}\/[\w-]{22}\.pdf$/);
    expect(stored.size).toBe(Buffer.byteLength('简历内容'));
    expect((await storage.get(stored.key)).toString()).toBe('简历内容');
    await storage.remove(stored.key);
    await expect(storage.get(stored.key)).rejects.toThrow();
  });

  it.each(['../../etc/passwd', 'resumes/202611/../../x.pdf', '/abs/path.pdf', 'resumes/202611/short.pdf'])(
    'refuses the key %s',
    async (key) => {
      await expect(storage.get(key)).rejects.toThrow('not a storage key');
    },
  );

  it('cleans the extension it is given', async () => {
    const stored = await storage.put(Buffer.from('x'), { folder: 'resumes', extension: '../.docx' });
    expect(stored.key.endsWith('.docx')).toBe(true);
  });
});
