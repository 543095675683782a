import type { ReactNode } from 'react';
import { Heading } from 'react-aria-components';
import { IconButton } from '../components/IconButton/IconButton';
import * as styles from './ModalHeader.css';

/** Content of a modal surface: fixed, or rendered with the surface's `close`. */
export type ModalContent = ReactNode | ((close: () => void) => ReactNode);

export function renderModalContent(content: ModalContent, close: () => void): ReactNode {
  return typeof content === 'function' ? content(close) : content;
}

/**
 * The title row shared by Dialog and Drawer: the heading that names the dialog (`slot="title"`)
 * and a Close button.
 */
export function ModalHeader({
  title,
  onClose,
  spacing,
}: {
  title: string;
  onClose: () => void;
  spacing: 'medium' | 'large';
}) {
  return (
    <div className={styles.headerSpacing[spacing]}>
      <Heading slot="title" className={styles.title}>
        {title}
      </Heading>
      <IconButton icon="close" aria-label="Close" size="small" onPress={onClose} />
    </div>
  );
}
