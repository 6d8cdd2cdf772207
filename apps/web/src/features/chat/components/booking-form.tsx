import { BOOKING_TIMES_MAX } from '@hh/domain/chat/chat.schema';
import { useMutation, useQuery } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import type { Dayjs } from 'dayjs';
import { bookableOrdersQuery, newMsgId, sendBooking } from '../api/chat';

interface Values {
  orderId: string;
  place: string;
  times: (Dayjs | null)[];
}

/** The PM's booking card: an order of this consultant at 50, a place and up to three times. */
export function BookingForm({ peerId, open, onClose }: { peerId: string; open: boolean; onClose(): void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const orders = useQuery({ ...bookableOrdersQuery(peerId), enabled: open });
  const send = useMutation({
    mutationFn: (v: Values) =>
      sendBooking({
        msgId: newMsgId(),
        toEasemobId: peerId,
        orderId: v.orderId,
        place: v.place,
        times: v.times.flatMap((t) => (t ? [t.second(0).millisecond(0).valueOf()] : [])),
      }),
    onSuccess: () => {
      message.success('已发送面试预约');
      form.resetFields();
      onClose();
    },
    onError: (error) => message.error(error.message),
  });
  return (
    <Modal
      title="发送面试预约"
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="发送"
      confirmLoading={send.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ times: [null] }} onFinish={(v) => send.mutate(v)}>
        <Form.Item name="orderId" label="订单（企业已通过）" rules={[{ required: true, message: '请选择订单' }]}>
          <Select
            loading={orders.isPending}
            placeholder="选择该顾问的订单"
            notFoundContent="该顾问没有待预约面试的订单"
            options={(orders.data ?? []).map((o) => ({ value: o.orderId, label: `${o.candidateName} · ${o.positionName}` }))}
          />
        </Form.Item>
        <Form.Item name="place" label="面试地点" rules={[{ required: true, whitespace: true, message: '请填写面试地点' }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.List name="times">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, i) => (
                <Form.Item key={field.key} label={`面试时间${i + 1}`} required>
                  <div style={{ display: 'flex', gap: 8 }}>
                    <Form.Item name={field.name} noStyle rules={[{ required: true, message: '请选择面试时间' }]}>
                      <DatePicker
                        showTime={{ format: 'HH:mm', minuteStep: 5 }}
                        format="YYYY-MM-DD HH:mm"
                        style={{ flex: 1 }}
                        aria-label={`面试时间${i + 1}`}
                      />
                    </Form.Item>
                    {fields.length > 1 ? (
                      <Button type="link" onClick={() => remove(field.name)}>
                        删除
                      </Button>
                    ) : null}
                  </div>
                </Form.Item>
              ))}
              {fields.length < BOOKING_TIMES_MAX ? (
                <Button type="link" onClick={() => add(null)} style={{ paddingInline: 0 }}>
                  ＋ 再提供一个时间
                </Button>
              ) : null}
            </>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
