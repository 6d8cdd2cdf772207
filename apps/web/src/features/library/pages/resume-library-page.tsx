import HistoryOutlined from '@ant-design/icons/es/icons/HistoryOutlined';
import ImportOutlined from '@ant-design/icons/es/icons/ImportOutlined';
import UploadOutlined from '@ant-design/icons/es/icons/UploadOutlined';
import { isManager, isRoleCode } from '@hh/domain/accounts/role';
import { UPLOAD_ACCEPT } from '@hh/domain/candidates/upload.schema';
import { LIBRARY_PAGE_SIZE } from '@hh/domain/library/library.schema';
import { useQuery } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Pagination from 'antd/es/pagination';
import Tabs from 'antd/es/tabs';
import Upload from 'antd/es/upload';
import { lazy, Suspense, useState } from 'react';
import { useIsPhone } from '../../../components/browser-hooks';
import { ButtonLink } from '../../../components/button-link';
import { LoadError } from '../../../components/load-error';
import { myInfoQuery } from '../../../session/my-info';
import { capacityQuery, libraryListQuery, useUploadResume } from '../api/library';
import { EMPTY_LIBRARY_FILTERS, type LibraryFilters } from '../api/list-body';
import { LastTaskBanner } from '../components/last-task-banner';
import { LibraryFilterBar } from '../components/library-filter-bar';
import { LibraryTable } from '../components/library-table';
import { PhoneCheck } from '../components/phone-check';
import { TaskPanel } from '../components/task-panel';

const ResumeDrawer = lazy(() => import('../components/resume-drawer').then((m) => ({ default: m.ResumeDrawer })));
const ImportModal = lazy(() => import('../components/import-modal').then((m) => ({ default: m.ImportModal })));
const TaskDetailsDrawer = lazy(() => import('../components/task-details-drawer').then((m) => ({ default: m.TaskDetailsDrawer })));
const BackupPanel = lazy(() => import('../components/backup-panel').then((m) => ({ default: m.BackupPanel })));

/**
 * The company resume library (/index/resumeLibrary, spec 000 §2 "Resume library"): the list with
 * its filters (20 a page), single upload, bulk import with the latest task's progress, the task
 * list and its details, and — for the manager — backups and their export history.
 */
export function ResumeLibraryPage() {
  const phone = useIsPhone();
  const { message } = App.useApp();
  const { data: me } = useQuery(myInfoQuery);
  const [filters, setFilters] = useState<LibraryFilters>(EMPTY_LIBRARY_FILTERS);
  const [page, setPage] = useState(1);
  const [tab, setTab] = useState('list');
  const [resumeId, setResumeId] = useState<string | null>(null);
  const [taskId, setTaskId] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const [used, setUsed] = useState(false);
  const list = useQuery(libraryListQuery(filters, page));
  const capacity = useQuery(capacityQuery);
  const upload = useUploadResume();
  const role = me?.roleCode;
  const manager = isRoleCode(role) && isManager(role);

  const rows = list.isError ? [] : (list.data?.list ?? []);
  const total = list.isError ? 0 : (list.data?.totalCount ?? 0);
  const filtered = JSON.stringify(filters) !== JSON.stringify(EMPTY_LIBRARY_FILTERS);
  const openResume = (id: string) => {
    setUsed(true);
    setResumeId(id);
  };
  const openTask = (id: string) => {
    setUsed(true);
    setTaskId(id);
  };

  return (
    <section
      style={{ background: '#fff', borderRadius: 8, padding: phone ? '12px 12px 16px' : '16px 24px 24px' }}
      aria-labelledby="library-title"
    >
      <header style={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 12 }}>
        <h1 id="library-title" style={{ margin: 0, fontSize: 18, fontWeight: 600 }}>
          简历库
        </h1>
        {capacity.data ? (
          <span data-testid="library-capacity" style={{ color: 'rgba(0,0,0,0.55)' }}>
            容量 {capacity.data.used}/{capacity.data.capacity}，剩余 {capacity.data.remaining}
          </span>
        ) : null}
        <span style={{ flex: 1 }} />
        <PhoneCheck onOpen={openResume} />
        <ButtonLink icon={<HistoryOutlined />} to="/index/uploadRecords">
          上传记录
        </ButtonLink>
        <Upload
          accept={UPLOAD_ACCEPT}
          showUploadList={false}
          beforeUpload={(file) => {
            upload.mutate(file, {
              onSuccess: (r) =>
                void (r.outcome === 3 ? message.error(r.message) : message.success(r.outcome === 1 ? `「${file.name}」已入库` : r.message)),
              onError: (error) => void message.error(error.message),
            });
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={upload.isPending}>
            上传简历
          </Button>
        </Upload>
        <Button
          type="primary"
          icon={<ImportOutlined />}
          onClick={() => {
            setUsed(true);
            setImporting(true);
          }}
        >
          批量导入
        </Button>
      </header>

      <LastTaskBanner onOpen={openTask} />

      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'list',
            label: `简历（${total}）`,
            children: (
              <>
                <LibraryFilterBar
                  value={filters}
                  onSearch={(next) => {
                    setFilters(next);
                    setPage(1);
                  }}
                />
                {list.isError ? (
                  <LoadError style={{ marginBottom: 12 }} title="简历库加载失败" error={list.error} onRetry={() => void list.refetch()} />
                ) : null}
                <LibraryTable
                  rows={rows}
                  loading={list.isFetching && !list.isError}
                  onOpen={(r) => openResume(r.id)}
                  empty={
                    <Empty
                      image={Empty.PRESENTED_IMAGE_SIMPLE}
                      description={filtered ? '没有符合条件的简历' : '简历库还是空的，上传或批量导入简历吧'}
                    >
                      {filtered ? <Button onClick={() => setFilters(EMPTY_LIBRARY_FILTERS)}>清除筛选</Button> : null}
                    </Empty>
                  }
                />
                <div style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 8, marginTop: 16 }}>
                  <span data-testid="library-total" style={{ color: 'rgba(0,0,0,0.65)' }}>
                    共 {total} 份
                  </span>
                  {total > LIBRARY_PAGE_SIZE ? (
                    <Pagination
                      current={page}
                      pageSize={LIBRARY_PAGE_SIZE}
                      total={total}
                      showSizeChanger={false}
                      onChange={setPage}
                      size={phone ? 'small' : undefined}
                    />
                  ) : null}
                </div>
              </>
            ),
          },
          { key: 'tasks', label: '导入任务', children: <TaskPanel onOpen={openTask} /> },
          ...(manager
            ? [
                {
                  key: 'backups',
                  label: '备份',
                  children: (
                    <Suspense fallback={null}>
                      <BackupPanel />
                    </Suspense>
                  ),
                },
              ]
            : []),
        ]}
      />

      {used ? (
        <Suspense fallback={null}>
          <ResumeDrawer key={resumeId ?? 'none'} id={resumeId} onClose={() => setResumeId(null)} />
          <ImportModal open={importing} onClose={() => setImporting(false)} />
          <TaskDetailsDrawer key={taskId ?? 'none'} taskId={taskId} onClose={() => setTaskId(null)} onOpenResume={openResume} />
        </Suspense>
      ) : null}
    </section>
  );
}
