import { useQuery } from '@tanstack/react-query';
import Spin from 'antd/es/spin';
import Tabs from 'antd/es/tabs';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useIsPhone } from '../../components/browser-hooks';
import { myInfoQuery } from '../../session/my-info';

/**
 * The user centre (/index/myInfo, spec 000 §2): the profile (the default), real-name
 * verification (?type=10), the enterprise-messenger binding (?type=12), 我的金币 and 转账记录 for
 * everyone, 团队金币 / 组金币 / 城市经理金币 by role, and 月度台账 (the month's billable orders and
 * coins of the caller's reach) for everyone. It lives in app/ because it puts features side by side (accounts, identity, coins), which
 * features never do.
 */
// Each pane loads when its tab opens, so the page itself stays a light frame.
const ProfilePane = lazy(() => import('../../features/accounts/components/profile-pane').then((m) => ({ default: m.ProfilePane })));
const RealNamePane = lazy(() => import('../../features/identity/components/real-name-pane').then((m) => ({ default: m.RealNamePane })));
const MessengerPane = lazy(() => import('../../features/identity/components/messenger-pane').then((m) => ({ default: m.MessengerPane })));
const CoinMovementsPane = lazy(() =>
  import('../../features/coins/components/coin-movements-pane').then((m) => ({ default: m.CoinMovementsPane })),
);
const StandingBookPane = lazy(() =>
  import('../../features/coins/components/standing-book-pane').then((m) => ({ default: m.StandingBookPane })),
);
const PluginPane = lazy(() => import('../../features/plugin/components/plugin-pane').then((m) => ({ default: m.PluginPane })));
const GroupCoinsPane = lazy(() => import('../../features/coins/components/group-coins-pane').then((m) => ({ default: m.GroupCoinsPane })));
/** The coins-in-reach tab of each leader role (spec 000 §2). */
const GROUP_COINS_TAB: Partial<Record<number, string>> = { 30: '团队金币', 20: '组金币', 25: '城市经理金币' };
const paneSpin = <Spin style={{ display: 'block', margin: '48px auto' }} />;

export function MyInfoPage() {
  const { data: me } = useQuery(myInfoQuery);
  const phone = useIsPhone();
  const [search, setSearch] = useSearchParams();
  const type = search.get('type') ?? 'profile';
  const consultant = me?.roleCode !== null && me?.roleCode !== undefined;
  const userId = me?.user.id ?? '';
  const groupTab = me?.roleCode ? GROUP_COINS_TAB[me.roleCode] : undefined;
  const items = [
    {
      key: 'profile',
      label: '个人资料',
      children: (
        <Suspense fallback={paneSpin}>
          <ProfilePane />
        </Suspense>
      ),
    },
    ...(consultant
      ? [
          {
            key: '10',
            label: '实名认证',
            children: (
              <Suspense fallback={paneSpin}>
                <RealNamePane userId={userId} />
              </Suspense>
            ),
          },
          {
            key: '12',
            label: '企业微信',
            children: (
              <Suspense fallback={paneSpin}>
                <MessengerPane userId={userId} />
              </Suspense>
            ),
          },
          {
            key: 'coins',
            label: '我的金币',
            children: (
              <Suspense fallback={paneSpin}>
                <CoinMovementsPane type="all" />
              </Suspense>
            ),
          },
          ...(groupTab
            ? [
                {
                  key: 'groupCoins',
                  label: groupTab,
                  children: (
                    <Suspense fallback={paneSpin}>
                      <GroupCoinsPane manager={me?.roleCode === 30} />
                    </Suspense>
                  ),
                },
              ]
            : []),
          {
            key: 'transfers',
            label: '转账记录',
            children: (
              <Suspense fallback={paneSpin}>
                <CoinMovementsPane type="transfer" />
              </Suspense>
            ),
          },
          {
            key: 'standingBook',
            label: '月度台账',
            children: (
              <Suspense fallback={paneSpin}>
                <StandingBookPane />
              </Suspense>
            ),
          },
          {
            key: 'plugin',
            label: '浏览器插件',
            children: (
              <Suspense fallback={paneSpin}>
                <PluginPane />
              </Suspense>
            ),
          },
        ]
      : []),
  ];
  const active = items.some((i) => i.key === type) ? type : 'profile';
  return (
    <section
      style={{ background: '#fff', borderRadius: 8, padding: phone ? '12px 12px 16px' : '16px 24px 24px' }}
      aria-labelledby="my-info-title"
    >
      <h1 id="my-info-title" style={{ margin: '0 0 4px', fontSize: 18, fontWeight: 600 }}>
        个人中心
      </h1>
      <Tabs activeKey={active} onChange={(key) => setSearch(key === 'profile' ? {} : { type: key })} items={items} destroyOnHidden />
    </section>
  );
}
