import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SecretBox } from './secret-box';

describe('SecretBox', () => {
  const box = SecretBox.fromKey(randomBytes(32));

  it('opens what it sealed, and never seals the same value the same way twice', () => {
    const a = box.seal('11010519491231002X');
    const b = box.seal('11010519491231002X');
    expect(a).not.toBe(b);
    expect(a).not.toContain('11010519491231002X');
    expect(box.open(a)).toBe('11010519491231002X');
  });

  it('refuses a tampered value and another key', () => {
    const sealed = box.seal('secret');
    const parts = sealed.split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(() => box.open(parts.join('.'))).toThrow();
    expect(() => SecretBox.fromKey(randomBytes(32)).open(sealed)).toThrow();
  });

  it('derives one stable key per purpose, different from the other purposes and keys', () => {
    const key = randomBytes(32);
    const again = SecretBox.fromKey(Buffer.from(key));
    expect(SecretBox.fromKey(key).derivedKey('a').equals(again.derivedKey('a'))).toBe(true);
    expect(again.derivedKey('a').equals(again.derivedKey('b'))).toBe(false);
    expect(again.derivedKey('a').equals(box.derivedKey('a'))).toBe(false);
    expect(again.derivedKey('a')).toHaveLength(32);
  });

  it('makes a private key file in the data dir once and reuses it', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'hh-key-'));
    const first = SecretBox.load(undefined, dir);
    const sealed = first.seal('x');
    expect(SecretBox.load(undefined, dir).open(sealed)).toBe('x');
    expect(statSync(path.join(dir, 'data.key')).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(path.join(dir, 'data.key'), 'utf8'), 'base64')).toHaveLength(32);
  });
});
