import { DownOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Dropdown, Menu, Space } from 'antd';
import type { MenuProps } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router';
import { authMessages } from '../features/auth/messages';
import { useSessionActions } from '../features/auth/session';
import { formatMessage } from '../ui/formatMessage';
import { useToasts } from '../ui/useToasts';
import { errorText } from '../platform/api';
import { useAppSelector, useCurrentUser } from '../platform/hooks';
import { appMessages } from '../platform/messages';
import { isNavGroup, selectedNavKey, visibleNavigation } from '../platform/navigation';
import { displayName } from '../platform/permissions';

/** The top bar: product name, main navigation, Settings and the user menu with sign-out. */
export function AppHeader() {
  const user = useCurrentUser();
  const location = useLocation();
  const navigate = useNavigate();
  const { signOut } = useSessionActions();
  const { addDangerToast } = useToasts();
  const featureFlags = useAppSelector((state) => state.session.bootstrap.common.feature_flags);
  const nav = visibleNavigation(user, featureFlags);
  const selected = selectedNavKey(location.pathname);

  const mainItems: MenuProps['items'] = nav.main.map((entry) =>
    isNavGroup(entry)
      ? {
          key: entry.key,
          label: entry.label,
          children: entry.children.map((link) => ({
            key: link.key,
            label: <Link to={link.path}>{link.label}</Link>,
          })),
        }
      : { key: entry.key, label: <Link to={entry.path}>{entry.label}</Link> },
  );

  async function handleSignOut() {
    try {
      await signOut();
      navigate('/login', { replace: true });
    } catch (error) {
      addDangerToast(formatMessage(authMessages.signOutError, errorText(error)));
    }
  }

  return (
    <header className="app-header">
      <Link to="/" className="app-brand" aria-label={appMessages.homeLink}>
        {appMessages.productName}
      </Link>
      <nav aria-label={appMessages.mainNavigation} style={{ flex: 1, minWidth: 0 }}>
        <Menu
          mode="horizontal"
          items={mainItems}
          selectedKeys={selected ? [selected] : []}
          style={{ borderBottom: 'none', lineHeight: '62px' }}
        />
      </nav>
      {user && (
        <Space size="small">
          {nav.settings.length > 0 && (
            <Dropdown
              trigger={['click']}
              menu={{
                items: nav.settings.map((link) => ({
                  key: link.key,
                  label: <Link to={link.path}>{link.label}</Link>,
                })),
              }}
            >
              <Button type="text" icon={<SettingOutlined />}>
                {appMessages.settings} <DownOutlined />
              </Button>
            </Dropdown>
          )}
          <Dropdown
            trigger={['click']}
            menu={{
              items: [{ key: 'signout', label: authMessages.signOut }],
              onClick: ({ key }) => {
                if (key === 'signout') void handleSignOut();
              },
            }}
          >
            <Button type="text" icon={<UserOutlined />}>
              {displayName(user)} <DownOutlined />
            </Button>
          </Dropdown>
        </Space>
      )}
    </header>
  );
}
