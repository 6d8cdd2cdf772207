import { EDUCATION_LABELS, SEX_LABELS } from '@hh/domain/candidates/education';
import { BINDING_PAGE_SIZE } from '@hh/domain/talent/binding';
import type { BoundCandidate } from '@hh/domain/talent/binding.schema';
import { formatChinaTime } from '@hh/domain/time/china-time';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Pagination from 'antd/es/pagination';
import Popconfirm from 'antd/es/popconfirm';
import Spin from 'antd/es/spin';
import type { ColumnsType } from 'antd/es/table';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useIsPhone } from '../../../components/browser-hooks';
import { ButtonLink } from '../../../components/button-link';
import { cameFrom } from '../../../components/came-from';
import { LoadError } from '../../../components/load-error';
import { myInfoQuery } from '../../../session/my-info';
import { boundListQuery, capabilityQuery, useReleaseBinding } from '../api/bindings';

const facts = (r: BoundCandidate) =>
  [
    SEX_LABELS[r.sex],
    r.age !== null ? `${r.age}岁` : '',
    EDUCATION_LABELS[r.education] ?? '',
    r.workYears !== null ? `${r.workYears}年经验` : '',
    r.city,
  ]
    .filter(Boolean)
    .join(' · ');

function Stat({ label, value, testId }: { label: string; value: number | undefined; testId: string }) {
  return (
    <div style={{ flex: '1 1 140px', padding: '12px 16px', background: '#f7f9fc', borderRadius: 8 }}>
      <div style={{ color: 'rgba(0,0,0,0.55)', fontSize: 13 }}>{label}</div>
      <div data-testid={testId} style={{ fontSize: 24, fontWeight: 600, marginTop: 4 }}>
        {value ?? '—'}
      </div>
    </div>
  );
}

/**
 * 绑定的候选人 (/index/talentSearch/bindings): how many the consultant may still bind (at most
 * 90 unrecommended by default), and the bound list with release, 20 a page.
 */
