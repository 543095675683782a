import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon, Skeleton, type IconName, Text } from '@keel/ui';
import { isApiError } from '../../../lib/api';
import { formatDate, formatInstant } from '../../../lib/format';
import * as styles from '../time-material.css';

/**
 * The frame of the client-facing pages: a header naming the project and the
 * contract, a Print button, the sections and a footer. No navigation, no
 * sign-in; on paper only the figures remain. Its links and buttons are plain
 * HTML (`PublicLink`, `PlainButton`) rather than the design system's
 * react-aria ones: a client's phone loads a few KB less before the figures.
 */
export function PublicSheet({
  project,
  title,
  subtitle,
  back,
  children,
}: {
  project: { code: string; name: string };
  title: string;
  subtitle: string;
  back?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.sheet.contract}>
      {back ? <div className={styles.screenOnly}>{back}</div> : null}
      <header className={styles.sheetHeader}>
        <div>
          <Text as="p" tone="muted" size="small">
            <span className={styles.code}>{project.code}</span> · {project.name}
          </Text>
          <h1 className={styles.sheetTitle}>{title}</h1>
          <Text as="p" tone="muted" size="small">
            {subtitle}
          </Text>
        </div>
        <span className={styles.screenOnly}>
          <PlainButton onClick={() => window.print()}>Print</PlainButton>
        </span>
      </header>
      {children}
      <footer className={styles.footer}>
        {`Figures as of ${formatInstant(new Date().toISOString())}. Hours are billable time logged within the contract period.`}
      </footer>
    </div>
  );
}

/** A link of the public pages: react-router's client-side navigation, the look of @keel/ui's Link. */
export function PublicLink({
  href,
  children,
  'aria-label': ariaLabel,
}: {
  href: string;
  children: ReactNode;
  'aria-label'?: string;
}) {
  return (
    <Link to={href} aria-label={ariaLabel} className={styles.plainLink}>
      {children}
    </Link>
  );
}

/** A native button with the look of @keel/ui's secondary Button. */
export function PlainButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" onClick={onClick} className={styles.plainButton}>
      {children}
    </button>
  );
}

export function PublicSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-label={title}>
      <Text as="h2" size="large" weight="strong">
        {title}
      </Text>
      {children}
    </section>
  );
}

/** `1 Mar 2026 – 31 Aug 2026`. */
export function periodText(contract: { periodStart: string; periodEnd: string }): string {
  return `${formatDate(contract.periodStart)} – ${formatDate(contract.periodEnd)}`;
}

/**
 * What a public page shows before its figures: a skeleton while loading, the
 * friendly invalid-link page for a revoked, rotated or mistyped token (never
 * which), "wait" after too many failed links from the address (429), a retry
 * after a network failure.
 */
export function PublicStatus({
  isPending,
  error,
  onRetry,
}: {
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  if (error) {
    if (isApiError(error) && error.status === 0)
      return (
        <Notice icon="alert" title="The contract could not be loaded">
          <Text as="p" tone="muted" size="small">
            Check your connection and try again.
          </Text>
          <span>
            <PlainButton onClick={onRetry}>Try again</PlainButton>
          </span>
        </Notice>
      );
    if (isApiError(error) && error.status === 429)
      return (
        <Notice icon="clock" title="Too many attempts">
          <Text as="p" tone="muted" size="small">
            This address tried too many links. Wait a few minutes, then open the link again.
          </Text>
        </Notice>
      );
    return <InvalidLink />;
  }
  if (isPending)
    return (
      <div className={styles.sheet.contract}>
        <Text as="p" role="status" tone="muted" size="small">
          Loading the contract…
        </Text>
        <Skeleton lines={10} isDecorative />
      </div>
    );
  return null;
}

/** A revoked, rotated or mistyped link: one friendly page, without saying which. */
export function InvalidLink() {
  return (
    <Notice icon="lock" title="This link is not valid any more">
      <Text as="p" tone="muted" size="small">
        Ask your contact for a new link to follow the contract’s hours and amounts.
      </Text>
    </Notice>
  );
}

function Notice({ icon, title, children }: { icon: IconName; title: string; children: ReactNode }) {
  return (
    <div className={styles.sheet.contract}>
      <div className={styles.notice}>
        <Icon name={icon} size="large" />
        <h1 className={styles.sheetTitle}>{title}</h1>
        {children}
      </div>
    </div>
  );
}
