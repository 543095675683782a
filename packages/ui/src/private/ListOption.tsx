import type { ReactNode } from 'react';
import { ListBoxItem, type Key } from 'react-aria-components';
import { Icon } from '../components/Icon/Icon';
import * as styles from './overlay.css';

/** An option of Select, ComboBox and MultiSelect. */
export interface SelectItem {
  id: Key;
  /** The option's text (also used for typeahead and filtering). */
  name: string;
  /** A second, muted line. */
  description?: string;
  /** Not selectable. */
  isDisabled?: boolean;
}

export function ListOption({
  item,
  height,
  showCheck,
  children,
}: {
  item: SelectItem;
  height: number;
  showCheck: boolean;
  children?: ReactNode;
}) {
  return (
    <ListBoxItem
      id={item.id}
      textValue={item.name}
      isDisabled={item.isDisabled}
      className={styles.option}
      style={{ minHeight: height }}
    >
      {({ isSelected }) => (
        <>
          {showCheck && (
            <span className={styles.check}>{isSelected && <Icon name="check" size="small" />}</span>
          )}
          <span className={styles.optionText}>
            <span className={styles.optionLabel}>{children ?? item.name}</span>
            {item.description && (
              <span className={styles.optionDescription}>{item.description}</span>
            )}
          </span>
        </>
      )}
    </ListBoxItem>
  );
}
