/**
 * OpenID Connect sign-in (issue 33 § 1; README.md): the sign-in page's
 * options, the start and callback routes, and the identities that link a
 * provider's subjects to Keel users.
 */
export { signInOptions, SsoRefusal, safeReturnTo } from './sso.service';
export { deleteExpiredSignIns } from './sso.repository';