export function BindingsPage() {
  const { message: toast } = App.useApp();
  const phone = useIsPhone();
  const [search, setSearch] = useSearchParams();
  const pageNo = Math.max(1, Math.min(10_000, Number.parseInt(search.get('page') ?? '1', 10) || 1));
  const { data: me } = useQuery(myInfoQuery);
  // Bindings come from talent search and from the shared library; the way back goes to the one the firm has.
  // Opened from one of them, the way back is to that one.
  const from = cameFrom(useLocation())?.split('?')[0];
  const back =
    from === '/index/shareResume' || (!from && !me?.resumeLibraryOpenStatusVo.lagouResumeOpenStatus)
      ? { to: '/index/shareResume', label: '返回共享简历库' }
      : { to: '/index/talentSearch', label: '返回人才搜索' };
  const capability = useQuery(capabilityQuery);
  const list = useQuery({ ...boundListQuery(pageNo), placeholderData: keepPreviousData });
  const release = useReleaseBinding();
  const rows = list.isError ? [] : (list.data?.commonUserSearchForms ?? []);
  const total = list.isError ? 0 : (list.data?.totalCount ?? 0);

  const releaseAction = (r: BoundCandidate) => (
    <Popconfirm
      title="释放候选人"
      description={`释放后「${r.name}」将移出您的人才库，其他顾问可以绑定。确定释放吗？`}
      okText="确定释放"
      cancelText="取消"
      onConfirm={() =>
        release.mutateAsync(r.id, {
          onSuccess: () => void toast.success(`已释放「${r.name}」`),
          onError: (error) => void toast.error(error.message),
        })
      }
    >
      <Button type="link" size="small" danger style={{ paddingInline: 0 }}>
        释放
      </Button>
    </Popconfirm>
  );
  const status = (r: BoundCandidate) => (r.recommending ? <Tag color="blue">推荐中</Tag> : <Tag>未推荐</Tag>);
  const resume = (r: BoundCandidate) => <Link to={`/index/recuit/resume/${r.commonUserId}`}>{r.name}</Link>;
  const columns: ColumnsType<BoundCandidate> = [
    {
      title: '候选人',
      key: 'name',
      render: (_, r) => (
        <div>
          {resume(r)}
          <div style={{ color: 'rgba(0, 0, 0, 0.62)', fontSize: 12 }}>{facts(r)}</div>
        </div>
      ),
    },
    { title: '当前公司 / 职位', key: 'company', render: (_, r) => [r.companyName, r.positionName].filter(Boolean).join(' · ') || '—' },
    { title: '手机', dataIndex: 'phone', render: (v: string) => v || '—' },
    { title: '来源', dataIndex: 'how', render: (v: string) => (v === 'share' ? '共享简历库' : '人才搜索') },
    { title: '绑定时间', dataIndex: 'bindTime', render: (v: number) => formatChinaTime(v, 'YYYY-MM-DD HH:mm') },
    { title: '状态', key: 'status', render: (_, r) => status(r) },
    { title: '操作', key: 'action', width: 80, render: (_, r) => releaseAction(r) },
  ];
  const empty = (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有绑定的候选人，去共享简历库或人才搜索加入人才库吧">
      <ButtonLink type="primary" to="/index/shareResume">
        去共享简历库
      </ButtonLink>
    </Empty>
  );

  return (
    <section
      style={{ background: '#fff', borderRadius: 8, padding: phone ? '12px 12px 16px' : '16px 24px 24px' }}
      aria-labelledby="bindings-title"
    >
      <header style={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 12, marginBottom: 12 }}>
        <h1 id="bindings-title" style={{ margin: 0, fontSize: 18, fontWeight: 600 }}>
          绑定的候选人
        </h1>
        <div style={{ flex: 1 }} />
        <ButtonLink to={back.to}>{back.label}</ButtonLink>
      </header>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, marginBottom: 12 }}>
        <Stat label="未推荐绑定上限" value={capability.data?.maxUnrecommended} testId="cap-max" />
        <Stat label="推荐中" value={capability.data?.nowRecommending} testId="cap-recommending" />
        <Stat label="未推荐" value={capability.data?.nowUnrecommended} testId="cap-unrecommended" />
      </div>
      {list.data?.showReminder ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={`还可绑定${list.data.remaining}人（未推荐的绑定候选人最多${list.data.resumeLibCapacity}人），请及时推荐或释放`}
        />
      ) : null}
      {capability.isError ? (
        <LoadError
          style={{ marginBottom: 12 }}
          title="绑定额度加载失败"
          error={capability.error}
          onRetry={() => void capability.refetch()}
        />
      ) : null}
      {list.isError ? (
        <LoadError style={{ marginBottom: 12 }} title="绑定列表加载失败" error={list.error} onRetry={() => void list.refetch()} />
      ) : null}
      {phone ? (
        rows.length === 0 ? (
          <div style={{ padding: '24px 0' }}>{list.isFetching ? <Spin /> : empty}</div>
        ) : (
          <ul data-testid="bound-cards" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
            {rows.map((r) => (
              <li key={r.id} style={{ padding: '12px 0', borderBottom: '1px solid rgba(5,5,5,0.06)' }}>
                <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
                  <span style={{ fontSize: 16, fontWeight: 600 }}>{resume(r)}</span>
                  {status(r)}
                  <span style={{ marginLeft: 'auto' }}>{releaseAction(r)}</span>
                </div>
                <div style={{ marginTop: 4, color: 'rgba(0,0,0,0.65)', fontSize: 13 }}>{facts(r)}</div>
                <div style={{ marginTop: 2, fontSize: 13 }}>{[r.companyName, r.positionName].filter(Boolean).join(' · ')}</div>
                <div style={{ marginTop: 2, color: 'rgba(0, 0, 0, 0.62)', fontSize: 12 }}>
                  {r.phone} · 绑定于 {formatChinaTime(r.bindTime, 'YYYY-MM-DD')}
                </div>
              </li>
            ))}
          </ul>
        )
      ) : (
        <Table
          data-testid="bound-table"
          rowKey="id"
          columns={columns}
          dataSource={rows}
          loading={list.isFetching}
          pagination={false}
          scroll={{ x: 900 }}
          locale={{ emptyText: empty }}
          size="middle"
        />
      )}
      <div style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 8, marginTop: 16 }}>
        <span data-testid="bound-total" style={{ color: 'rgba(0,0,0,0.65)' }}>
          共 {total} 人
        </span>
        {total > BINDING_PAGE_SIZE || pageNo > 1 ? (
          <Pagination
            current={pageNo}
            pageSize={BINDING_PAGE_SIZE}
            total={total}
            showSizeChanger={false}
            onChange={(page) => setSearch(page > 1 ? { page: String(page) } : {})}
            size={phone ? 'small' : undefined}
          />
        ) : null}
      </div>
    </section>
  );
}
