import type { GroupCoins } from '@hh/domain/coins/coin.schema';
import { formatChinaTime } from '@hh/domain/time/china-time';
import { useQuery } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Table from 'antd/es/table';
import { useState } from 'react';
import { chargeDetailQuery, newIdempotencyKey, receiversQuery, useCharge } from '../api/coins';

interface Draft {
  to: string;
  coin: number;
  note?: string;
}

/** The manager's side of 团队金币: the firm's pool, handing it out to a team or a consultant, and the last charges. */
export function ChargePanel({ teams }: { teams: GroupCoins['teams'] }) {
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Draft>();
  const [key, setKey] = useState(newIdempotencyKey);
  const charges = useQuery(chargeDetailQuery(page));
  const people = useQuery({ ...receiversQuery, enabled: open });
  const charge = useCharge();
  const pool = charges.data?.pool ?? 0;
  const options = [
    { label: '团队', options: teams.map((t) => ({ label: t.teamName, value: `team:${t.teamId}` })) },
    {
      label: '顾问',
      options: (people.data ?? []).flatMap((g) => g.users.map((u) => ({ label: `${u.cname}（${g.groupName}）`, value: `user:${u.id}` }))),
    },
  ];
  const submit = async () => {
    const draft = await form.validateFields();
    const [kind, id] = draft.to.split(':') as ['team' | 'user', string];
    try {
      await charge.mutateAsync({
        body: { ...(kind === 'team' ? { toTeamId: id } : { toUserId: id }), coin: draft.coin, note: draft.note ?? '' },
        key,
      });
      message.success('分配成功');
      setOpen(false);
      setKey(newIdempotencyKey());
      form.resetFields();
    } catch (error) {
      message.error((error as Error).message);
    }
  };
  return (
    <section style={{ border: '1px solid #f0f0f0', borderRadius: 8, padding: 16, marginBottom: 16 }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
        <strong>公司金币池：{pool} 金币</strong>
        <Button onClick={() => setOpen(true)} disabled={pool <= 0}>
          分配金币
        </Button>
      </div>
      <Table
        rowKey="id"
        size="small"
        style={{ marginTop: 12 }}
        loading={charges.isFetching}
        dataSource={charges.data?.list ?? []}
        pagination={{
          current: page,
          pageSize: 10,
          total: charges.data?.total ?? 0,
          onChange: setPage,
          hideOnSinglePage: true,
          size: 'small',
        }}
        columns={[
          { title: '时间', dataIndex: 'time', width: 150, render: (v: number) => formatChinaTime(v) },
          { title: '分配给', dataIndex: 'to', width: 160 },
          { title: '金币', dataIndex: 'amount', width: 80, align: 'right' as const },
          { title: '操作人', dataIndex: 'actorName', width: 100 },
          { title: '备注', dataIndex: 'note', ellipsis: true },
        ]}
        locale={{ emptyText: '还没有分配记录' }}
      />
      <Modal
        title="分配金币"
        open={open}
        onCancel={() => setOpen(false)}
        onOk={submit}
        okButtonProps={{ loading: charge.isPending }}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" requiredMark={false}>
          <Form.Item name="to" label="分配给" rules={[{ required: true, message: '请选择团队或顾问' }]}>
            <Select options={options} showSearch optionFilterProp="label" placeholder="选择团队或顾问" loading={people.isLoading} />
          </Form.Item>
          <Form.Item
            name="coin"
            label={`金币数（金币池余额 ${pool}）`}
            rules={[
              { required: true, message: '请输入金币数' },
              { type: 'number', min: 1, max: pool, message: `金币数须在1到${pool}之间` },
            ]}
          >
            <InputNumber style={{ width: '100%' }} min={1} precision={0} />
          </Form.Item>
          <Form.Item name="note" label="备注">
            <Input maxLength={100} placeholder="选填，如：季度激励" />
          </Form.Item>
        </Form>
      </Modal>
    </section>
  );
}
