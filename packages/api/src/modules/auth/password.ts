import {
  randomBytes,
  scrypt as scryptCallback,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';

/**
 * Password hashing with scrypt (no native module needed). The default cost is
 * OWASP's recommendation, N=2^17, r=8, p=1 (128 MiB); the parameters are
 * stored in the hash so a cost change keeps old hashes verifiable.
 * Format: `scrypt$<log2 N>$<r>$<p>$<salt b64>$<hash b64>`.
 */
const KEY_LENGTH = 32;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password, salt, KEY_LENGTH, options, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

function options(log2N: number, r: number, p: number): ScryptOptions {
  // scrypt needs 128 * N * r bytes; node's default limit (32 MiB) is below OWASP cost.
  return { N: 2 ** log2N, r, p, maxmem: 256 * 2 ** log2N * r };
}

export async function hashPassword(password: string, log2N: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, options(log2N, 8, 1));
  return ['scrypt', log2N, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Constant-time comparison; false (never a throw) for a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [log2N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![log2N, r, p].every(Number.isInteger) || log2N < 10 || log2N > 20) return false;
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const expected = Buffer.from(parts[5] ?? '', 'base64');
  const key = await scrypt(password, salt, options(log2N, r, p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

const dummyHashes = new Map<number, Promise<string>>();

/**
 * Verifies against a throwaway hash of the same cost, so that signing in as
 * an unknown email takes as long as a wrong password (no account probing).
 */
export async function verifyAgainstDummy(password: string, log2N: number): Promise<false> {
  let dummy = dummyHashes.get(log2N);
  if (!dummy) {
    dummy = hashPassword(randomBytes(16).toString('hex'), log2N);
    dummyHashes.set(log2N, dummy);
  }
  await verifyPassword(password, await dummy);
  return false;
}
