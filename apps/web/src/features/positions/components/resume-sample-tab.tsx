import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import { useState } from 'react';
import { resumeSampleUrl } from '../api/positions';

/** 简历样本: the PM's example of the resume this employer wants, shown inline as a PDF. */
export function ResumeSampleTab({ positionId, hasResumeSample, phone }: { positionId: string; hasResumeSample: boolean; phone: boolean }) {
  // One stamp per frame load: the server refuses a stamp it has seen, so the address is made once here.
  const [src] = useState(() => (hasResumeSample ? resumeSampleUrl(positionId) : ''));
  if (!hasResumeSample) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="该职位暂无简历样本" />;
  return (
    <div data-testid="resume-sample">
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8, marginBottom: 8, flexWrap: 'wrap' }}>
        <span style={{ color: 'rgba(0,0,0,0.55)' }}>按样本的结构整理候选人简历，可提高推荐通过率。</span>
        <Button size="small" onClick={() => globalThis.open(resumeSampleUrl(positionId), '_blank', 'noopener')}>
          在新窗口打开
        </Button>
      </div>
      <iframe
        title="简历样本"
        src={src}
        style={{ width: '100%', height: phone ? 480 : 720, border: '1px solid #f0f0f0', borderRadius: 4, background: '#fafafa' }}
      />
    </div>
  );
}
