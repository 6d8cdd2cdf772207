import type { TalentRow } from '@hh/domain/candidates/talent.schema';
import App from 'antd/es/app';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useState } from 'react';
import { useTransferCandidate } from '../api/talent';

export interface Consultant {
  id: string;
  name: string;
}

/**
 * 转交 (leaders): hands the candidate to another consultant. Until the group tree arrives, the
 * choice is the consultants of the current list and the leader themself.
 */
export function TransferModal({ row, consultants, onClose }: { row: TalentRow | null; consultants: Consultant[]; onClose: () => void }) {
  const { message: toast } = App.useApp();
  const [ownerId, setOwnerId] = useState<string>();
  const transfer = useTransferCandidate();
  const options = consultants.filter((c) => c.id !== row?.ownerId).map((c) => ({ value: c.id, label: c.name }));
  const close = () => {
    setOwnerId(undefined);
    onClose();
  };
  const submit = () => {
    if (!row || !ownerId) return;
    transfer.mutate(
      { id: row.userId, ownerId },
      {
        onSuccess: (answer) => {
          toast.success(`已转交给${answer.ownerName}`);
          close();
        },
        onError: (error) => void toast.error(error.message),
      },
    );
  };
  return (
    <Modal
      open={row !== null}
      title={row ? `转交 · ${row.name}` : '转交'}
      okText="转交"
      cancelText="取消"
      okButtonProps={{ disabled: !ownerId }}
      confirmLoading={transfer.isPending}
      onOk={submit}
      onCancel={close}
      destroyOnHidden
    >
      <p style={{ color: 'rgba(0,0,0,0.65)' }}>当前顾问：{row?.ownerName}</p>
      <label htmlFor="transfer-owner" style={{ display: 'block', marginBottom: 8 }}>
        转交给
      </label>
      <Select
        id="transfer-owner"
        style={{ width: '100%' }}
        placeholder={options.length ? '请选择顾问' : '当前列表中没有其他顾问'}
        options={options}
        value={ownerId}
        onChange={setOwnerId}
        disabled={options.length === 0}
        showSearch={{ optionFilterProp: 'label' }}
      />
    </Modal>
  );
}
