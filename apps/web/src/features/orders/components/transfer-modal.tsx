import type { OrderRow } from '@hh/domain/orders/order.schema';
import { useQuery } from '@tanstack/react-query';
import App from 'antd/es/app';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useState } from 'react';
import { useSwitchHunter } from '../api/order-actions';
import { consultantsQuery } from '../api/order-details';

/**
 * 转移 (leaders): hands one order, or the selected ones, to another consultant of the leader's
 * scope (switch/hunter and switch/hunter/batch).
 */
export function TransferModal({ rows, onClose }: { rows: OrderRow[] | null; onClose: () => void }) {
  const { message: toast } = App.useApp();
  const [hunterId, setHunterId] = useState<string>();
  const consultants = useQuery({ ...consultantsQuery, enabled: rows !== null });
  const transfer = useSwitchHunter();
  const owners = new Set(rows?.map((r) => r.hunterId));
  const options = (consultants.data ?? [])
    // Handing an order to its own consultant changes nothing; only when every selected order has that owner.
    .filter((c) => !(owners.size === 1 && owners.has(c.id)))
    .map((c) => ({ value: c.id, label: c.teamName ? `${c.cname}（${c.teamName}）` : c.cname }));
  const close = () => {
    setHunterId(undefined);
    onClose();
  };
  const submit = () => {
    if (!rows?.length || !hunterId) return;
    const name = options.find((o) => o.value === hunterId)?.label ?? '';
    transfer.mutate(
      { orderIds: rows.map((r) => r.orderId), hunterId },
      {
        onSuccess: (answer) => {
          toast.success(rows.length === 1 ? `已转移给${name}` : `已将${answer.moved}个订单转移给${name}`);
          close();
        },
        onError: (error) => void toast.error(error.message),
      },
    );
  };
  const single = rows?.length === 1 ? rows[0] : undefined;
  return (
    <Modal
      open={rows !== null}
      title={single ? `转移 · ${single.candidateName}` : `批量转移 · ${rows?.length ?? 0}个订单`}
      okText="转移"
      cancelText="取消"
      okButtonProps={{ disabled: !hunterId }}
      confirmLoading={transfer.isPending}
      onOk={submit}
      onCancel={close}
      destroyOnHidden
    >
      {single ? (
        <p style={{ color: 'rgba(0,0,0,0.65)' }}>
          {single.positionName} · 当前顾问：{single.hunterName}
        </p>
      ) : (
        <p style={{ color: 'rgba(0,0,0,0.65)' }}>所选订单将一并转移给同一位顾问。</p>
      )}
      <label htmlFor="transfer-hunter" style={{ display: 'block', marginBottom: 8 }}>
        转移给
      </label>
      <Select
        id="transfer-hunter"
        style={{ width: '100%' }}
        placeholder={consultants.isError ? `顾问列表加载失败：${consultants.error.message}` : '请选择顾问'}
        loading={consultants.isLoading}
        options={options}
        value={hunterId}
        onChange={setHunterId}
        showSearch={{ optionFilterProp: 'label' }}
      />
    </Modal>
  );
}
