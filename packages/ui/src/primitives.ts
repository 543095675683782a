// Primitives: buttons, fields, overlays, feedback. Each is one folder under components/.
export { Stack, type StackProps } from './components/Stack/Stack';
export { Inline, type InlineProps } from './components/Inline/Inline';
export { Columns, type ColumnsProps } from './components/Columns/Columns';
export type { Space, LayoutElement } from './private/layout';
export {
  Text,
  type TextProps,
  type TextTone,
  type TextSize,
  type TextWeight,
} from './components/Text/Text';
export {
  VisuallyHidden,
  type VisuallyHiddenProps,
} from './components/VisuallyHidden/VisuallyHidden';
export { FactList, type FactListProps, type Fact } from './components/FactList/FactList';
export {
  ItemList,
  ItemListItem,
  type ItemListProps,
  type ItemListItemProps,
} from './components/ItemList/ItemList';
export {
  Breadcrumbs,
  type BreadcrumbsProps,
  type Crumb,
} from './components/Breadcrumbs/Breadcrumbs';
export { Icon, iconNames, type IconProps, type IconName } from './components/Icon/Icon';
export {
  Button,
  type ButtonProps,
  type ButtonVariant,
  type ButtonSize,
} from './components/Button/Button';
export { IconButton, type IconButtonProps } from './components/IconButton/IconButton';
export { Link, type LinkProps } from './components/Link/Link';
export { Spinner, type SpinnerProps } from './components/Spinner/Spinner';
export { TextField, type TextFieldProps } from './components/TextField/TextField';
export { TextArea, type TextAreaProps } from './components/TextArea/TextArea';
export { NumberField, type NumberFieldProps } from './components/NumberField/NumberField';
export { Form, type FormProps, type FormHandle, type FieldErrors } from './components/Form/Form';
export { runRules, type Rule, type RuleResult } from './private/rules';
export { Tooltip, type TooltipProps } from './components/Tooltip/Tooltip';
export { Avatar, type AvatarProps, type AvatarSize } from './components/Avatar/Avatar';
export {
  AvatarGroup,
  type AvatarGroupProps,
  type AvatarGroupPerson,
} from './components/AvatarGroup/AvatarGroup';
export { Badge, type BadgeProps, type BadgeTone } from './components/Badge/Badge';
export { Callout, type CalloutProps } from './components/Callout/Callout';
export {
  DismissibleCallout,
  type DismissibleCalloutProps,
} from './components/DismissibleCallout/DismissibleCallout';
export {
  StatusDot,
  RAG_LABELS,
  RAG_TONES,
  type StatusDotProps,
  type RagStatus,
} from './components/StatusDot/StatusDot';
export {
  TagGroup,
  Tag,
  type TagGroupProps,
  type TagProps,
  type TagItem,
} from './components/Tag/Tag';
export { SnackbarHost, type SnackbarHostProps } from './components/Snackbar/SnackbarHost';
export {
  snackbar,
  SnackbarController,
  type SnackbarTone,
  type SnackbarOptions,
} from './components/Snackbar/snackbar';
export {
  Checkbox,
  CheckboxGroup,
  type CheckboxProps,
  type CheckboxGroupProps,
} from './components/Checkbox/Checkbox';
export { Switch, type SwitchProps } from './components/Switch/Switch';
export {
  RadioGroup,
  Radio,
  type RadioGroupProps,
  type RadioProps,
} from './components/RadioGroup/RadioGroup';
export { Select, type SelectProps, type SelectItem } from './components/Select/Select';
export { ComboBox, type ComboBoxProps } from './components/ComboBox/ComboBox';
export { MultiSelect, type MultiSelectProps } from './components/MultiSelect/MultiSelect';
export {
  Menu,
  MenuItem,
  MenuSeparator,
  type MenuProps,
  type MenuItemProps,
} from './components/Menu/Menu';
export { Popover, type PopoverProps } from './components/Popover/Popover';
export { Dialog, type DialogProps } from './components/Dialog/Dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './components/ConfirmDialog/ConfirmDialog';
export { Drawer, type DrawerProps } from './components/Drawer/Drawer';
export { Skeleton, type SkeletonProps } from './components/Skeleton/Skeleton';
export {
  FieldPlaceholder,
  type FieldPlaceholderProps,
} from './components/FieldPlaceholder/FieldPlaceholder';
export { ProgressBar, type ProgressBarProps } from './components/ProgressBar/ProgressBar';
export { EmptyState, type EmptyStateProps } from './components/EmptyState/EmptyState';
export {
  QueryStates,
  LoadFailed,
  type QueryStatesProps,
  type QueryStatus,
  type LoadFailedProps,
} from './components/QueryStates/QueryStates';
export { Card, type CardProps } from './components/Card/Card';
export { PageHeader, type PageHeaderProps } from './components/PageHeader/PageHeader';
export { Toolbar, ToolbarSeparator, type ToolbarProps } from './components/Toolbar/Toolbar';
export { Tabs, type TabsProps, type TabItem } from './components/Tabs/Tabs';
export {
  Calendar,
  RangeCalendar,
  toCalendarDate,
  type CalendarProps,
  type RangeCalendarProps,
  type DateRange,
} from './components/Calendar/Calendar';
export { DatePicker, type DatePickerProps } from './components/DatePicker/DatePicker';
export {
  DateRangePicker,
  type DateRangePickerProps,
} from './components/DateRangePicker/DateRangePicker';
