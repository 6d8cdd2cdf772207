import { CONSOLE_ACCESS, type ConsoleArea } from '@hh/domain/accounts/console-access';
import { STAFF_ROLE_LABELS, type StaffRole } from '@hh/domain/accounts/role';
import { type AuditRow, auditObjectLabel } from '@hh/domain/ops/audit.schema';
import { formatChinaTime } from '@hh/domain/time/china-time';
import { useQuery } from '@tanstack/react-query';
import App from 'antd/es/app';
import Empty from 'antd/es/empty';
import type { ColumnsType } from 'antd/es/table';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../api/http-client';
import { useIsPhone } from '../../../components/browser-hooks';
import { ListFooter } from '../../../components/list-footer';
import { LoadError } from '../../../components/load-error';
import { AUDIT_PAGE_SIZE, auditListQuery, downloadAuditExport } from '../api/audit';
import { AuditChangeView } from '../components/audit-change-view';
import { AuditFilterBar } from '../components/audit-filter-bar';
import { type AuditFilters, auditFiltersOf, auditQueryOf, searchOfAuditFilters } from './audit-filters';
import '../audit.css';

const areaLabel = (area: string) => CONSOLE_ACCESS[area as ConsoleArea]?.label ?? area;
const roleLabel = (role: string) => STAFF_ROLE_LABELS[role as StaffRole] ?? role;

function Actor({ row }: { row: AuditRow }) {
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4, alignItems: 'center' }}>
      <span>{row.actorName}</span>
      <Tag style={{ marginInlineEnd: 0 }}>{roleLabel(row.staffRole)}</Tag>
    </span>
  );
}

/**
 * 操作审计 (/ops/audit, platform admin): every console write, newest first — who, in which role,
 * from which address, through which request, on which object, and the values before and after
 * (opened per row). Filters live in the address; 导出 downloads the same search as .xlsx.
 */
export function AuditPage() {
  const phone = useIsPhone();
  const { message } = App.useApp();
  const [search, setSearch] = useSearchParams();
  const f = auditFiltersOf(search);
  const query = auditQueryOf(f);
  const list = useQuery({
    ...auditListQuery(query, f.page),
    throwOnError: (error) => !isApiError(error) || error.kind === 'malformed',
  });
  const [exporting, setExporting] = useState(false);
  const go = (change: Partial<AuditFilters>) => setSearch(searchOfAuditFilters({ ...f, ...change, page: change.page ?? 1 }));
  const data = list.isError ? undefined : list.data;
  const total = data?.totalCount ?? 0;
  const filtered = Object.keys(query).length > 0;

  const exportAll = async () => {
    setExporting(true);
    try {
      await downloadAuditExport(query);
    } catch (error) {
      void message.error(error instanceof Error ? error.message : '导出失败，请稍后再试');
    } finally {
      setExporting(false);
    }
  };

  const time: ColumnsType<AuditRow>[number] = {
    title: '时间',
    dataIndex: 'at',
    width: phone ? 100 : 170,
    render: (ms: number) => formatChinaTime(ms, phone ? 'MM-DD HH:mm' : 'YYYY-MM-DD HH:mm:ss'),
  };
  const actor: ColumnsType<AuditRow>[number] = {
    title: '操作人',
    key: 'actor',
    width: phone ? undefined : 170,
    render: (_, row) => <Actor row={row} />,
  };
  const object: ColumnsType<AuditRow>[number] = {
    title: '对象',
    key: 'object',
    ellipsis: true,
    render: (_, row) => (
      <span title={row.objectId ?? undefined}>
        {auditObjectLabel(row.objectType)}
        {row.objectId ? <span style={{ color: 'rgba(0, 0, 0, 0.62)' }}> · {row.objectId.slice(0, 8)}</span> : null}
      </span>
    ),
  };
  const columns: ColumnsType<AuditRow> = phone
    ? [time, actor, { ...object, width: 110 }]
    : [
        time,
        actor,
        { title: '功能区域', dataIndex: 'area', width: 170, render: areaLabel },
        { ...object, width: 170 },
        {
          title: '请求',
          key: 'route',
          ellipsis: true,
          render: (_, row) => <code style={{ fontSize: 12 }}>{`${row.method} ${row.route}`}</code>,
        },
        { title: '客户端地址', dataIndex: 'ip', width: 130, render: (ip: string | null) => ip ?? '—' },
      ];

  return (
    <section className="audit-page" aria-labelledby="audit-title">
      <h1 id="audit-title">操作审计</h1>
      <p className="audit-intro">平台人员在控制台的每一次修改都记录在此，只增不改。点击行首的加号查看修改前后的值。</p>
      <AuditFilterBar value={f} onSearch={(next) => go(next)} onExport={() => void exportAll()} exporting={exporting} />
      {list.isError ? (
        <LoadError style={{ marginBottom: 12 }} title="操作记录加载失败" error={list.error} onRetry={() => void list.refetch()} />
      ) : null}
      <Table<AuditRow>
        rowKey="id"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={list.isFetching && !list.isError}
        pagination={false}
        size="middle"
        tableLayout="fixed"
        expandable={{
          expandedRowRender: (row) => <AuditChangeView row={row} phone={phone} />,
          columnWidth: 40,
        }}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={filtered ? '没有符合条件的操作记录' : '还没有操作记录'} />,
        }}
        onRow={() => ({ 'data-testid': 'audit-row' }) as React.HTMLAttributes<HTMLElement>}
      />
      <ListFooter
        total={total}
        page={f.page}
        pageSize={AUDIT_PAGE_SIZE}
        onPage={(page) => go({ page })}
        label={`共 ${total} 条操作记录`}
        testId="audit-total"
      />
    </section>
  );
}
