import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('demo-password', 10);
    expect(hash).toMatch(/^scrypt\$10\$8\$1\$/);
    expect(await verifyPassword('demo-password', hash)).toBe(true);
    expect(await verifyPassword('demo-passwore', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same-password', 10)).not.toBe(
      await hashPassword('same-password', 10),
    );
  });

  it('refuses a malformed hash instead of throwing', async () => {
    expect(await verifyPassword('x', 'not-a-hash')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$99$8$1$AAAA$AAAA')).toBe(false);
  });

  it('works at the OWASP cost (N=2^17) used by default', async () => {
    const hash = await hashPassword('demo-password', 17);
    expect(await verifyPassword('demo-password', hash)).toBe(true);
  });
});
