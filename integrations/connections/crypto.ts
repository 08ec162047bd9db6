import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Credentials at rest: AES-256-GCM with a fresh 12-byte IV per write. Stored as iv (12) + tag (16) +
 * ciphertext; the tag makes a tampered row or a wrong key fail loudly instead of decrypting to garbage.
 */
export class CredentialsCipher {
  readonly #key: Buffer;

  constructor(key: Buffer) {
    if (key.length !== 32) throw new Error('CREDENTIALS_KEY must be 32 bytes (base64-encoded)');
    this.#key = key;
  }

  encrypt(value: unknown): Buffer {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]);
  }

  decrypt<T>(stored: Buffer): T {
    const decipher = createDecipheriv('aes-256-gcm', this.#key, stored.subarray(0, 12));
    decipher.setAuthTag(stored.subarray(12, 28));
    return JSON.parse(Buffer.concat([decipher.update(stored.subarray(28)), decipher.final()]).toString('utf8')) as T;
  }

  /**
   * A key of its own for `purpose` (HKDF), for what every portal process must sign alike (read-your-writes
   * positions): CREDENTIALS_KEY is the one secret they all share already.
   */
  derive(purpose: string): Buffer {
    return Buffer.from(hkdfSync('sha256', this.#key, Buffer.alloc(0), purpose, 32));
  }

  /** Never shows the key. */
  toJSON(): string {
    return '[CredentialsCipher]';
  }
  [Symbol.for('nodejs.util.inspect.custom')](): string {
    return '[CredentialsCipher]';
  }
}
