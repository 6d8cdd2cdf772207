import MenuOutlined from '@ant-design/icons/es/icons/MenuOutlined';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Layout from 'antd/es/layout';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useNavigation } from 'react-router';
import { useIsPhone } from '../../components/browser-hooks';
import { NOTICE_SECONDS, TOAST_SECONDS } from '../../components/notice-timing';

const HEADER_HEIGHT = 56;
// Loaded after the page: nobody needs it before scrolling, and the shell's budget is tight.
const BackToTop = lazy(() => import('../../components/back-to-top').then((m) => ({ default: m.BackToTop })));

export interface ShellFrameProps {
  /** The logo, given whether the layout is on a phone. */
  brand: (phone: boolean) => ReactNode;
  /** The header's right side. */
  headerExtra: (phone: boolean) => ReactNode;
  /** The side menu; `onNavigate` closes the phone drawer after a choice. */
  menu: (onNavigate: () => void) => ReactNode;
  /** Shown above the menu in the phone drawer (who is signed in, sign-out). */
  drawerHeader?: ReactNode;
  children: ReactNode;
}

/**
 * The frame shared by the workspace and the platform console: a header, a side menu that
 * becomes a drawer on phone widths, and the page. A thin bar shows while a page group loads.
 */
export function ShellFrame({ brand, headerExtra, menu, drawerHeader, children }: ShellFrameProps) {
  const phone = useIsPhone();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const navigation = useNavigation();
  const closeDrawer = () => setDrawerOpen(false);

  return (
    // antd's App gives the pages toasts (App.useApp) that follow the theme; it lives here, not at
    // the root, so the sign-in page does not download it. Their timings are set here, once.
    <App component={false} message={{ duration: TOAST_SECONDS }} notification={{ duration: NOTICE_SECONDS }}>
      <Layout style={{ minHeight: '100vh' }}>
        <Layout.Header
          style={{
            position: 'sticky',
            top: 0,
            zIndex: 20,
            height: HEADER_HEIGHT,
            lineHeight: `${HEADER_HEIGHT}px`,
            padding: phone ? '0 8px 0 4px' : '0 24px',
            display: 'flex',
            alignItems: 'center',
            gap: phone ? 4 : 16,
            background: '#fff',
            borderBottom: '1px solid rgba(5,5,5,0.06)',
          }}
        >
          {phone ? <Button type="text" icon={<MenuOutlined />} aria-label="打开菜单" onClick={() => setDrawerOpen(true)} /> : null}
          {brand(phone)}
          <div style={{ flex: 1 }} />
          {headerExtra(phone)}
        </Layout.Header>
        {navigation.state === 'loading' ? <div className="hh-nav-progress" role="progressbar" aria-label="页面加载中" /> : null}
        <Layout>
          {phone ? null : (
            <Layout.Sider
              width={216}
              theme="light"
              style={{
                position: 'sticky',
                top: HEADER_HEIGHT,
                height: `calc(100vh - ${HEADER_HEIGHT}px)`,
                overflow: 'auto',
                borderRight: '1px solid rgba(5,5,5,0.06)',
              }}
            >
              <nav aria-label="主菜单" style={{ paddingTop: 8 }}>
                {menu(closeDrawer)}
              </nav>
            </Layout.Sider>
          )}
          <Layout.Content style={{ padding: phone ? 12 : 24, minWidth: 0 }}>{children}</Layout.Content>
        </Layout>
        {phone ? (
          <Drawer
            placement="left"
            open={drawerOpen}
            onClose={closeDrawer}
            size={280}
            title={drawerHeader}
            styles={{ body: { padding: '8px 0' } }}
          >
            <nav aria-label="主菜单">{menu(closeDrawer)}</nav>
          </Drawer>
        ) : null}
        <Suspense fallback={null}>
          <BackToTop />
        </Suspense>
      </Layout>
    </App>
  );
}
