import { formatTalkTime } from '@hh/domain/calls/call-rules';
import type { CallDetailRow, CallLogRow } from '@hh/domain/calls/calls.schema';
import { formatChinaTime } from '@hh/domain/time/china-time';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Table, { type TableProps } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { ListFooter } from '../../../components/list-footer';
import { LoadError } from '../../../components/load-error';
import { callDetailQuery } from '../api/calls';
import { RecordingPlayer } from './recording-player';

const PAGE_SIZE = 10;

/** Every call of one candidate in the log's range, newest first, each answered one with its recording. */
export function CallDetailModal({
  row,
  range,
  onClose,
}: {
  row: CallLogRow;
  range: { startTime: number; endTime: number };
  onClose: () => void;
}) {
  const [pageNum, setPageNum] = useState(1);
  const [playing, setPlaying] = useState<string | null>(null);
  const page = useQuery(callDetailQuery({ candidateId: row.candidateId, ...range, pageNum, pageSize: PAGE_SIZE }));
  const columns: TableProps<CallDetailRow>['columns'] = [
    { title: '拨打时间', dataIndex: 'startTime', width: 150, render: (t: number) => formatChinaTime(t, 'YYYY-MM-DD HH:mm') },
    { title: '顾问', dataIndex: 'hunterName', width: 90 },
    {
      title: '结果',
      dataIndex: 'stateLabel',
      width: 90,
      render: (label: string, r) => <Tag color={r.state === 'completed' ? 'green' : r.answerTime ? 'blue' : 'default'}>{label}</Tag>,
    },
    { title: '通话时长', dataIndex: 'talkSeconds', width: 100, render: (s: number) => formatTalkTime(s) },
    {
      title: '录音',
      key: 'recording',
      render: (_, r) =>
        !r.hasRecording ? (
          <span className="hh-empty-value">无录音</span>
        ) : playing === r.id ? (
          <RecordingPlayer callId={r.id} />
        ) : (
          <Button size="small" onClick={() => setPlaying(r.id)} aria-label={`播放录音 ${formatChinaTime(r.startTime, 'MM-DD HH:mm')}`}>
            播放录音
          </Button>
        ),
    },
  ];
  return (
    <Modal open title={`通话明细：${row.candidateName}（${row.candidatePhone}）`} onCancel={onClose} footer={null} width={860}>
      {page.isError ? <LoadError title="通话明细加载失败" error={page.error} onRetry={() => void page.refetch()} /> : null}
      <Table<CallDetailRow>
        data-testid="call-detail"
        rowKey="id"
        size="small"
        loading={page.isFetching}
        columns={columns}
        dataSource={page.data?.list ?? []}
        pagination={false}
        scroll={{ x: 720 }}
        locale={{ emptyText: '该时间范围内没有通话' }}
      />
      <ListFooter
        total={page.data?.total ?? 0}
        page={pageNum}
        pageSize={PAGE_SIZE}
        onPage={setPageNum}
        label={`共 ${page.data?.total ?? 0} 次通话`}
      />
    </Modal>
  );
}
