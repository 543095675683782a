import { reservePort } from '../../reserve-port';
import {
  startOidcTestProvider,
  type OidcTestProvider,
} from '../../../packages/api/src/modules/sso/oidc-test-provider';

/**
 * The e2e run's OpenID provider: the API tests' real `oidc-provider`
 * (`modules/sso/oidc-test-provider.ts`), started by global-setup on a free
 * port of its own before the Keel server, which gets its `OIDC_*`
 * environment. The people below may sign in through its development login
 * page (any password).
 */
export const OIDC_PORT_ENV = 'KEEL_E2E_OIDC_PORT';

export const E2E_SSO_PEOPLE = {
  /** The demo project manager, pm@example.com, with a verified e-mail. */
  pm: { email: 'pm@example.com', emailVerified: true, name: 'Pat Manager' },
  /** A verified e-mail no Keel user has (OIDC_AUTO_CREATE is off in the run). */
  stranger: { email: 'stranger@corp.example', emailVerified: true },
} as const;

export const E2E_SSO_LABEL = 'Test Provider';

export async function startE2eOidcProvider(keelPort: number): Promise<OidcTestProvider> {
  return startOidcTestProvider({
    port: reservePort(OIDC_PORT_ENV),
    redirectUri: `http://127.0.0.1:${keelPort}/api/auth/oidc/callback`,
    people: E2E_SSO_PEOPLE,
  });
}
