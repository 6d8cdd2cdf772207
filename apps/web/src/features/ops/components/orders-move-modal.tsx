import { TERMINAL_REASONS } from '@hh/domain/orders/order.schema';
import { ORDER_STAGE_LABELS, type OrderStage } from '@hh/domain/orders/order-stage';
import { ORDER_ACTION_LABELS, type OrderAction, STAGE_MOVES } from '@hh/domain/orders/stage-machine';
import App from 'antd/es/app';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import dayjs, { type Dayjs } from 'dayjs';
import { isApiError } from '../../../api/http-client';
import { type OpsOrderRow, useOpsMove } from '../api/orders';

export type OpsAction =
  | 'markValid'
  | 'reject'
  | 'companyPass'
  | 'bookInterview'
  | 'attendInterview'
  | 'passInterview'
  | 'makeOffer'
  | 'updateOffer'
  | 'confirmOnboard'
  | 'terminate';

interface Values {
  reason?: string;
  reasonCode?: string;
  interviewTime?: Dayjs | null;
  interviewPlace?: string;
  salary?: number | null;
  onboardDate?: Dayjs | null;
}

/** Where the move takes the order, for the dialog's first line. */
function targetOf(action: OpsAction, from: number): string {
  const move = STAGE_MOVES.find((m) => m.action === action && m.from.includes(from as never) && m.by.includes('pm'));
  return move?.to ? ORDER_STAGE_LABELS[move.to as OrderStage] : (ORDER_STAGE_LABELS[from as OrderStage] ?? '');
}

/**
 * One dialog for every move of the PM: each asks for what its move needs — a reason for a
 * rejection or an ending, time and place for an interview, salary and start date for an offer —
 * and names the version the PM saw, so a move on an order someone changed meanwhile is refused.
 */
export function OrdersMoveModal({ target, onClose }: { target: { row: OpsOrderRow; action: OpsAction } | null; onClose: () => void }) {
  const { message: toast } = App.useApp();
  const [form] = Form.useForm<Values>();
  const move = useOpsMove();
  const action = target?.action;
  const row = target?.row;
  const submit = (v: Values) => {
    if (!row || !action) return;
    move.mutate(
      {
        orderId: row.orderId,
        action,
        version: row.version,
        reason: v.reason?.trim() ?? '',
        reasonCode: v.reasonCode ?? '',
        ...(action === 'bookInterview' && v.interviewTime
          ? { interviewTime: v.interviewTime.valueOf(), interviewPlace: v.interviewPlace?.trim() ?? '' }
          : {}),
        ...((action === 'makeOffer' || action === 'updateOffer') && v.salary && v.onboardDate
          ? { salary: v.salary, onboardDate: v.onboardDate.format('YYYY-MM-DD') }
          : {}),
      },
      {
        onSuccess: () => {
          toast.success(`${ORDER_ACTION_LABELS[action]}：${row.candidateName}`);
          onClose();
        },
        onError: (error) => {
          toast.error(error.message);
          // Someone moved the order first: the list is fetched afresh, the dialog has nothing left to do.
          if (isApiError(error) && error.httpStatus === 409) onClose();
        },
      },
    );
  };
  const needsReason = action === 'reject' || action === 'terminate';
  return (
    <Modal
      open={target !== null}
      title={row && action ? `${ORDER_ACTION_LABELS[action as OrderAction]} · ${row.candidateName}` : ''}
      okText="确定"
      cancelText="取消"
      okButtonProps={{ danger: needsReason }}
      confirmLoading={move.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {row && action ? (
        <p style={{ color: 'rgba(0,0,0,0.65)' }}>
          {row.firmName} · {row.positionName}（{row.companyName}）
          <br />
          {ORDER_STAGE_LABELS[row.candidateState as OrderStage]} →{' '}
          {action === 'reject' ? '驳回给顾问' : targetOf(action, row.candidateState)}
        </p>
      ) : null}
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        key={`${row?.orderId}-${action}`}
        initialValues={{
          interviewTime: row?.interviewTime ? dayjs(row.interviewTime) : null,
          interviewPlace: row?.interviewPlace ?? '',
          salary: row?.offerSalary ?? null,
          onboardDate: row?.onboardDate ? dayjs(row.onboardDate) : null,
        }}
      >
        {action === 'terminate' ? (
          <Form.Item name="reasonCode" label="终止原因" rules={[{ required: true, message: '请选择终止原因' }]}>
            <Select placeholder="请选择终止原因" options={TERMINAL_REASONS.map((r) => ({ value: r.code, label: r.label }))} />
          </Form.Item>
        ) : null}
        {action === 'bookInterview' ? (
          <>
            <Form.Item name="interviewTime" label="面试时间" rules={[{ required: true, message: '请选择面试时间' }]}>
              <DatePicker showTime={{ format: 'HH:mm', minuteStep: 5 }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item
              name="interviewPlace"
              label="面试地点"
              rules={[
                { required: true, whitespace: true, message: '请填写面试地点' },
                { max: 100, message: '面试地点不能超过100个字' },
              ]}
            >
              <Input maxLength={100} placeholder="例如：杭州市西湖区文三路 90 号 5 楼，或视频面试" />
            </Form.Item>
          </>
        ) : null}
        {action === 'makeOffer' || action === 'updateOffer' ? (
          <>
            <Form.Item
              name="salary"
              label="offer月薪（元）"
              rules={[
                { required: true, message: '请填写offer月薪' },
                { type: 'number', min: 1000, message: 'offer月薪不能低于1000元' },
                { type: 'number', max: 1_000_000, message: 'offer月薪不能超过100万元' },
              ]}
            >
              <InputNumber precision={0} step={500} style={{ width: '100%' }} placeholder="例如 25000" />
            </Form.Item>
            <Form.Item name="onboardDate" label="入职日期" rules={[{ required: true, message: '请填写入职日期' }]}>
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          </>
        ) : null}
        <Form.Item
          name="reason"
          label={action === 'reject' ? '驳回原因（顾问可见）' : '说明'}
          rules={[
            ...(action === 'reject' ? [{ required: true, whitespace: true, message: '请填写驳回原因' }] : []),
            { max: 500, message: '不能超过500个字' },
          ]}
        >
          <Input.TextArea
            autoSize={{ minRows: 2, maxRows: 6 }}
            maxLength={500}
            showCount
            placeholder={action === 'reject' ? '例如：简历缺少最近一段工作经历' : '选填'}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
