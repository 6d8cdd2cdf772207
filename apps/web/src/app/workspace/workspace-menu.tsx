import AccountBookOutlined from '@ant-design/icons/es/icons/AccountBookOutlined';
import BarChartOutlined from '@ant-design/icons/es/icons/BarChartOutlined';
import ClusterOutlined from '@ant-design/icons/es/icons/ClusterOutlined';
import DashboardOutlined from '@ant-design/icons/es/icons/DashboardOutlined';
import DatabaseOutlined from '@ant-design/icons/es/icons/DatabaseOutlined';
import PhoneOutlined from '@ant-design/icons/es/icons/PhoneOutlined';
import ProfileOutlined from '@ant-design/icons/es/icons/ProfileOutlined';
import SearchOutlined from '@ant-design/icons/es/icons/SearchOutlined';
import ShareAltOutlined from '@ant-design/icons/es/icons/ShareAltOutlined';
import SolutionOutlined from '@ant-design/icons/es/icons/SolutionOutlined';
import TeamOutlined from '@ant-design/icons/es/icons/TeamOutlined';
import UserOutlined from '@ant-design/icons/es/icons/UserOutlined';
import { activeMenuKey, buildWorkspaceMenu, type MenuItem } from '@hh/domain/accounts/menu';
import { isRoleCode } from '@hh/domain/accounts/role';
import type { MyInfoData } from '@hh/domain/auth/auth.schema';
import Badge from 'antd/es/badge';
import Menu, { type MenuProps } from 'antd/es/menu';
import { type ReactNode, useMemo, useState } from 'react';
import { Link, useLocation, useMatches } from 'react-router';
import { cameFrom } from '../../components/came-from';
import { pageHandleOf } from '../route-handle';

type MenuItems = NonNullable<MenuProps['items']>;

const ICONS: Record<string, ReactNode> = {
  dashboard: <DashboardOutlined />,
  positions: <SolutionOutlined />,
  recuit: <TeamOutlined />,
  bills: <ProfileOutlined />,
  businessdata: <BarChartOutlined />,
  calls: <PhoneOutlined />,
  shareResume: <ShareAltOutlined />,
  talentSearch: <SearchOutlined />,
  resumeLibrary: <DatabaseOutlined />,
  accounts: <ClusterOutlined />,
  myInfo: <UserOutlined />,
  settlement: <AccountBookOutlined />,
  deliveryData: <BarChartOutlined />,
};

/** The workspace menu of spec 001 §6 for this user, from the domain's one menu config. */
export function menuFor(info: MyInfoData): MenuItem[] {
  return buildWorkspaceMenu({
    roleCode: isRoleCode(info.roleCode) ? info.roleCode : null,
    companyNature: info.user.lietouCompanyNature,
    ...info.resumeLibraryOpenStatusVo,
  });
}

function toAntItems(menu: readonly MenuItem[], redDotTotal: number, nested = false): MenuItems {
  return menu.map((item) => {
    const icon = nested ? undefined : ICONS[item.key];
    if (item.children) return { key: item.key, icon, label: item.label, children: toAntItems(item.children, redDotTotal, true) };
    const label =
      item.badge === 'redDotTotal' ? (
        <span key={item.key} style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          {item.label}
          <Badge count={redDotTotal} overflowCount={99} size="small" aria-label={`${redDotTotal}个待处理`} />
        </span>
      ) : (
        item.label
      );
    return { key: item.key, icon, label: item.path ? <Link to={item.path}>{label}</Link> : label };
  });
}

export function WorkspaceMenu({ info, redDotTotal, onNavigate }: { info: MyInfoData; redDotTotal: number; onNavigate: () => void }) {
  const location = useLocation();
  const { pathname } = location;
  const menuPath = useMatches()
    .map((m) => pageHandleOf(m.handle)?.menuPath)
    .findLast((p) => p !== undefined);
  const menu = useMemo(() => menuFor(info), [info]);
  const items = useMemo(() => toAntItems(menu, redDotTotal), [menu, redDotTotal]);
  // Both groups start open: the whole menu is a short list and reads best at a glance.
  const [openKeys, setOpenKeys] = useState(() => menu.filter((m) => m.children).map((m) => m.key));
  // A page outside the menu lights none; a page opened from a list lights that list.
  const from = menuPath === undefined ? undefined : cameFrom(location)?.split('?')[0];
  const active = menuPath === null ? undefined : activeMenuKey(menu, from ?? menuPath ?? pathname);
  return (
    <Menu
      mode="inline"
      items={items}
      selectedKeys={active ? [active] : []}
      openKeys={openKeys}
      onOpenChange={setOpenKeys}
      onClick={onNavigate}
      style={{ borderInlineEnd: 'none' }}
    />
  );
}
