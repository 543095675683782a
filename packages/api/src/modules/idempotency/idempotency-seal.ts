import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * What the idempotency table may hold: a stored reply can carry a secret (a
 * stakeholder link's token, a password-reset or invitation link), so nothing
 * in the table is readable or matchable without the caller's own key.
 *
 * - `key` column: HMAC-SHA256 of the user id and the Idempotency-Key under
 *   the server secret; the key itself is never stored.
 * - `fingerprint`: HMAC of the request (method, path, body or multipart
 *   digest) under a key derived from the Idempotency-Key, so a body carrying
 *   a password cannot be guessed from its hash.
 * - `response_body`: AES-256-GCM, under a key derived (HKDF-SHA256) from the
 *   Idempotency-Key with the server secret as salt and the user id as info.
 *   Only a retry presenting the same key (the original caller) opens it; a
 *   copy of the database (and even one with the secret) opens nothing
 *   without the key.
 *
 * The server secret is 32 random bytes in `$DATA_DIR/secrets/idempotency.key`,
 * written on first use; instances sharing a PostgreSQL database share
 * `DATA_DIR` (README: several instances), so they share it. Losing it only
 * forgets the stored replies (their rows no longer match and expire).
 */
const secrets = new Map<string, Buffer>();

export function serverSecret(dataDir: string): Buffer {
  const cached = secrets.get(dataDir);
  if (cached) return cached;
  const dir = path.join(dataDir, 'secrets');
  const file = path.join(dir, 'idempotency.key');
  let secret: Buffer;
  try {
    secret = fs.readFileSync(file);
  } catch {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    // Written aside then linked into place: of two instances starting at once, one secret wins.
    const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
    fs.writeFileSync(temp, randomBytes(32), { mode: 0o600 });
    try {
      fs.linkSync(temp, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(temp, { force: true });
    }
    secret = fs.readFileSync(file);
  }
  if (secret.length < 32) throw new Error(`${file} must hold at least 32 bytes`);
  secrets.set(dataDir, secret);
  return secret;
}

export interface Seal {
  /** What the `key` column holds. */
  lookup: string;
  fingerprint(request: unknown): string;
  seal(text: string): string;
  /** The reply, or null when it does not open (another secret, a damaged row). */
  open(sealed: string): string | null;
}

export function sealFor(secret: Buffer, userId: number, key: string): Seal {
  const lookup = createHmac('sha256', secret).update(`lookup\0${userId}\0${key}`).digest('hex');
  const derived = Buffer.from(
    hkdfSync('sha256', Buffer.from(key), secret, `keel idempotency ${userId}`, 64),
  );
  const cipherKey = derived.subarray(0, 32);
  const fingerprintKey = derived.subarray(32);
  const aad = Buffer.from(lookup);
  return {
    lookup,
    fingerprint: (request) =>
      createHmac('sha256', fingerprintKey).update(JSON.stringify(request)).digest('hex'),
    seal(text) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', cipherKey, iv).setAAD(aad);
      const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return `v1:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
    },
    open(sealed) {
      if (!sealed.startsWith('v1:')) return null;
      try {
        const raw = Buffer.from(sealed.slice(3), 'base64');
        const decipher = createDecipheriv('aes-256-gcm', cipherKey, raw.subarray(0, 12)).setAAD(
          aad,
        );
        decipher.setAuthTag(raw.subarray(12, 28));
        return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        return null;
      }
    },
  };
}
