import { TALENT_SOURCE_LABELS, TALENT_SOURCES, type TalentRow } from '@hh/domain/candidates/talent.schema';
import App from 'antd/es/app';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import { useEffect, useState } from 'react';
import { useSetSource } from '../api/talent';

type Source = (typeof TALENT_SOURCES)[number];
const isSource = (value: string): value is Source => (TALENT_SOURCES as readonly string[]).includes(value);

/** 修改来源: corrects where a talent record came from (usermanager/update/source). */
export function SourceModal({ row, onClose }: { row: TalentRow | null; onClose: () => void }) {
  const { message } = App.useApp();
  const save = useSetSource();
  const [source, setSource] = useState<Source | null>(null);
  useEffect(() => setSource(row && isSource(row.source) ? row.source : null), [row]);

  const submit = () => {
    if (!row) return;
    if (!source) {
      void message.warning('请选择来源');
      return;
    }
    save.mutate(
      { id: row.userId, source },
      {
        onSuccess: () => {
          void message.success(`已将「${row.name}」的来源改为${TALENT_SOURCE_LABELS[source]}`);
          onClose();
        },
        onError: (error) => void message.error(error.message),
      },
    );
  };

  return (
    <Modal
      open={row !== null}
      title={row ? `修改来源 · ${row.name}` : '修改来源'}
      okText="保存"
      cancelText="取消"
      onOk={submit}
      confirmLoading={save.isPending}
      onCancel={onClose}
      destroyOnHidden
      width={420}
    >
      <Radio.Group
        aria-label="人才来源"
        value={source}
        onChange={(e) => setSource(e.target.value as Source)}
        style={{ display: 'flex', flexDirection: 'column', gap: 10, padding: '8px 0' }}
        options={TALENT_SOURCES.map((s) => ({ value: s, label: TALENT_SOURCE_LABELS[s] }))}
      />
    </Modal>
  );
}
