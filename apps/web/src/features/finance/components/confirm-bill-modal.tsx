import { formatFen } from '@hh/domain/finance/fees';
import type { Bill } from '@hh/domain/finance/settlement.schema';
import { INVOICE_TYPE_LABELS, invoiceSchema } from '@hh/domain/finance/settlement.schema';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import message from 'antd/es/message';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { type BillSide, useConfirmBill } from '../api/finance';

interface Values {
  invoiceType: 1 | 2;
  invoiceTitle: string;
  taxNo: string;
  invoiceRemark?: string;
}

/**
 * The manager (or staff on the firm's behalf, side 'ops') confirms an issued bill with the invoice
 * details; the form checks what the server checks (invoiceSchema).
 */
export function ConfirmBillModal({ bill, side, onClose }: { bill: Bill; side: BillSide; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const confirm = useConfirmBill(side);
  const rule = (field: keyof Values) => ({
    validator: async (_: unknown, value: unknown) => {
      const r = invoiceSchema.shape[field].safeParse(value);
      if (!r.success) throw new Error(r.error.issues[0]?.message ?? '填写有误');
    },
  });
  const submit = async () => {
    const values = await form.validateFields();
    try {
      await confirm.mutateAsync({ billId: bill.id, ...values, invoiceRemark: values.invoiceRemark ?? '' });
      void message.success('账单已确认');
      onClose();
    } catch (error) {
      void message.error((error as Error).message);
    }
  };
  return (
    <Modal
      open
      title={`确认账单 ${bill.billNo}`}
      okText="确认账单"
      cancelText="取消"
      onOk={submit}
      onCancel={onClose}
      confirmLoading={confirm.isPending}
      destroyOnHidden
    >
      <p>
        开票金额 ¥{formatFen(bill.invoiceAmount)}，结算人数 {bill.personNum} 人。确认后不能修改。
      </p>
      <Form form={form} layout="vertical" initialValues={{ invoiceType: 2 }}>
        <Form.Item name="invoiceType" label="发票类型" rules={[rule('invoiceType')]}>
          <Select options={([1, 2] as const).map((v) => ({ value: v, label: INVOICE_TYPE_LABELS[v] }))} />
        </Form.Item>
        <Form.Item name="invoiceTitle" label="发票抬头" rules={[rule('invoiceTitle')]}>
          <Input maxLength={60} placeholder="公司全称" />
        </Form.Item>
        <Form.Item name="taxNo" label="纳税人识别号" rules={[rule('taxNo')]}>
          <Input maxLength={20} placeholder="15到20位数字或大写字母" />
        </Form.Item>
        <Form.Item name="invoiceRemark" label="备注">
          <Input.TextArea maxLength={200} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
