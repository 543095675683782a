import { useSearchParams } from 'react-router';
import { Link, Stack, Text } from '@keel/ui';
import { AuthLayout } from '../components/AuthLayout';
import { ssoErrorText } from '../sso-error-text';

/**
 * `/auth/sso-error?reason=…`: where the API sends the browser when an
 * OpenID Connect sign-in is refused; says what happened and what to do.
 */
export default function SsoErrorPage() {
  const [search] = useSearchParams();
  const text = ssoErrorText(search.get('reason'));
  return (
    <AuthLayout title={text.title}>
      <Stack gap="medium">
        <Text as="p" role="alert">
          {text.message}
        </Text>
        <Link href="/auth/login">Back to sign in</Link>
      </Stack>
    </AuthLayout>
  );
}
