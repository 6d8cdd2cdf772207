import type { OpsActivity } from '@hh/domain/workbench/activity.schema';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Switch from 'antd/es/switch';
import Table from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { positionOptions, useSaveActivity } from '../api/workbench';

interface Values {
  title: string;
  picture: string;
  range: [Dayjs, Dayjs];
  description: string;
  published: boolean;
}
type Option = Awaited<ReturnType<typeof positionOptions>>[number];

/**
 * Creates or edits an activity. Its positions are found with a filter (keyword, company) and then
 * taken all at once or ticked by hand; what is saved is the list of position ids.
 */
export function ActivityFormModal({ activity, onClose }: { activity: OpsActivity | null; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveActivity();
  const [chosen, setChosen] = useState<string[]>(activity?.positionIds ?? []);
  const [options, setOptions] = useState<Option[]>([]);
  const [filter, setFilter] = useState({ keyword: '', companyName: '' });
  const find = () =>
    positionOptions({ keyword: filter.keyword || undefined, companyName: filter.companyName || undefined }).then(setOptions, (e: Error) =>
      message.error(e.message),
    );
  const submit = (v: Values) =>
    save.mutate(
      {
        id: activity?.activityId ?? null,
        body: {
          title: v.title,
          picture: v.picture,
          startTime: v.range[0].startOf('day').valueOf(),
          endTime: v.range[1].endOf('day').valueOf(),
          description: v.description ?? '',
          published: v.published,
          positionIds: chosen,
        },
      },
      {
        onSuccess: () => {
          void message.success('活动已保存');
          onClose();
        },
        onError: (e) => void message.error(e.message),
      },
    );
  return (
    <Modal
      open
      title={activity ? '编辑活动' : '新建活动'}
      width={760}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{
          title: activity?.title ?? '',
          picture: activity?.picture ?? '/activity/tech.svg',
          range: activity ? [dayjs(activity.startTime), dayjs(activity.endTime)] : [dayjs(), dayjs().add(30, 'day')],
          description: activity?.description ?? '',
          published: activity?.published ?? false,
        }}
      >
        <Form.Item name="title" label="活动标题" rules={[{ required: true, whitespace: true, message: '请填写活动标题' }, { max: 40 }]}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item
          name="picture"
          label="图片地址"
          rules={[{ required: true, pattern: /^(https:\/\/|\/)\S+$/, message: '图片地址须以https://或/开头' }]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="range" label="活动时间" rules={[{ required: true, message: '请选择活动时间' }]}>
          <DatePicker.RangePicker />
        </Form.Item>
        <Form.Item name="description" label="活动介绍">
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
        <Form.Item name="published" label="发布" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginBottom: 8 }}>
        <Input
          placeholder="职位关键词"
          value={filter.keyword}
          onChange={(e) => setFilter({ ...filter, keyword: e.target.value })}
          style={{ width: 180 }}
        />
        <Input
          placeholder="公司名称"
          value={filter.companyName}
          onChange={(e) => setFilter({ ...filter, companyName: e.target.value })}
          style={{ width: 180 }}
        />
        <Button onClick={() => void find()}>按条件查找职位</Button>
        <Button onClick={() => setChosen([...new Set([...chosen, ...options.map((o) => o.positionId)])])} disabled={!options.length}>
          全部加入
        </Button>
        <span style={{ alignSelf: 'center', color: '#666' }}>已选 {chosen.length} 个职位</span>
      </div>
      <Table<Option>
        rowKey="positionId"
        size="small"
        dataSource={options}
        pagination={{ pageSize: 8, showSizeChanger: false }}
        rowSelection={{
          selectedRowKeys: chosen.filter((id) => options.some((o) => o.positionId === id)),
          onChange: (keys) => {
            const shown = new Set(options.map((o) => o.positionId));
            setChosen([...chosen.filter((id) => !shown.has(id)), ...(keys as string[])]);
          },
        }}
        columns={[
          { title: '职位', dataIndex: 'positionName' },
          { title: '公司', dataIndex: 'companyName' },
          { title: '城市', dataIndex: 'cityName', width: 80 },
        ]}
      />
    </Modal>
  );
}
