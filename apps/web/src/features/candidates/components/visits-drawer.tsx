import type { TalentRow } from '@hh/domain/candidates/talent.schema';
import { formatChinaTime } from '@hh/domain/time/china-time';
import { useQuery } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Drawer from 'antd/es/drawer';
import Empty from 'antd/es/empty';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Spin from 'antd/es/spin';
import dayjs, { type Dayjs } from 'dayjs';
import { useIsPhone } from '../../../components/browser-hooks';
import { useAddVisit, visitsQuery } from '../api/visits';

/** 沟通记录: what was said with the candidate and when, newest first, and a form to add one. */
export function VisitsDrawer({ row, onClose }: { row: TalentRow | null; onClose: () => void }) {
  const phone = useIsPhone();
  return (
    <Drawer
      open={row !== null}
      onClose={onClose}
      title={row ? `沟通记录 · ${row.name}` : '沟通记录'}
      size={phone ? '100%' : 480}
      destroyOnHidden
    >
      {row ? <Visits userId={row.userId} /> : null}
    </Drawer>
  );
}

function Visits({ userId }: { userId: string }) {
  const { message: toast } = App.useApp();
  const visits = useQuery(visitsQuery(userId));
  const add = useAddVisit(userId);
  const [form] = Form.useForm<{ content: string; visitTime: Dayjs }>();
  const submit = ({ content, visitTime }: { content: string; visitTime: Dayjs }) =>
    add.mutate(
      { content: content.trim(), visitTime: (visitTime ?? dayjs()).valueOf() },
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
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ visitTime: dayjs() }}>
        <Form.Item
          name="content"
          label="沟通内容"
          rules={[
            { required: true, whitespace: true, message: '请填写沟通内容' },
            { max: 2000, message: '沟通内容不能超过2000个字' },
          ]}
        >
          <Input.TextArea
            autoSize={{ minRows: 3, maxRows: 8 }}
            maxLength={2000}
            showCount
            placeholder="例如：电话沟通，对新机会感兴趣，期望薪资40k"
          />
        </Form.Item>
        <div style={{ display: 'flex', gap: 12, alignItems: 'flex-end', flexWrap: 'wrap' }}>
          <Form.Item name="visitTime" label="沟通时间" style={{ flex: '1 1 200px', marginBottom: 0 }}>
            <DatePicker
              showTime={{ format: 'HH:mm' }}
              format="YYYY-MM-DD HH:mm"
              allowClear={false}
              style={{ width: '100%' }}
              disabledDate={(d) => d.isAfter(dayjs(), 'day')}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={add.isPending}>
            添加记录
          </Button>
        </div>
      </Form>
      <h3 style={{ margin: '24px 0 8px', fontSize: 15 }}>历史记录</h3>
      {visits.isError ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`沟通记录加载失败：${visits.error.message}`}>
          <Button onClick={() => void visits.refetch()}>重试</Button>
        </Empty>
      ) : !visits.data ? (
        <Spin />
      ) : visits.data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有沟通记录" />
      ) : (
        <ol style={{ margin: 0, padding: 0, listStyle: 'none' }} data-testid="visit-list">
          {visits.data.map((v) => (
            <li key={v.id} style={{ padding: '10px 0', borderBottom: '1px solid rgba(5,5,5,0.06)' }}>
              <div style={{ color: 'rgba(0, 0, 0, 0.62)', fontSize: 12 }}>
                {formatChinaTime(v.visitTime, 'YYYY-MM-DD HH:mm')} · {v.userName}
              </div>
              <div style={{ marginTop: 4, whiteSpace: 'pre-line', lineHeight: 1.7 }}>{v.content}</div>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
