import type { UserGroup } from '@hh/domain/accounts/group-tree';
import { useQuery } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import TreeSelect from 'antd/es/tree-select';
import { useMemo, useState } from 'react';
import { newIdempotencyKey, receiversQuery, useTransfer } from '../api/coins';

interface Draft {
  toUserId: string;
  coin: number;
}

function receiverTree(groups: readonly UserGroup[]) {
  return groups.map((g) => ({
    title: g.groupName,
    value: `group:${g.groupId}`,
    selectable: false,
    children: g.users.map((u) => ({ title: u.cname, value: u.id })),
  }));
}

/**
 * 转账: the receiver picked from the group tree of the people the caller may send to, the amount
 * checked against the balance, then a confirmation naming both; the confirmed transfer carries
 * one Idempotency-Key, so a second click or a retry moves coins once.
 */
export function TransferDialog({ open, balance, onClose }: { open: boolean; balance: number; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Draft>();
  const [confirming, setConfirming] = useState<(Draft & { name: string; key: string }) | null>(null);
  const receivers = useQuery({ ...receiversQuery, enabled: open });
  const transfer = useTransfer();
  const tree = useMemo(() => receiverTree(receivers.data ?? []), [receivers.data]);
  const names = useMemo(() => new Map((receivers.data ?? []).flatMap((g) => g.users.map((u) => [u.id, u.cname]))), [receivers.data]);
  const close = () => {
    setConfirming(null);
    form.resetFields();
    onClose();
  };
  const next = async () => {
    if (!confirming) {
      const draft = await form.validateFields();
      setConfirming({ ...draft, name: names.get(draft.toUserId) ?? '', key: newIdempotencyKey() });
      return;
    }
    try {
      const result = await transfer.mutateAsync({ toUserId: confirming.toUserId, coin: confirming.coin, key: confirming.key });
      message.success(`已向${confirming.name}转账${confirming.coin}金币，当前余额${result.balance}`);
      close();
    } catch (error) {
      message.error((error as Error).message);
    }
  };
  const empty = receivers.isSuccess && tree.length === 0;
  return (
    <Modal
      title={confirming ? '确认转账' : '转账'}
      open={open}
      onCancel={close}
      onOk={next}
      okText={confirming ? '确认转账' : '下一步'}
      cancelText={confirming ? '返回修改' : '取消'}
      cancelButtonProps={confirming ? { onClick: () => setConfirming(null) } : {}}
      okButtonProps={{ disabled: empty, loading: transfer.isPending }}
      destroyOnHidden
      forceRender
    >
      {confirming ? (
        <p style={{ fontSize: 15, margin: '16px 0' }}>
          确认向 <strong>{confirming.name}</strong> 转账 <strong style={{ color: '#ad4e00' }}>{confirming.coin}</strong>{' '}
          金币？转账后不可撤回。
        </p>
      ) : (
        <Form form={form} layout="vertical" requiredMark={false} style={{ marginTop: 16 }}>
          <p style={{ color: 'rgba(0,0,0,0.65)', marginTop: 0 }}>当前余额：{balance} 金币</p>
          {empty ? (
            <Alert type="info" showIcon message="没有可转账的对象：顾问只能转给本团队的团队长" style={{ marginBottom: 16 }} />
          ) : null}
          <Form.Item name="toUserId" label="接收人" rules={[{ required: true, message: '请选择接收人' }]}>
            <TreeSelect
              treeData={tree}
              treeDefaultExpandAll
              showSearch
              treeNodeFilterProp="title"
              placeholder="从团队中选择接收人"
              loading={receivers.isLoading}
              listHeight={280}
            />
          </Form.Item>
          <Form.Item
            name="coin"
            label="转账金币"
            rules={[
              { required: true, message: '请输入转账金币数' },
              {
                validator: (_, v: number | null) =>
                  v === null || v === undefined
                    ? Promise.resolve()
                    : !Number.isInteger(v) || v <= 0
                      ? Promise.reject(new Error('金币数必须是正整数'))
                      : v > balance
                        ? Promise.reject(new Error(`金币不足，当前余额${balance}`))
                        : Promise.resolve(),
              },
            ]}
          >
            <InputNumber style={{ width: '100%' }} min={1} precision={0} placeholder="请输入整数" />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
