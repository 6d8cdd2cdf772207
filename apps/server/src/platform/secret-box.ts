import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Encryption of personal data at rest (ID-card numbers): AES-256-GCM with a random IV per
 * value. The key comes from DATA_KEY (base64, 32 bytes) or, by default, from DATA_DIR/data.key,
 * made on first start with mode 0600. Losing the key loses the encrypted values: back it up
 * with the database (docs/OPERATIONS.md).
 */
export class SecretBox {
  private constructor(private readonly key: Buffer) {}

  static fromKey(key: Buffer): SecretBox {
    if (key.length !== 32) throw new Error('DATA_KEY must be 32 bytes (base64)');
    return new SecretBox(key);
  }

  /** The key of DATA_KEY, else the one kept in the data dir (made when missing). */
  static load(dataKey: string | undefined, dataDir: string): SecretBox {
    if (dataKey) return SecretBox.fromKey(Buffer.from(dataKey, 'base64'));
    const file = path.join(dataDir, 'data.key');
    if (!existsSync(file)) {
      mkdirSync(dataDir, { recursive: true });
      writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
    }
    return SecretBox.fromKey(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64'));
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `v1.${iv.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}.${body.toString('base64url')}`;
  }

  /**
   * A key for one purpose (signing bind tickets, the keyed digest of ID-card numbers), derived
   * from the data key with HKDF: instances that share DATA_KEY agree on it, and no second secret
   * has to be kept.
   */
  derivedKey(purpose: string): Buffer {
    return Buffer.from(hkdfSync('sha256', this.key, Buffer.alloc(0), `hh:${purpose}`, 32));
  }

  open(sealed: string): string {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('not a sealed value');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  }
}
