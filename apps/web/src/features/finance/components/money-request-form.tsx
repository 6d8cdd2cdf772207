import App from 'antd/es/app';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { Link, useNavigate } from 'react-router';

/**
 * Asking for a money move from the finance screens (issue 31): the request's reason, the line that
 * says nothing moves yet, and the message after it was asked, pointing to 资金审批.
 */

export const APPROVALS_PATH = '/ops/approvals';

/** 申请理由 (2–200 characters, as the contract's requestReasonSchema). */
export function RequestReasonItem({ name = 'reason', label = '申请理由' }: { name?: string; label?: string }) {
  return (
    <Form.Item
      name={name}
      label={label}
      rules={[
        { required: true, whitespace: true, message: `请填写${label}` },
        { min: 2, message: `${label}至少2个字` },
        { max: 200, message: `${label}不能超过200个字` },
      ]}
    >
      <Input.TextArea aria-label={label} rows={2} maxLength={200} showCount placeholder="说明依据，例如合同条款、对账结果或投诉裁定" />
    </Form.Item>
  );
}

/** Said in every request dialog and on the pages that ask: the effect waits for another approver. */
export function FourEyesNote({ what }: { what: string }) {
  return (
    <p className="fin-hint" data-testid="four-eyes-note">
      提交后{what}不会立即生效：需由提交人以外的财务或管理员在<Link to={APPROVALS_PATH}>「资金审批」</Link>中审批通过后才执行。
    </p>
  );
}

/** After a request was asked: 已提交…申请, with a way to the queue. */
export function useRequestSubmitted() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  return (text: string) =>
    void message.success({
      content: (
        <span data-testid="request-submitted">
          {text}
          <Button type="link" size="small" onClick={() => navigate(APPROVALS_PATH)}>
            去资金审批
          </Button>
        </span>
      ),
      duration: 6,
    });
}
