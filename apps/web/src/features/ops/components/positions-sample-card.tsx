import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import UploadOutlined from '@ant-design/icons/es/icons/UploadOutlined';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Popconfirm from 'antd/es/popconfirm';
import Upload from 'antd/es/upload';
import { useState } from 'react';
import { isApiError } from '../../../api/http-client';
import { opsSampleUrl, useRemoveSample, useUploadSample } from '../api/positions';

const MAX_BYTES = 10 * 1024 * 1024;

/** The position's resume sample: one PDF of at most 10 MB, previewed as firms will see it. */
export function SampleCard({ positionId, hasResumeSample, phone }: { positionId: string; hasResumeSample: boolean; phone: boolean }) {
  const { message } = App.useApp();
  const upload = useUploadSample();
  const remove = useRemoveSample();
  // A new stamp (and so a fresh frame) after every change of the sample.
  const [src, setSrc] = useState(() => (hasResumeSample ? opsSampleUrl(positionId) : ''));

  const send = (file: File) => {
    // The server checks the bytes; these checks only spare a pointless upload.
    if (file.size > MAX_BYTES) {
      void message.error('简历样本不能超过10MB');
      return;
    }
    if (!/\.pdf$/i.test(file.name) && file.type !== 'application/pdf') {
      void message.error('简历样本只能是PDF文件');
      return;
    }
    upload
      .mutateAsync({ id: positionId, file })
      .then(() => {
        void message.success('简历样本已上传');
        setSrc(opsSampleUrl(positionId));
      })
      .catch((error: unknown) => void message.error(isApiError(error) ? error.message : '上传失败，请稍后再试'));
  };

  return (
    <div data-testid="sample-card">
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center', marginBottom: 12 }}>
        <Upload
          accept="application/pdf,.pdf"
          showUploadList={false}
          beforeUpload={(file) => {
            send(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={upload.isPending}>
            {hasResumeSample ? '替换简历样本' : '上传简历样本'}
          </Button>
        </Upload>
        {hasResumeSample ? (
          <Popconfirm
            title="删除简历样本？"
            description="删除后顾问将看不到该职位的简历样本。"
            okText="删除"
            cancelText="取消"
            okButtonProps={{ danger: true }}
            onConfirm={() =>
              remove
                .mutateAsync(positionId)
                .then(() => {
                  void message.success('简历样本已删除');
                  setSrc('');
                })
                .catch((error: unknown) => void message.error(isApiError(error) ? error.message : '删除失败，请稍后再试'))
            }
          >
            <Button danger icon={<DeleteOutlined />} loading={remove.isPending}>
              删除
            </Button>
          </Popconfirm>
        ) : null}
        <span style={{ color: 'rgba(0, 0, 0, 0.62)', fontSize: 13 }}>仅支持PDF，不超过10MB；请先隐去样本中的个人联系方式。</span>
      </div>
      {hasResumeSample && src ? (
        <iframe
          title="简历样本预览"
          src={src}
          style={{ width: '100%', height: phone ? 420 : 560, border: '1px solid #f0f0f0', borderRadius: 4, background: '#fafafa' }}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="尚未上传简历样本" />
      )}
    </div>
  );
}
