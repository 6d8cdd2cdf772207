import { resumeFileName } from '@hh/domain/orders/download-setting';
import type { OrderRow } from '@hh/domain/orders/order.schema';
import { formatChinaTime } from '@hh/domain/time/china-time';
import { useQuery } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import Spin from 'antd/es/spin';
import { type DownloadChoice, downloadSettingQuery, resumeDownloadUrl } from '../api/order-files';

/**
 * 下载简历 (spec 000 §7): how the file is named, which fields are left out and the format, from
 * the download setting; then the browser opens the download in a new window — one order gives
 * its Word resume, several a zip.
 */
export function DownloadModal({ rows, onClose }: { rows: OrderRow[] | null; onClose: () => void }) {
  const [form] = Form.useForm<DownloadChoice>();
  const setting = useQuery({ ...downloadSettingQuery, enabled: rows !== null });
  const parts = Form.useWatch('resumeName', form);
  const submit = (choice: DownloadChoice) => {
    if (!rows?.length) return;
    const url = resumeDownloadUrl(
      rows.map((r) => r.orderId),
      { ...choice, filterField: choice.filterField ?? [] },
    );
    window.open(url, '_blank', 'noopener');
    onClose();
  };
  const s = setting.data;
  const sample = rows?.[0];
  const preview = sample
    ? resumeFileName((parts ?? []) as Parameters<typeof resumeFileName>[0], {
        candidateName: sample.candidateName,
        positionName: sample.positionName,
        companyName: sample.companyName,
        hunterName: sample.hunterName,
        date: formatChinaTime(Date.now(), 'YYYYMMDD'),
      })
    : '';
  const many = (rows?.length ?? 0) > 1;
  return (
    <Modal
      open={rows !== null}
      title={many ? `下载简历 · ${rows?.length}份` : '下载简历'}
      okText="下载"
      cancelText="取消"
      okButtonProps={{ disabled: !s }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {setting.isError ? (
        <Alert type="error" showIcon title="下载设置加载失败" description={setting.error.message} />
      ) : !s ? (
        <Spin />
      ) : (
        <Form<DownloadChoice>
          form={form}
          layout="vertical"
          onFinish={submit}
          initialValues={{ resumeName: s.defaultResumeName, filterField: s.defaultFilterFields, downloadType: s.downloadType[0]?.value }}
        >
          <Form.Item
            name="resumeName"
            label="文件命名"
            extra={preview ? `例如：${preview}.docx${many ? '，打包为一个 zip 文件' : ''}` : undefined}
            rules={[{ required: true, type: 'array', min: 1, message: '请至少选择一项文件命名' }]}
          >
            <Checkbox.Group options={s.resumeName.map((p) => ({ value: p.key, label: p.label }))} />
          </Form.Item>
          <Form.Item name="filterField" label="不下载的信息" extra="勾选的信息不会出现在下载的简历中">
            <Checkbox.Group options={s.filterFields.map((f) => ({ value: f.key, label: f.label }))} />
          </Form.Item>
          <Form.Item name="downloadType" label="文件格式" rules={[{ required: true, message: '请选择文件格式' }]}>
            <Radio.Group options={s.downloadType.map((t) => ({ value: t.value, label: t.label }))} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
