import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { serverSecret } from '../idempotency';

/**
 * A webhook's signing secret (README.md § Secrets). The worker needs it to
 * sign, so it cannot be stored as a hash: it is sealed with AES-256-GCM under
 * a key derived (HKDF-SHA256) from the server secret
 * (`$DATA_DIR/secrets/idempotency.key`, shared by instances sharing
 * DATA_DIR), with the webhook's id as associated data, so a copy of the
 * database alone opens nothing and a sealed secret cannot be moved to
 * another webhook.
 */

export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** A new 256-bit secret, `whsec_…`. */
export function newWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
}

const keys = new Map<string, Buffer>();

function keyOf(dataDir: string): Buffer {
  const cached = keys.get(dataDir);
  if (cached) return cached;
  const key = Buffer.from(
    hkdfSync('sha256', serverSecret(dataDir), 'keel', 'keel webhook secrets', 32),
  );
  keys.set(dataDir, key);
  return key;
}

export function sealWebhookSecret(dataDir: string, webhookId: number, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(dataDir), iv).setAAD(
    Buffer.from(`webhook ${webhookId}`),
  );
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return `v1:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
}

/** The secret, or null when it does not open (another server secret, a damaged row). */
export function openWebhookSecret(
  dataDir: string,
  webhookId: number,
  sealed: string,
): string | null {
  if (!sealed.startsWith('v1:')) return null;
  try {
    const raw = Buffer.from(sealed.slice(3), 'base64');
    const decipher = createDecipheriv('aes-256-gcm', keyOf(dataDir), raw.subarray(0, 12)).setAAD(
      Buffer.from(`webhook ${webhookId}`),
    );
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** `Keel-Signature`: `t=<unix seconds>, v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`. */
export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds}, v1=${mac}`;
}
