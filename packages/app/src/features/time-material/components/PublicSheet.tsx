import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  PrintSheet,
  PrintSheetButton,
  PrintSheetFooter,
  PrintSheetHeader,
  PrintSheetNotice,
  ScreenOnly,
  Skeleton,
  Text,
} from '@keel/ui';
import { isApiError } from '../../../lib/api';
import { formatDate, formatInstant } from '../../../lib/format';
import * as styles from '../time-material.css';

/**
 * The frame of the client-facing pages: a header naming the project and the
 * contract, a Print button, the sections and a footer. No navigation, no
 * sign-in; on paper only the figures remain. Its links and buttons are plain
 * HTML (`PublicLink`, the kit's PrintSheetButton) rather than the design
 * system's react-aria ones: a client's phone loads a few KB less before the figures.
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
    <PrintSheet>
      {back ? <ScreenOnly as="div">{back}</ScreenOnly> : null}
      <PrintSheetHeader
        code={project.code}
        eyebrow={project.name}
        title={title}
        subtitle={subtitle}
        actions={<PrintSheetButton onClick={() => window.print()}>Print</PrintSheetButton>}
      />
      {children}
      <PrintSheetFooter>
        {`Figures as of ${formatInstant(new Date().toISOString())}. Hours are billable time logged within the contract period.`}
      </PrintSheetFooter>
    </PrintSheet>
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
  query: { isPending, error, refetch },
}: {
  query: { isPending: boolean; error: unknown; refetch: () => Promise<unknown> };
}) {
  const onRetry = () => void refetch();
  if (error) {
    if (isApiError(error) && error.status === 0)
      return (
        <PrintSheetNotice icon="alert" title="The contract could not be loaded">
          <Text as="p" tone="muted" size="small">
            Check your connection and try again.
          </Text>
          <span>
            <PrintSheetButton onClick={onRetry}>Try again</PrintSheetButton>
          </span>
        </PrintSheetNotice>
      );
    if (isApiError(error) && error.status === 429)
      return (
        <PrintSheetNotice icon="clock" title="Too many attempts">
          <Text as="p" tone="muted" size="small">
            This address tried too many links. Wait a few minutes, then open the link again.
          </Text>
        </PrintSheetNotice>
      );
    return <InvalidLink />;
  }
  if (isPending)
    return (
      <PrintSheet>
        <Text as="p" role="status" tone="muted" size="small">
          Loading the contract…
        </Text>
        <Skeleton lines={10} isDecorative />
      </PrintSheet>
    );
  return null;
}

/** A revoked, rotated or mistyped link: one friendly page, without saying which. */
export function InvalidLink() {
  return (
    <PrintSheetNotice icon="lock" title="This link is not valid any more">
      <Text as="p" tone="muted" size="small">
        Ask your contact for a new link to follow the contract’s hours and amounts.
      </Text>
    </PrintSheetNotice>
  );
}
