import UploadOutlined from '@ant-design/icons/es/icons/UploadOutlined';
import { candidateEndpoints as api } from '@hh/domain/candidates/candidates.endpoints';
import { formatChinaTime } from '@hh/domain/time/china-time';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Switch from 'antd/es/switch';
import Upload from 'antd/es/upload';
import { endpointUrl } from '../../../api/call';
import { formatSize } from '../../../components/file-size';
import type { ResumeDetail } from '../api/resume';
import { useWorkSampleWrites } from '../api/work-samples';

const ACCEPT = '.pdf,.docx,.jpg,.jpeg,.png';
const MAX_BYTES = 10 * 1024 * 1024;

function openSample(fileId: string) {
  globalThis.open(endpointUrl(api.original, { id: fileId }), '_blank', 'noopener');
}

/**
 * 作品展示: the candidate's portfolio (designs, papers, code samples) and whether the share view
 * shows it. In the share view the card is read-only and appears only when the switch is on.
 */
export function WorkSamplesCard({ resume, share }: { resume: ResumeDetail; share: boolean }) {
  const { message: toast } = App.useApp();
  const works = resume.attachmentResumes.filter((f) => f.purpose === 'work');
  const { upload, toggleShow } = useWorkSampleWrites(resume.userId, resume.commonResumeId);
  if (share && (!resume.pictureWorkShow || works.length === 0)) return null;

  const beforeUpload = (file: File) => {
    if (file.size > MAX_BYTES) {
      toast.error(`「${file.name}」超过10MB，请压缩后再上传`);
      return false;
    }
    upload.mutate(file, {
      onSuccess: () => void toast.success('作品已上传'),
      onError: (error) => void toast.error(error.message),
    });
    return false;
  };
  const extra = share ? null : (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <Switch
        size="small"
        checked={resume.pictureWorkShow}
        loading={toggleShow.isPending}
        aria-label="在分享页展示作品"
        onChange={(show) =>
          toggleShow.mutate(show, {
            onSuccess: () => void toast.success(show ? '分享页将展示作品' : '分享页不再展示作品'),
            onError: (error) => void toast.error(error.message),
          })
        }
      />
      <span style={{ fontSize: 13 }}>分享页展示</span>
    </span>
  );
  return (
    <Card
      className="hh-resume-card"
      title={<h2 style={{ margin: 0, fontSize: 16, fontWeight: 600 }}>作品展示</h2>}
      extra={extra}
      data-testid="work-samples"
    >
      {works.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有作品。可上传PDF、Word（docx）、JPG或PNG，单个不超过10MB。" />
      ) : (
        <ul style={{ margin: 0, padding: 0, listStyle: 'none' }}>
          {works.map((f) => (
            <li key={f.id} style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 16px', padding: '6px 0' }}>
              <span style={{ minWidth: 0, overflowWrap: 'anywhere' }}>{f.fileName}</span>
              <span style={{ color: 'rgba(0, 0, 0, 0.62)' }}>{formatSize(f.size)}</span>
              <span style={{ color: 'rgba(0, 0, 0, 0.62)' }}>{formatChinaTime(f.createTime, 'YYYY-MM-DD HH:mm')}</span>
              <Button type="link" size="small" onClick={() => openSample(f.id)} style={{ paddingInline: 0, height: 22 }}>
                查看
              </Button>
            </li>
          ))}
        </ul>
      )}
      {share ? null : (
        <Upload accept={ACCEPT} showUploadList={false} beforeUpload={beforeUpload} multiple>
          <Button icon={<UploadOutlined />} loading={upload.isPending} style={{ marginTop: 12 }}>
            上传作品
          </Button>
        </Upload>
      )}
    </Card>
  );
}
