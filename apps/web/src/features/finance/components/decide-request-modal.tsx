import type { MoneyRequest } from '@hh/domain/finance/money-request';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Descriptions from 'antd/es/descriptions';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { useDecideRequest } from '../api/approvals';
import { ChangeLines, RequestAmount, requesterText } from './money-request-parts';

/** What approving makes happen at once, so the approver reads it before pressing 确认通过. */
const EFFECT_OF_APPROVAL: Record<MoneyRequest['kind'], string> = {
  payout: '通过后立即从平台账户向该公司记账打款。请先完成银行转账，再填写转账流水号。',
  reversal: '通过后立即冲销该交付记录未冲销的金额；已打款的会从该公司收回。',
  fine: '通过后立即记录罚款，并从该公司下一期结算账单中扣减。',
  coinAdjust: '通过后立即调整该公司金币池的余额。',
  bill: '通过后立即出具结算账单并发给该公司。',
  feeTerms: '通过后新的收费条款立即生效，之后产生的交付记录按新条款计费。',
  caseFine: '通过后立即按投诉裁定扣罚：先从该公司的业绩考核保证金扣除，不足部分从未结算的佣金中扣减。',
};

interface Values {
  reason: string;
  transferReference?: string;
}

/**
 * 通过 / 驳回 a money request: the approver's opinion (审批意见) is required either way, and a payout's
 * approval also needs the bank transfer's reference. The server's answer is shown as it is — an
 * approval whose amount changed meanwhile is refused and the request waits again.
 */
export function DecideRequestModal({
  request,
  approve,
  onClose,
  onDecided,
}: {
  request: MoneyRequest;
  approve: boolean;
  onClose: () => void;
  onDecided?: (decided: MoneyRequest) => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const decide = useDecideRequest();
  const [failure, setFailure] = useState('');
  const needsReference = approve && request.kind === 'payout';
  const verb = approve ? '通过' : '驳回';
  const submit = async () => {
    const v = await form.validateFields();
    setFailure('');
    try {
      const decided = await decide.mutateAsync({
        requestId: request.id,
        approve,
        reason: v.reason.trim(),
        ...(needsReference ? { transferReference: (v.transferReference ?? '').trim() } : {}),
      });
      void message.success(approve ? `已审批通过：${decided.result || decided.stateName}` : '已驳回该申请');
      onDecided?.(decided);
      onClose();
    } catch (error) {
      setFailure((error as Error).message);
      void message.error((error as Error).message);
    }
  };
  return (
    <Modal
      open
      title={`${verb}申请：${request.kindName}`}
      okText={`确认${verb}`}
      cancelText="取消"
      okButtonProps={{ danger: !approve }}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={decide.isPending}
      destroyOnHidden
    >
      <Descriptions size="small" column={1} bordered style={{ marginBottom: 12 }} data-testid="decide-summary">
        <Descriptions.Item label="事项">{request.subject}</Descriptions.Item>
        {request.firmName ? <Descriptions.Item label="公司">{request.firmName}</Descriptions.Item> : null}
        {request.asset === 'none' ? null : (
          <Descriptions.Item label="金额">
            <RequestAmount request={request} />
          </Descriptions.Item>
        )}
        <Descriptions.Item label="变更">
          <ChangeLines changes={request.changes} compact />
        </Descriptions.Item>
        <Descriptions.Item label="申请人">{requesterText(request)}</Descriptions.Item>
        <Descriptions.Item label="申请理由">{request.reason}</Descriptions.Item>
      </Descriptions>
      <p className="fin-hint">
        {approve ? EFFECT_OF_APPROVAL[request.kind] : '驳回后该申请不会生效，申请人可在「资金审批」中看到驳回意见。'}
      </p>
      {failure ? <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} data-testid="decide-error" /> : null}
      <Form form={form} layout="vertical" requiredMark>
        <Form.Item
          name="reason"
          label="审批意见"
          rules={[
            { required: true, whitespace: true, message: '请填写审批意见' },
            { min: 2, message: '审批意见至少2个字' },
            { max: 200, message: '审批意见不能超过200个字' },
          ]}
        >
          <Input.TextArea
            aria-label="审批意见"
            rows={3}
            maxLength={200}
            showCount
            placeholder={approve ? '例如：已核对合同与到账记录' : '例如：金额与合同不符，请核对后重新提交'}
          />
        </Form.Item>
        {needsReference ? (
          <Form.Item
            name="transferReference"
            label="银行转账流水号"
            rules={[
              { required: true, whitespace: true, message: '请填写银行转账流水号' },
              { max: 64, message: '转账流水号不能超过64个字' },
            ]}
          >
            <Input aria-label="银行转账流水号" maxLength={64} placeholder="银行回单上的交易流水号" />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}
