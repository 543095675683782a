import type { ReactNode } from 'react';
import { Icon, type IconName } from '../Icon/Icon';
import { Text } from '../Text/Text';
import * as styles from './PrintSheet.css';

/*
 * A document for clients (a shared status report, a contract's figures): a sheet centred on
 * screen that prints as A4. Its parts are native elements, without react-aria, so a client's
 * phone loads a few KB less before the figures.
 */

export interface PrintSheetProps {
  /** The header, the sections and the footer. */
  children: ReactNode;
  /** `report`: narrower, smaller print; `contract`: wider, at least a screen tall. @default 'contract' */
  width?: 'report' | 'contract';
  /** `article` when the sheet is the page's document. @default 'div' */
  as?: 'div' | 'article';
  /** Id of the sheet's title. @default undefined */
  'aria-labelledby'?: string;
}

/** The page of a printable document: a centred sheet on screen, A4 on paper. */
export function PrintSheet({
  children,
  width = 'contract',
  as: Element = 'div',
  ...props
}: PrintSheetProps) {
  return (
    <Element {...props} className={styles.sheet[width]}>
      {children}
    </Element>
  );
}

export interface PrintSheetHeaderProps {
  /** The document's title (the page's `h1`). */
  title: ReactNode;
  /** Id of the title, for the sheet's `aria-labelledby`. @default undefined */
  titleId?: string;
  /** A reference code above the title, in a monospace font (a project code). @default undefined */
  code?: string;
  /** Words after the code, e.g. the project's name. @default undefined */
  eyebrow?: ReactNode;
  /** A line under the title (who, when, the period). @default undefined */
  subtitle?: ReactNode;
  /** Controls at the right (Print), left off on paper. @default undefined */
  actions?: ReactNode;
}

/** The sheet's heading: code and name, the title, a line under it, an accent rule below. */
export function PrintSheetHeader({
  title,
  titleId,
  code,
  eyebrow,
  subtitle,
  actions,
}: PrintSheetHeaderProps) {
  return (
    <header className={styles.header}>
      <div>
        {code || eyebrow ? (
          <Text as="p" tone="muted" size="small">
            {code ? <span className={styles.code}>{code}</span> : null}
            {code && eyebrow ? ' · ' : null}
            {eyebrow}
          </Text>
        ) : null}
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {subtitle ? (
          <Text as="p" tone="muted" size="small">
            {subtitle}
          </Text>
        ) : null}
      </div>
      {actions ? <ScreenOnly>{actions}</ScreenOnly> : null}
    </header>
  );
}

/** A section of the sheet, named by its `h2` title and kept on one page when printed. */
export function PrintSheetSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-label={title}>
      <Text as="h2" size="large" weight="strong">
        {title}
      </Text>
      {children}
    </section>
  );
}

/** Small print under a rule: as of when, what the figures mean. */
export function PrintSheetFooter({ children }: { children: ReactNode }) {
  return <footer className={styles.footer}>{children}</footer>;
}

export interface PrintSheetNoticeProps {
  /** The icon above the title. */
  icon: IconName;
  /** What happened, as the page's `h1`. */
  title: string;
  /** What to do now: words, a retry button. */
  children: ReactNode;
  /** The sheet's width. @default 'contract' */
  width?: 'report' | 'contract';
}

/** A sheet that says why there is no document (an invalid link, too many attempts). */
export function PrintSheetNotice({ icon, title, children, width }: PrintSheetNoticeProps) {
  return (
    <PrintSheet width={width}>
      <div className={styles.notice}>
        <Icon name={icon} size="large" />
        <h1 className={styles.title}>{title}</h1>
        {children}
      </div>
    </PrintSheet>
  );
}

/** A native button with the look of the secondary Button (Print, Try again). */
export function PrintSheetButton({
  onClick,
  isDisabled = false,
  children,
}: {
  onClick: () => void;
  isDisabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button type="button" onClick={onClick} disabled={isDisabled} className={styles.button}>
      {children}
    </button>
  );
}

/** Content that means nothing on paper (buttons, a back link): left out of the print. */
export function ScreenOnly({
  children,
  as: Element = 'span',
}: {
  children: ReactNode;
  as?: 'span' | 'div';
}) {
  return <Element className={styles.screenOnly}>{children}</Element>;
}
