import { fieldStyles } from '../../private/Field';
import * as overlay from '../../private/overlay.css';
import { Icon } from '../Icon/Icon';
import * as multi from '../MultiSelect/MultiSelect.css';

export interface FieldPlaceholderProps {
  /** The field's visible label, shown as static text. */
  label: string;
  /** What the field's trigger will show: the chosen names, or its placeholder. */
  text: string;
  /** The text is the field's placeholder (`Select…`), muted as in the field. @default false */
  isPlaceholder?: boolean;
  /** The count badge a MultiSelect shows for more than one choice. @default undefined */
  count?: number;
}

/**
 * Stands in for a Select or MultiSelect whose code is still loading (filters that load in
 * their own chunk after the page's data): the field's label as static text and an inert box
 * of the trigger's size and content, so nothing moves when the real field arrives. Not a
 * control: the box is hidden from assistive technology and takes no focus.
 */
export function FieldPlaceholder({
  label,
  text,
  isPlaceholder = false,
  count,
}: FieldPlaceholderProps) {
  return (
    <div className={fieldStyles.field}>
      <span className={fieldStyles.label}>{label}</span>
      <div className={overlay.row} aria-hidden="true">
        <div className={`${fieldStyles.control} ${overlay.trigger}`}>
          <span className={isPlaceholder ? multi.placeholder : multi.summary}>{text}</span>
          {count !== undefined && count > 1 ? <span className={multi.count}>{count}</span> : null}
          <Icon name="chevronDown" />
        </div>
      </div>
    </div>
  );
}
