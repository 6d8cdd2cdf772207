import CheckCircleFilled from '@ant-design/icons/es/icons/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons/es/icons/CloseCircleFilled';
import FileTextOutlined from '@ant-design/icons/es/icons/FileTextOutlined';
import type { UploadedFile } from '@hh/domain/candidates/upload.schema';
import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import { Link } from 'react-router';
import type { Created } from '../api/upload';
import { BLOCKING } from './duplicate-notice';
import { fieldMarks, initialEntryChecks, reviewSummary } from './parse-marks';

export interface UploadEntry extends UploadedFile {
  key: string;
  saved?: Created;
}

/** How many parsed items of a file the consultant should check (guessed or not read). */
export function itemsToCheck(entry: UploadedFile): number {
  if (!entry.resume || !entry.review) return 0;
  const base = entry.resume.commonResume;
  const summary = reviewSummary(
    entry.review,
    fieldMarks(entry.review, base, base),
    initialEntryChecks(entry.review, entry.resume),
    entry.resume,
  );
  return summary.guesses.length + summary.notFound.length;
}

/** One line per file: refused ones with their reason, parsed ones to review and save. */
export function UploadFileList({ entries, onReview }: { entries: UploadEntry[]; onReview: (key: string) => void }) {
  return (
    <ul style={{ margin: 0, padding: 0, listStyle: 'none' }} data-testid="upload-results">
      {entries.map((entry) => (
        <li
          key={entry.key}
          data-testid="upload-result"
          data-ok={entry.ok ? 'true' : 'false'}
          style={{ display: 'flex', alignItems: 'flex-start', gap: 12, padding: '12px 0', borderBottom: '1px solid rgba(5,5,5,0.06)' }}
        >
          {entry.ok ? (
            <CheckCircleFilled style={{ color: '#52c41a', fontSize: 18, marginTop: 3 }} />
          ) : (
            <CloseCircleFilled style={{ color: '#cf1322', fontSize: 18, marginTop: 3 }} />
          )}
          <div style={{ flex: 1, minWidth: 0 }}>
            <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
              <FileTextOutlined style={{ color: 'rgba(0, 0, 0, 0.62)' }} />
              <span style={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{entry.fileName}</span>
              {entry.saved ? (
                <Tag color="green" variant="filled">
                  已保存
                </Tag>
              ) : entry.ok ? (
                <Tag color="blue" variant="filled">
                  {entry.resume?.commonResume.name ? `解析成功：${entry.resume.commonResume.name}` : '解析成功'}
                </Tag>
              ) : (
                <Tag color="red" variant="filled">
                  未能导入
                </Tag>
              )}
              {entry.ok && !entry.saved && itemsToCheck(entry) > 0 ? (
                <Tag color="orange" variant="filled" data-testid="upload-to-check">
                  {itemsToCheck(entry)} 项待核对
                </Tag>
              ) : null}
              {entry.ok && !entry.saved && entry.duplicate && BLOCKING.has(entry.duplicate.status) ? (
                <Tag color="orange" variant="filled">
                  重复
                </Tag>
              ) : null}
            </div>
            <div style={{ marginTop: 4, fontSize: 13, color: entry.ok ? 'rgba(0,0,0,0.55)' : '#cf1322' }} data-testid="upload-message">
              {entry.saved ? '已保存到人才库' : entry.message}
            </div>
          </div>
          {entry.saved ? (
            <Link to={`/index/recuit/resume/${encodeURIComponent(entry.saved.commonUserId)}`} style={{ whiteSpace: 'nowrap' }}>
              查看简历
            </Link>
          ) : entry.ok ? (
            <Button type="primary" ghost size="small" onClick={() => onReview(entry.key)}>
              核对并保存
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
