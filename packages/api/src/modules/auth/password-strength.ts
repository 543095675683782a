import { zxcvbn, zxcvbnOptions } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import { ValidationError } from '../../lib/errors';

/**
 * Every new password (sign-up, reset, own change, the first administrator,
 * `npm run create-admin`) must score at least 3 of 4 with zxcvbn-ts, the
 * maintained TypeScript port of Dropbox's zxcvbn, against its common-password,
 * English and name dictionaries plus the user's own email and name.
 *
 * Why 3: zxcvbn's 3 is "safely unguessable" (about 10^8 to 10^10 guesses),
 * which together with the scrypt hash and the sign-in limits resists an
 * offline attack on a stolen hash; 2 still admits `demo-password`-like
 * dictionary pairs, 4 would refuse many good passphrases of two rare words.
 * The length rule (at least 10 characters) still applies first.
 */
export const MIN_PASSWORD_SCORE = 3;

let configured = false;

function configure(): void {
  if (configured) return;
  zxcvbnOptions.setOptions({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
  });
  configured = true;
}

export interface PasswordOwner {
  email: string;
  name?: string | null;
}

/** The words of a user's email and name that a password must not be built on. */
function ownerInputs(owner: PasswordOwner): string[] {
  const email = owner.email.trim().toLowerCase();
  const local = email.split('@')[0] ?? '';
  const name = owner.name?.trim().toLowerCase() ?? '';
  const words = [...local.split(/[._+-]+/), ...name.split(/\s+/)];
  return [
    email,
    local,
    local.replace(/[._+-]+/g, ''),
    name,
    name.replace(/\s+/g, ''),
    ...words,
  ].filter((word) => word.length >= 3);
}

/** Why a new password is refused, or null when it is strong enough. */
export function weakPasswordReason(password: string, owner: PasswordOwner): string | null {
  const lowered = password.trim().toLowerCase();
  const email = owner.email.trim().toLowerCase();
  const name = owner.name?.trim().toLowerCase() ?? '';
  if (lowered === email || lowered === email.split('@')[0] || (name && lowered === name))
    return 'The password must not be your email address or name.';
  configure();
  const result = zxcvbn(password, ownerInputs(owner));
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const advice = [result.feedback.warning, ...result.feedback.suggestions].filter(
    (text): text is string => Boolean(text),
  );
  return ['This password is too easy to guess.', ...advice].join(' ');
}

/** Throws a 400 on `field` when the password is too weak for this user. */
export function assertStrongPassword(password: string, owner: PasswordOwner, field: string): void {
  const reason = weakPasswordReason(password, owner);
  if (reason) throw ValidationError.field(field, reason);
}
