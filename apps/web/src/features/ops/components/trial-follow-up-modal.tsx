import type { TrialRequestRow } from '@hh/domain/site/trial.schema';
import { TRIAL_NOTE_MAX, TRIAL_STATUS_LABELS } from '@hh/domain/site/trial-rules';
import App from 'antd/es/app';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import { useEffect, useState } from 'react';
import { useTrialFollowUp } from '../api/trials';

type Outcome = 'contacted' | 'closed';

/** 跟进: mark a trial request contacted or closed, with what was agreed. */
export function TrialFollowUpModal({ row, onClose }: { row: TrialRequestRow | null; onClose: () => void }) {
  const { message: toast } = App.useApp();
  const save = useTrialFollowUp();
  const [status, setStatus] = useState<Outcome>('contacted');
  const [note, setNote] = useState('');

  useEffect(() => {
    if (!row) return;
    setStatus(row.status === 'contacted' ? 'closed' : 'contacted');
    setNote(row.note);
  }, [row]);

  const submit = () => {
    if (!row) return;
    save.mutate(
      { id: row.id, change: { status, note: note.trim() } },
      {
        onSuccess: (saved) => {
          toast.success(`已标记为${TRIAL_STATUS_LABELS[saved.status]}`);
          onClose();
        },
        onError: (error) => void toast.error(error.message),
      },
    );
  };

  return (
    <Modal
      open={row !== null}
      title={row ? `跟进 · ${row.name}（${row.firm}）` : '跟进'}
      okText="保存"
      cancelText="取消"
      onOk={submit}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      {row ? (
        <p style={{ margin: '0 0 12px', color: 'rgba(0,0,0,0.65)' }}>
          手机号 {row.phone} · {row.city}
        </p>
      ) : null}
      <div style={{ marginBottom: 12 }}>
        <Radio.Group
          value={status}
          onChange={(e) => setStatus(e.target.value as Outcome)}
          options={[
            { value: 'contacted', label: '已联系' },
            { value: 'closed', label: '已关闭' },
          ]}
        />
      </div>
      <label htmlFor="trial-note" style={{ display: 'block', marginBottom: 6 }}>
        跟进备注
      </label>
      <Input.TextArea
        id="trial-note"
        value={note}
        onChange={(e) => setNote(e.target.value)}
        autoSize={{ minRows: 3, maxRows: 8 }}
        maxLength={TRIAL_NOTE_MAX}
        showCount
        placeholder="例如：已电话沟通，约周四下午线上演示"
      />
    </Modal>
  );
}
