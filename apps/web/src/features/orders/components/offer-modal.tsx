import type { OrderRow } from '@hh/domain/orders/order.schema';
import { offerSchema } from '@hh/domain/orders/order.schema';
import { OrderStage } from '@hh/domain/orders/order-stage';
import App from 'antd/es/app';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import dayjs, { type Dayjs } from 'dayjs';
import { schemaRule } from '../../../components/schema-rule';
import { useSaveOffer } from '../api/order-actions';

interface Values {
  salary: number | null;
  onboardDate: Dayjs | null;
  remark: string;
}

/** offer: the monthly salary (yuan) and the start date; at 面试通过 it moves the order to offer录用, at offer录用 it edits the offer. */
export function OfferModal({ row, onClose }: { row: OrderRow | null; onClose: () => void }) {
  const { message: toast } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveOffer();
  const editing = row?.candidateState === OrderStage.offer;
  const submit = (v: Values) => {
    if (!row || v.salary === null || !v.onboardDate) return;
    save.mutate(
      { orderId: row.orderId, salary: v.salary, onboardDate: v.onboardDate.format('YYYY-MM-DD'), remark: v.remark?.trim() ?? '' },
      {
        onSuccess: () => {
          toast.success(editing ? 'offer已修改' : 'offer已保存');
          onClose();
        },
        onError: (error) => void toast.error(error.message),
      },
    );
  };
  return (
    <Modal
      open={row !== null}
      title={row ? `${editing ? '修改offer' : '发放offer'} · ${row.candidateName}` : 'offer'}
      okText="保存"
      cancelText="取消"
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        key={row?.orderId}
        initialValues={{ salary: row?.offerSalary ?? null, onboardDate: row?.onboardDate ? dayjs(row.onboardDate) : null, remark: '' }}
      >
        <Form.Item name="salary" label="offer月薪（元）" required rules={[schemaRule(offerSchema.shape.salary)]}>
          <InputNumber min={0} max={1_000_000} step={500} precision={0} style={{ width: '100%' }} placeholder="例如 25000" />
        </Form.Item>
        <Form.Item name="onboardDate" label="入职日期" rules={[{ required: true, message: '请填写入职日期' }]}>
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="remark" label="说明" rules={[schemaRule(offerSchema.shape.remark)]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={500} showCount placeholder="选填" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
