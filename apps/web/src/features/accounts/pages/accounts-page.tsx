import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import UserAddOutlined from '@ant-design/icons/es/icons/UserAddOutlined';
import {
  ACCOUNT_PAGE_SIZE,
  ACCOUNT_TAB_LABELS,
  ACCOUNT_TABS,
  type AccountRow,
  type AccountTab,
  type TeamRow,
} from '@hh/domain/accounts/account-admin.schema';
import { isManager, managesAccounts } from '@hh/domain/accounts/role';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Pagination from 'antd/es/pagination';
import Result from 'antd/es/result';
import Tabs from 'antd/es/tabs';
import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useIsPhone } from '../../../components/browser-hooks';
import { LoadError } from '../../../components/load-error';
import { ResultTitle } from '../../../components/result-title';
import { myInfoQuery } from '../../../session/my-info';
import { accountExportUrl, accountPageQuery, normalUsersQuery, useAccountStatus, useUnsetCityPm } from '../api/accounts';
import { teamListQuery, useDismissTeam } from '../api/teams';
import { AccountCards, TeamCards } from '../components/account-cards';
import { AccountFilterBar } from '../components/account-filter-bar';
import { AccountTable } from '../components/account-table';
import type { AccountAction, TeamAction } from '../components/row-actions';
import { TeamTable } from '../components/team-table';
import { accountQueryOf, filtersFromSearch, nextFilters, searchOfFilters, userListBody } from './account-filters';

// The dialogs load the first time one opens: the lists need none of their forms.
const AccountFormModal = lazy(() => import('../components/account-form-modal').then((m) => ({ default: m.AccountFormModal })));
const CityPmModal = lazy(() => import('../components/city-pm-modal').then((m) => ({ default: m.CityPmModal })));
const RenameTeamModal = lazy(() => import('../components/rename-team-modal').then((m) => ({ default: m.RenameTeamModal })));
const TeamLeaderModal = lazy(() => import('../components/team-leader-modal').then((m) => ({ default: m.TeamLeaderModal })));
const MailDomainsModal = lazy(() => import('../components/mail-domains-modal').then((m) => ({ default: m.MailDomainsModal })));
const TeamNamesModal = lazy(() => import('../components/team-names-modal').then((m) => ({ default: m.TeamNamesModal })));

/**
 * Account management (spec 001 §2, §4; /index/accounts): tabs 团队 (the default), 顾问列表 and
 * 普通用户, filtered by opening date and phone, 10 a page, all in the address. The manager runs
 * the firm's teams and accounts; a team leader sees their own team and may rename it and edit
 * its members' names and contacts.
 */
export function AccountsPage() {
  const { data: me } = useQuery(myInfoQuery);
  if (me && !managesAccounts(me.roleCode)) {
    return (
      <section style={{ background: '#fff', borderRadius: 8, padding: '24px 0' }}>
        <Result
          status="403"
          title={<ResultTitle>无权查看</ResultTitle>}
          subTitle="账号管理仅对管理员和团队长开放。"
          extra={<Link to="/index/myInfo">前往个人中心</Link>}
        />
      </section>
    );
  }
  if (!me) return null;
  return <Accounts manager={isManager(me.roleCode)} selfId={me.user.id} />;
}

