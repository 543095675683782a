import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Tag as AriaTag,
  TagGroup as AriaTagGroup,
  TagList,
  type Key,
  type Selection,
  type TagGroupProps as AriaTagGroupProps,
} from 'react-aria-components';
import { FieldHelp, FieldLabel } from '../../private/Field';
import { Icon } from '../Icon/Icon';
import * as styles from './Tag.css';

export interface TagItem {
  id: Key;
  name: string;
}

export interface TagGroupProps<T extends TagItem> extends Pick<
  AriaTagGroupProps,
  'selectionMode' | 'disabledKeys' | 'aria-label'
> {
  /** The tags. */
  items: readonly T[];
  /** Visible label; otherwise give `aria-label`. @default undefined */
  label?: string;
  /** Help text under the tags. @default undefined */
  description?: string;
  /**
   * When given, each tag gets a remove button (and Backspace/Delete removes the focused tag).
   * @default undefined
   */
  onRemove?: (keys: Set<Key>) => void;
  /** Selected tags when `selectionMode` is set. @default undefined */
  selectedKeys?: Iterable<Key>;
  /** Called when the selection changes. */
  onSelectionChange?: (keys: Selection) => void;
  /** Shown when there are no tags. @default 'None' */
  emptyText?: ReactNode;
}

/** A group of tags (labels, filters, selected values), optionally removable or selectable. */
export function TagGroup<T extends TagItem>({
  items,
  label,
  description,
  onRemove,
  emptyText = 'None',
  ...props
}: TagGroupProps<T>) {
  return (
    <AriaTagGroup {...props} onRemove={onRemove} className={styles.group}>
      <FieldLabel label={label} />
      <TagList
        items={items}
        className={styles.list}
        renderEmptyState={() => <span className={styles.empty}>{emptyText}</span>}
      >
        {(item) => <Tag textValue={item.name}>{item.name}</Tag>}
      </TagList>
      <FieldHelp description={description} />
    </AriaTagGroup>
  );
}

export interface TagProps {
  /** Tag text. */
  children: ReactNode;
  /** Plain text of the tag for typeahead and announcements. @default undefined */
  textValue?: string;
  /** Key when used with static children. @default undefined */
  id?: Key;
}

/** One tag inside a TagGroup; shows a remove button when the group allows removing. */
export function Tag({ children, ...props }: TagProps) {
  return (
    <AriaTag {...props} className={styles.tag}>
      {({ allowsRemoving }) => (
        <>
          <span className={styles.tagText}>{children}</span>
          {allowsRemoving && (
            <AriaButton slot="remove" className={styles.remove} aria-label="Remove">
              <Icon name="close" size="small" />
            </AriaButton>
          )}
        </>
      )}
    </AriaTag>
  );
}
