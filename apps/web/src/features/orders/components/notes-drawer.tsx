import type { OrderRow } from '@hh/domain/orders/order.schema';
import { chatRecordSchema } from '@hh/domain/orders/order.schema';
import { formatChinaTime } from '@hh/domain/time/china-time';
import { useInfiniteQuery } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Empty from 'antd/es/empty';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Spin from 'antd/es/spin';
import Tag from 'antd/es/tag';
import { useIsPhone } from '../../../components/browser-hooks';
import { schemaRule } from '../../../components/schema-rule';
import { useAppendChatRecord } from '../api/order-actions';
import { orderNotesQuery } from '../api/order-details';

/** 沟通记录: the order's chat records and remarks, newest first, and a form to add a chat record. */
export function NotesDrawer({ row, onClose }: { row: OrderRow | null; onClose: () => void }) {
  const phone = useIsPhone();
  return (
    <Drawer
      open={row !== null}
      onClose={onClose}
      title={row ? `沟通记录 · ${row.candidateName}` : '沟通记录'}
      size={phone ? '100%' : 480}
      destroyOnHidden
    >
      {row ? <Notes orderId={row.orderId} /> : null}
    </Drawer>
  );
}

function Notes({ orderId }: { orderId: string }) {
  const { message: toast } = App.useApp();
  const notes = useInfiniteQuery(orderNotesQuery(orderId));
  const records = notes.data?.pages.flat();
  const append = useAppendChatRecord();
  const [form] = Form.useForm<{ content: string }>();
  const submit = ({ content }: { content: string }) =>
    append.mutate(
      { orderId, content: content.trim() },
      {
        onSuccess: () => {
          toast.success('沟通记录已保存');
          form.resetFields();
        },
        onError: (error) => void toast.error(error.message),
      },
    );
  return (
    <>
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="content" label="沟通内容" required rules={[schemaRule(chatRecordSchema.shape.content)]}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={1000} showCount placeholder="例如：已与候选人确认面试时间" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={append.isPending}>
          添加记录
        </Button>
      </Form>
      <h3 style={{ margin: '24px 0 8px', fontSize: 15 }}>历史记录</h3>
      {notes.isError ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`沟通记录加载失败：${notes.error.message}`}>
          <Button onClick={() => void notes.refetch()}>重试</Button>
        </Empty>
      ) : !records ? (
        <Spin />
      ) : records.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有沟通记录" />
      ) : (
        <ol style={{ margin: 0, padding: 0, listStyle: 'none' }} data-testid="note-list">
          {records.map((n) => (
            <li key={n.id} style={{ padding: '10px 0', borderBottom: '1px solid rgba(5,5,5,0.06)' }}>
              <div style={{ color: 'rgba(0, 0, 0, 0.62)', fontSize: 12 }}>
                <Tag variant="filled" color={n.kind === 'chat' ? 'blue' : 'default'} style={{ marginInlineEnd: 6 }}>
                  {n.kind === 'chat' ? '沟通' : '备注'}
                </Tag>
                {formatChinaTime(n.createTime, 'YYYY-MM-DD HH:mm')} · {n.authorName}
              </div>
              <div style={{ marginTop: 4, whiteSpace: 'pre-line', lineHeight: 1.7 }}>{n.content}</div>
            </li>
          ))}
        </ol>
      )}
      {notes.hasNextPage ? (
        <Button block type="link" loading={notes.isFetchingNextPage} onClick={() => void notes.fetchNextPage()}>
          加载更早的记录
        </Button>
      ) : null}
    </>
  );
}
