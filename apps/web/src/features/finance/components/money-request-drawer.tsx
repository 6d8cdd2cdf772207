import { type MoneyRequest, MoneyRequestState } from '@hh/domain/finance/money-request';
import { formatChinaTime } from '@hh/domain/time/china-time';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Drawer from 'antd/es/drawer';
import Space from 'antd/es/space';
import { useIsPhone } from '../../../components/browser-hooks';
import { ChangeLines, RequestAmount, RequestKindTag, RequestStateTag, requesterText } from './money-request-parts';

const time = (ms: number | null) => (ms ? formatChinaTime(ms, 'YYYY-MM-DD HH:mm') : '—');

/** A money request in full: what was asked and why, what it changes, and how it was decided. */
export function MoneyRequestDrawer({
  request,
  onClose,
  onDecide,
}: {
  request: MoneyRequest;
  onClose: () => void;
  onDecide: (request: MoneyRequest, approve: boolean) => void;
}) {
  const phone = useIsPhone();
  const decided = request.state === MoneyRequestState.approved || request.state === MoneyRequestState.refused;
  return (
    <Drawer
      open
      onClose={onClose}
      size={phone ? '100%' : 560}
      styles={phone ? { body: { padding: 12 }, header: { padding: 12 } } : undefined}
      title="申请详情"
      data-testid="request-drawer"
      extra={
        request.canDecide ? (
          <Space size={8}>
            {request.state === MoneyRequestState.pending ? (
              <Button danger onClick={() => onDecide(request, false)}>
                驳回
              </Button>
            ) : null}
            <Button type="primary" onClick={() => onDecide(request, true)}>
              通过
            </Button>
          </Space>
        ) : null
      }
    >
      <Descriptions size="small" column={1} bordered data-testid="request-detail">
        <Descriptions.Item label="类型">
          <RequestKindTag request={request} />
        </Descriptions.Item>
        <Descriptions.Item label="事项">{request.subject}</Descriptions.Item>
        <Descriptions.Item label="公司">{request.firmName || '—'}</Descriptions.Item>
        <Descriptions.Item label="金额">
          <RequestAmount request={request} />
        </Descriptions.Item>
        <Descriptions.Item label="变更内容">{request.changes.length ? <ChangeLines changes={request.changes} /> : '—'}</Descriptions.Item>
        <Descriptions.Item label="申请人">{requesterText(request)}</Descriptions.Item>
        <Descriptions.Item label="申请理由">{request.reason}</Descriptions.Item>
        <Descriptions.Item label="状态">
          <RequestStateTag request={request} />
        </Descriptions.Item>
        <Descriptions.Item label="审批人">{decided && request.decidedByName ? request.decidedByName : '—'}</Descriptions.Item>
        <Descriptions.Item label="审批时间">{decided ? time(request.decidedAt) : '—'}</Descriptions.Item>
        <Descriptions.Item label="审批意见">{decided && request.decisionReason ? request.decisionReason : '—'}</Descriptions.Item>
        {request.kind === 'payout' ? (
          <Descriptions.Item label="银行转账流水号">{request.transferReference || '—'}</Descriptions.Item>
        ) : null}
        <Descriptions.Item label="处理结果">{request.result || (decided ? '—' : '尚未生效')}</Descriptions.Item>
      </Descriptions>
      {!request.canDecide && request.state === MoneyRequestState.pending ? (
        <p className="fin-hint" style={{ marginTop: 12 }}>
          该申请等待提交人以外的财务或管理员审批；提交人不能审批自己的申请。
        </p>
      ) : null}
    </Drawer>
  );
}