function Accounts({ manager, selfId }: { manager: boolean; selfId: string }) {
  const { message: toast, modal } = App.useApp();
  const phone = useIsPhone();
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const go = (change: Parameters<typeof nextFilters>[1]) => setSearch(searchOfFilters(nextFilters(filters, change)));
  const query = accountQueryOf(filters);

  const teams = useQuery({ ...teamListQuery(query), enabled: filters.tab === 'team', placeholderData: keepPreviousData });
  const page = useQuery({
    ...accountPageQuery(userListBody(filters)),
    enabled: filters.tab === 'lietou',
    placeholderData: keepPreviousData,
  });
  const normal = useQuery({ ...normalUsersQuery(query), enabled: filters.tab === 'normal', placeholderData: keepPreviousData });
  const active = filters.tab === 'team' ? teams : filters.tab === 'lietou' ? page : normal;

  // A dialog's code is fetched the first time it opens, then it stays mounted for its close animation.
  const [used, setUsed] = useState<ReadonlySet<string>>(() => new Set());
  const use = (dialog: string) => setUsed((current) => (current.has(dialog) ? current : new Set(current).add(dialog)));
  const [creatingTeams, setCreatingTeams] = useState(false);
  const [editingDomains, setEditingDomains] = useState(false);
  const [teamDialog, setTeamDialog] = useState<{ action: 'rename' | 'leader'; team: TeamRow } | null>(null);
  const [accountDialog, setAccountDialog] = useState<{ mode: 'add' | 'edit'; account: AccountRow | null } | null>(null);
  const [cityDialog, setCityDialog] = useState<{ mode: 'set' | 'bind'; account: AccountRow } | null>(null);
  const dismiss = useDismissTeam();
  const status = useAccountStatus();
  const unsetCity = useUnsetCityPm();
  const fail = (error: Error) => void toast.error(error.message);

  const onTeamAction = (action: TeamAction, team: TeamRow) => {
    if (action !== 'dismiss') {
      use(action);
      return setTeamDialog({ action, team });
    }
    const count = team.memberCount + team.closedCount;
    modal.confirm({
      title: `解散「${team.groupName}」？`,
      content: count
        ? `团队的${count}个账号将移到“未分组”，团队长将变为顾问；账号的人才和订单不受影响。`
        : '团队中没有账号，解散后名称可以再次使用。',
      okText: '解散',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () => dismiss.mutateAsync(team.id, { onSuccess: () => void toast.success('团队已解散'), onError: fail }),
    });
  };

  const onAccountAction = (action: AccountAction, account: AccountRow) => {
    if (action === 'edit') {
      use('account');
      return setAccountDialog({ mode: 'edit', account });
    }
    if (action === 'setCityPm' || action === 'bind') {
      use('city');
      return setCityDialog({ mode: action === 'bind' ? 'bind' : 'set', account });
    }
    if (action === 'unsetCityPm') {
      return modal.confirm({
        title: `取消${account.cname}的城市经理？`,
        content: `将解除其绑定的${account.boundCount}个账号，角色改为顾问。`,
        okText: '取消城市经理',
        cancelText: '返回',
        onOk: () => unsetCity.mutateAsync(account.id, { onSuccess: () => void toast.success('已取消城市经理'), onError: fail }),
      });
    }
    const open = action === 'open';
    modal.confirm({
      title: open ? `重新开通${account.cname}的账号？` : `关闭${account.cname}的账号？`,
      content: open
        ? '开通后可用原手机号和密码登录。'
        : '关闭后该账号的所有登录立即失效，且无法再登录；其人才和订单保留，可在人才管理和订单管理中转移给其他顾问。',
      okText: open ? '重新开通' : '关闭账号',
      okButtonProps: { danger: !open },
      cancelText: '取消',
      onOk: () =>
        status.mutateAsync(
          { userId: account.id, open },
          { onSuccess: () => void toast.success(open ? '账号已重新开通' : '账号已关闭，该账号的登录已全部失效'), onError: fail },
        ),
    });
  };

  // 10 a page: the consultant list is paged by the server; the team list and the normal users are short and paged here.
  const slice = <T,>(rows: T[]) => rows.slice((filters.page - 1) * ACCOUNT_PAGE_SIZE, filters.page * ACCOUNT_PAGE_SIZE);
  const allTeams = teams.isError ? [] : (teams.data ?? []);
  const teamRows = slice(allTeams);
  const normalRows = normal.isError ? [] : (normal.data ?? []);
  const accountRows = filters.tab === 'lietou' ? (page.isError ? [] : (page.data?.pageData ?? [])) : slice(normalRows);
  const total =
    filters.tab === 'team'
      ? allTeams.length
      : filters.tab === 'lietou'
        ? page.isError
          ? 0
          : (page.data?.totalCount ?? 0)
        : normalRows.length;
  const what = filters.tab === 'lietou' ? '账号' : '普通用户';
  const filtered = Boolean(filters.phone || filters.startDate || filters.endDate);
  const empty = (what: string) => (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={filtered ? `没有符合条件的${what}` : `还没有${what}`}>
      {filtered ? <Button onClick={() => go({ phone: '', startDate: '', endDate: '' })}>清除筛选</Button> : null}
    </Empty>
  );

  return (
    <section
      style={{ background: '#fff', borderRadius: 8, padding: phone ? '12px 12px 16px' : '16px 24px 24px' }}
      aria-labelledby="accounts-title"
    >
      <header style={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 8, rowGap: 12, marginBottom: 4 }}>
        <h1 id="accounts-title" style={{ margin: 0, fontSize: 18, fontWeight: 600 }}>
          账号管理
        </h1>
        {manager ? null : <span style={{ color: 'rgba(0, 0, 0, 0.62)' }}>（我的团队）</span>}
        {/* On a phone the actions take their own row under the title. */}
        <div style={{ flex: 1, minWidth: phone ? '60%' : 0 }} />
        {/* The browser opens the export itself, with a fresh request-time stamp each time. */}
        <Button icon={<DownloadOutlined />} onClick={() => window.open(accountExportUrl(query), '_blank', 'noopener')}>
          导出Excel
        </Button>
        {manager ? (
          <>
            <Button
              onClick={() => {
                use('domains');
                setEditingDomains(true);
              }}
            >
              企业邮箱域名
            </Button>
            <Button
              icon={<PlusOutlined />}
              onClick={() => {
                use('teams');
                setCreatingTeams(true);
              }}
            >
              新建团队
            </Button>
            <Button
              type="primary"
              icon={<UserAddOutlined />}
              onClick={() => {
                use('account');
                setAccountDialog({ mode: 'add', account: null });
              }}
            >
              开通账号
            </Button>
          </>
        ) : null}
      </header>

      <Tabs
        activeKey={filters.tab}
        onChange={(tab) => go({ tab: tab as AccountTab })}
        items={ACCOUNT_TABS.map((tab) => ({ key: tab, label: ACCOUNT_TAB_LABELS[tab] }))}
        style={{ marginBottom: 0 }}
      />
      <AccountFilterBar filters={filters} phoneLabel={filters.tab === 'team' ? '成员手机号' : '手机号'} onSearch={(change) => go(change)} />

      {active.isError ? (
        <LoadError style={{ marginBottom: 12 }} title="列表加载失败" error={active.error} onRetry={() => void active.refetch()} />
      ) : null}

      {filters.tab === 'team' ? (
        phone ? (
          <TeamCards rows={teamRows} loading={teams.isFetching} manager={manager} empty={empty('团队')} onAction={onTeamAction} />
        ) : (
          <TeamTable rows={teamRows} loading={teams.isFetching} manager={manager} empty={empty('团队')} onAction={onTeamAction} />
        )
      ) : phone ? (
        <AccountCards
          rows={accountRows}
          loading={active.isFetching}
          manager={manager}
          selfId={selfId}
          empty={empty(what)}
          onAction={onAccountAction}
        />
      ) : (
        <AccountTable
          rows={accountRows}
          loading={active.isFetching}
          manager={manager}
          selfId={selfId}
          empty={empty(what)}
          onAction={onAccountAction}
        />
      )}

      <div style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', flexWrap: 'wrap', gap: 8, marginTop: 16 }}>
        <span data-testid="accounts-total" style={{ color: 'rgba(0,0,0,0.65)' }}>
          共 {total} {filters.tab === 'team' ? '个团队' : '个账号'}
        </span>
        {total > ACCOUNT_PAGE_SIZE || filters.page > 1 ? (
          <Pagination
            current={filters.page}
            pageSize={ACCOUNT_PAGE_SIZE}
            total={total}
            showSizeChanger={false}
            onChange={(p) => go({ page: p })}
            size={phone ? 'small' : undefined}
          />
        ) : null}
      </div>

      <Suspense fallback={null}>
        {used.has('domains') ? <MailDomainsModal open={editingDomains} onClose={() => setEditingDomains(false)} /> : null}
        {used.has('teams') ? <TeamNamesModal open={creatingTeams} onClose={() => setCreatingTeams(false)} /> : null}
        {used.has('rename') ? (
          <RenameTeamModal team={teamDialog?.action === 'rename' ? teamDialog.team : null} onClose={() => setTeamDialog(null)} />
        ) : null}
        {used.has('leader') ? (
          <TeamLeaderModal team={teamDialog?.action === 'leader' ? teamDialog.team : null} onClose={() => setTeamDialog(null)} />
        ) : null}
        {used.has('account') ? (
          <AccountFormModal
            mode={accountDialog?.mode ?? null}
            account={accountDialog?.account ?? null}
            manager={manager}
            onClose={() => setAccountDialog(null)}
          />
        ) : null}
        {used.has('city') ? (
          <CityPmModal mode={cityDialog?.mode ?? null} account={cityDialog?.account ?? null} onClose={() => setCityDialog(null)} />
        ) : null}
      </Suspense>
    </section>
  );
}
