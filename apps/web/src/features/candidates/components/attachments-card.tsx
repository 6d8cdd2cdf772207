import PaperClipOutlined from '@ant-design/icons/es/icons/PaperClipOutlined';
import { candidateEndpoints as api } from '@hh/domain/candidates/candidates.endpoints';
import { formatChinaTime } from '@hh/domain/time/china-time';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import { endpointUrl } from '../../../api/call';
import { formatSize } from '../../../components/file-size';
import type { ResumeDetail } from '../api/resume';

/** The browser opens the original itself, so the address carries its own request-time stamp. */
function openOriginal(fileId: string) {
  globalThis.open(endpointUrl(api.original, { id: fileId }), '_blank', 'noopener');
}

/** The original files of the resume (uploads), by name and size. */
export function AttachmentsCard({ files }: { files: ResumeDetail['attachmentResumes'] }) {
  if (files.length === 0) return null;
  return (
    <Card className="hh-resume-card" title={<h2 style={{ margin: 0, fontSize: 16, fontWeight: 600 }}>附件简历</h2>}>
      <ul style={{ margin: 0, padding: 0, listStyle: 'none' }} data-testid="attachments">
        {files.map((f) => (
          <li key={f.id} style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 16px', padding: '6px 0' }}>
            <span style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              <PaperClipOutlined style={{ marginInlineEnd: 6, color: 'rgba(0, 0, 0, 0.62)' }} />
              {f.fileName}
            </span>
            <span style={{ color: 'rgba(0, 0, 0, 0.62)' }}>{formatSize(f.size)}</span>
            <span style={{ color: 'rgba(0, 0, 0, 0.62)' }}>{formatChinaTime(f.createTime, 'YYYY-MM-DD HH:mm')}</span>
            <Button type="link" size="small" onClick={() => openOriginal(f.id)} style={{ paddingInline: 0, height: 22 }}>
              查看原件
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
