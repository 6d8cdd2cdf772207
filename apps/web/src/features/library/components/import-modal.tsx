import InboxOutlined from '@ant-design/icons/es/icons/InboxOutlined';
import { IMPORT_ACCEPT, IMPORT_MAX_FILES } from '@hh/domain/library/library.schema';
import App from 'antd/es/app';
import Modal from 'antd/es/modal';
import Upload from 'antd/es/upload';
import { useState } from 'react';
import { useImportResumes } from '../api/library';

/** Bulk import: many resume files or one zip; the server answers a task id at once and the banner follows it. */
export function ImportModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const [files, setFiles] = useState<File[]>([]);
  const run = useImportResumes();
  const close = () => {
    setFiles([]);
    onClose();
  };
  return (
    <Modal
      open={open}
      title="批量导入简历"
      okText={files.length ? `开始导入（${files.length}个文件）` : '开始导入'}
      cancelText="取消"
      okButtonProps={{ disabled: files.length === 0 }}
      confirmLoading={run.isPending}
      onCancel={close}
      onOk={() =>
        run.mutate(files, {
          onSuccess: () => {
            void message.success('导入任务已创建，正在后台解析');
            close();
          },
          onError: (error) => void message.error(error.message),
        })
      }
      destroyOnHidden
    >
      <Upload.Dragger
        multiple
        accept={IMPORT_ACCEPT}
        fileList={files.map((f, i) => ({ uid: `${i}-${f.name}`, name: f.name, status: 'done' as const }))}
        beforeUpload={(file, list) => {
          if (file === list[0]) setFiles((current) => [...current, ...list].slice(0, IMPORT_MAX_FILES));
          return false;
        }}
        onRemove={(item) => setFiles((current) => current.filter((f, i) => `${i}-${f.name}` !== item.uid))}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">点击或拖入简历文件，或一个zip压缩包</p>
        <p className="ant-upload-hint">
          支持PDF、Word（doc/docx/wps）、RTF、TXT、HTML/MHT；单个简历不超过10MB，一次最多{IMPORT_MAX_FILES}
          个文件。重复的简历按手机号和邮箱自动合并。
        </p>
      </Upload.Dragger>
    </Modal>
  );
}
