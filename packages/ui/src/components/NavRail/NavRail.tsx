import { Button as AriaButton } from 'react-aria-components';
import { Avatar, type AvatarProps } from '../Avatar/Avatar';
import { Icon, type IconName } from '../Icon/Icon';
import { Link } from '../Link/Link';
import { Popover } from '../Popover/Popover';
import { Switch } from '../Switch/Switch';
import { useShellDrawer } from '../AppShell/shell-context';
import { AnchorLink, type NavLinkComponent } from '../NavPanel/navigation';
import { list as listStyle } from '../NavPanel/NavPanel.css';
import * as styles from './NavRail.css';

/** One section of the app in the rail. */
export interface NavRailItem {
  id: string;
  label: string;
  icon: IconName;
  href: string;
  /** The section the current page belongs to. */
  active?: boolean;
}

export interface NavRailUser {
  name: string;
  email: string;
  /** Avatar background when there is no picture. */
  color?: string | null;
  avatarUrl?: string | null;
}

export interface NavRailProps {
  items: readonly NavRailItem[];
  user: NavRailUser;
  theme: 'light' | 'dark';
  onThemeChange: (theme: 'light' | 'dark') => void;
  /** Shows the search item (hidden when the user may search nothing). */
  onSearch?: () => void;
  /** Shortcut hint shown beside the search label. @default 'Ctrl+K' */
  searchShortcut?: string;
  /** Unread notifications; the bell shows the count when above zero. @default 0 */
  unreadCount?: number;
  /** Shows the bell. */
  onNotifications?: () => void;
  /** @default '/auth/logout' */
  logoutHref?: string;
  /** Adds a `Profile` link to the user popup when given. */
  profileHref?: string;
  /** The app's router link. @default a plain anchor */
  LinkComponent?: NavLinkComponent;
}

/** The user's picture beside their name, so decorative. */
function UserAvatar({ user, size }: Pick<NavRailProps, 'user'> & Pick<AvatarProps, 'size'>) {
  return (
    <Avatar name={user.name} color={user.color} src={user.avatarUrl} size={size} isDecorative />
  );
}

function UserPopup({
  user,
  theme,
  onThemeChange,
  logoutHref,
  profileHref,
}: Pick<NavRailProps, 'user' | 'theme' | 'onThemeChange' | 'profileHref'> & {
  logoutHref: string;
}) {
  return (
    <Popover
      aria-label="User menu"
      placement="end bottom"
      trigger={
        <AriaButton className={styles.item} aria-label={`User menu, ${user.name}`}>
          <span className={styles.icon}>
            <UserAvatar user={user} size="xsmall" />
          </span>
          <span className={styles.label} aria-hidden="true">
            {user.name}
          </span>
        </AriaButton>
      }
    >
      <div className={styles.popup}>
        <div className={styles.popupHeader}>
          <UserAvatar user={user} size="large" />
          <div>
            <h2 className={styles.popupName}>{user.name}</h2>
            <div className={styles.popupEmail}>{user.email}</div>
          </div>
        </div>
        <div className={styles.popupRow}>
          <Switch
            isSelected={theme === 'dark'}
            onChange={(dark) => onThemeChange(dark ? 'dark' : 'light')}
          >
            Dark theme
          </Switch>
        </div>
        {profileHref ? (
          <div className={styles.popupRow}>
            <Link href={profileHref} tone="neutral" underline="hover">
              <Icon name="user" size="small" /> Profile
            </Link>
          </div>
        ) : null}
        <div className={styles.popupRow}>
          {/* The Link primitive routes through the app's react-aria RouterProvider. */}
          <Link href={logoutHref} tone="neutral" underline="hover">
            <Icon name="logout" size="small" /> Logout
          </Link>
        </div>
      </div>
    </Popover>
  );
}

/**
 * The slim icon rail (56 px). On hover or keyboard focus it expands over the content to show
 * labels; the search item, the bell and the user popup sit with the sections.
 */
export function NavRail({
  items,
  user,
  theme,
  onThemeChange,
  onSearch,
  searchShortcut = 'Ctrl+K',
  unreadCount = 0,
  onNotifications,
  logoutHref = '/auth/logout',
  profileHref,
  LinkComponent = AnchorLink,
}: NavRailProps) {
  const { inDrawer } = useShellDrawer();
  const drawerFlags = inDrawer ? { 'data-expanded': true, 'data-in-drawer': true } : {};
  return (
    <div className={inDrawer ? undefined : styles.slot}>
      <nav aria-label="Main" className={styles.rail} {...drawerFlags}>
        {onSearch ? (
          <AriaButton
            className={styles.item}
            onPress={onSearch}
            aria-label="Search"
            aria-keyshortcuts="Control+K Meta+K"
          >
            <span className={styles.icon}>
              <Icon name="search" />
            </span>
            <span className={styles.label} aria-hidden="true">
              Search <kbd>{searchShortcut}</kbd>
            </span>
          </AriaButton>
        ) : null}
        <ul className={listStyle}>
          {items.map((item) => (
            <li key={item.id}>
              <LinkComponent
                href={item.href}
                className={styles.item}
                aria-current={item.active ? 'page' : undefined}
              >
                <span className={styles.icon}>
                  <Icon name={item.icon} />
                </span>
                <span className={styles.label}>{item.label}</span>
              </LinkComponent>
            </li>
          ))}
        </ul>
        <span className={styles.spacer} />
        {onNotifications ? (
          <AriaButton
            className={styles.item}
            onPress={onNotifications}
            aria-label={unreadCount > 0 ? `Notifications, ${unreadCount} unread` : 'Notifications'}
          >
            <span className={styles.icon}>
              <Icon name="bell" />
            </span>
            {unreadCount > 0 ? (
              <span className={styles.badge} aria-hidden="true">
                {unreadCount > 99 ? '99+' : unreadCount}
              </span>
            ) : null}
            <span className={styles.label} aria-hidden="true">
              Notifications
            </span>
          </AriaButton>
        ) : null}
        <UserPopup
          user={user}
          theme={theme}
          onThemeChange={onThemeChange}
          logoutHref={logoutHref}
          profileHref={profileHref}
        />
      </nav>
    </div>
  );
}
