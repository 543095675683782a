// Primitives: buttons, fields, overlays, feedback. Each is one folder under components/.
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
