import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import { formatChinaTime } from '@hh/domain/time/china-time';
import { useQuery } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Spin from 'antd/es/spin';
import { useIsPhone } from '../../../components/browser-hooks';
import { outboxMessageQuery, outboxRawUrl } from '../api/outbox';

export const fileSize = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`);

/**
 * One message of the outbox: its headers, its text and its HTML (in a sandboxed frame that
 * runs no script and reaches nothing), its attachments, and the original .eml to download.
 */
export function OutboxMessageDrawer({ file, onClose }: { file: string | null; onClose: () => void }) {
  const phone = useIsPhone();
  const message = useQuery({ ...outboxMessageQuery(file ?? ''), enabled: file !== null });
  const data = message.data;
  const header = (label: string, value: string) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <span style={{ color: 'rgba(0, 0, 0, 0.62)', flex: 'none', width: 56 }}>{label}</span>
      <span style={{ wordBreak: 'break-all' }}>{value}</span>
    </div>
  );
  return (
    <Drawer
      open={file !== null}
      onClose={onClose}
      title={data?.subject ?? '邮件'}
      size={phone ? '100%' : 720}
      destroyOnHidden
      extra={
        file ? (
          <Button icon={<DownloadOutlined />} href={outboxRawUrl(file)} download={file}>
            下载 .eml
          </Button>
        ) : null
      }
    >
      {message.isError ? (
        <Alert type="error" showIcon title="邮件加载失败" description={message.error.message} />
      ) : !data ? (
        <div style={{ padding: 48, textAlign: 'center' }}>
          <Spin />
        </div>
      ) : (
        <article aria-label="邮件内容">
          <div style={{ display: 'grid', gap: 4, paddingBottom: 12, borderBottom: '1px solid rgba(5,5,5,0.06)' }}>
            {header('发件人', data.from)}
            {header('收件人', data.to)}
            {header('时间', formatChinaTime(data.sendTime, 'YYYY-MM-DD HH:mm:ss'))}
            {header('大小', fileSize(data.size))}
            {data.attachments.length > 0
              ? header('附件', data.attachments.map((a) => `${a.filename}（${fileSize(a.size)}）`).join('、'))
              : null}
          </div>
          <h2 style={{ fontSize: 15, margin: '16px 0 8px' }}>正文</h2>
          <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', font: 'inherit', margin: 0 }} data-testid="outbox-text">
            {data.text}
          </pre>
          {data.html ? (
            <>
              <h2 style={{ fontSize: 15, margin: '20px 0 8px' }}>HTML 版本</h2>
              <iframe
                title="邮件的 HTML 版本"
                sandbox=""
                srcDoc={data.html}
                style={{ width: '100%', height: 320, border: '1px solid rgba(5,5,5,0.1)', borderRadius: 6 }}
              />
            </>
          ) : null}
        </article>
      )}
    </Drawer>
  );
}
