import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '@keel/types';
import { Callout, Text } from '@keel/ui';
import * as styles from './AuthLayout.css';

export interface AuthLayoutProps {
  title: string;
  lead?: ReactNode;
  /** An error to announce above the form (server message, invalid invitation). */
  error?: string | null;
  children?: ReactNode;
}

/** The centred card of the sign-in pages; no navigation shows on /auth (SPEC §2). */
export function AuthLayout({ title, lead, error, children }: AuthLayoutProps) {
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <Text as="div" tone="accent" size="large" weight="strong" aria-hidden="true">
          {PRODUCT_NAME}
        </Text>
        <Text as="h1" size="xxlarge" weight="strong">
          {title}
        </Text>
        {lead && (
          <Text as="p" tone="muted">
            {lead}
          </Text>
        )}
        {error && <Callout tone="critical">{error}</Callout>}
        {children}
      </div>
    </main>
  );
}
