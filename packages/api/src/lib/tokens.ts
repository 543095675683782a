import { createHash, randomBytes } from 'node:crypto';

/** A 256-bit random public token (session ids, invitation links), base64url. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored hashed, so a copy of the database cannot be replayed. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
