import UploadOutlined from '@ant-design/icons/es/icons/UploadOutlined';
import { COMPLAINT_ATTACHMENTS_MAX } from '@hh/domain/complaints/complaint.schema';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Upload, { type UploadFile } from 'antd/es/upload';
import { useState } from 'react';
import { uploadEvidence } from '../api/complaints';

/**
 * Evidence files (JPG, PNG, PDF, Word): each goes up as it is picked and the form keeps the ids
 * the server gave; a refused file shows the server's reason.
 */
export function EvidenceUpload({ onChange, label = '上传证据' }: { onChange: (ids: string[]) => void; label?: string }) {
  const { message } = App.useApp();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const publish = (next: UploadFile[]) => {
    setFiles(next);
    onChange(next.filter((f) => f.status === 'done' && f.uid).map((f) => f.response as string));
  };
  return (
    <Upload
      accept=".jpg,.jpeg,.png,.pdf,.docx"
      fileList={files}
      maxCount={COMPLAINT_ATTACHMENTS_MAX}
      onRemove={(file) => publish(files.filter((f) => f.uid !== file.uid))}
      customRequest={async (options) => {
        const file = options.file as File & { uid: string };
        const entry: UploadFile = { uid: file.uid, name: file.name, status: 'uploading' };
        setFiles((prev) => [...prev, entry]);
        try {
          const saved = await uploadEvidence(file);
          setFiles((prev) => {
            const next = prev.map((f) => (f.uid === file.uid ? { ...f, status: 'done' as const, response: saved.id } : f));
            onChange(next.filter((f) => f.status === 'done').map((f) => f.response as string));
            return next;
          });
        } catch (error) {
          message.error((error as Error).message);
          setFiles((prev) => prev.filter((f) => f.uid !== file.uid));
        }
      }}
    >
      <Button icon={<UploadOutlined />}>{label}</Button>
      <span style={{ marginLeft: 8, color: 'rgba(0, 0, 0, 0.62)', fontSize: 12 }}>
        JPG、PNG、PDF、Word，单个不超过10MB，最多{COMPLAINT_ATTACHMENTS_MAX}个
      </span>
    </Upload>
  );
}
