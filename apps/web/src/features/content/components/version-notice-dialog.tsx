import RocketOutlined from '@ant-design/icons/es/icons/RocketOutlined';
import { formatChinaTime } from '@hh/domain/time/china-time';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { usePromptTurn } from '../../../components/prompt-queue';
import { useMarkVersionNoticeRead, versionNoticeQuery } from '../api/version-notice';

/**
 * The update dialog of spec 001 §4: an unread version notice opens once after the session
 * check; confirming or closing it marks it read, so it does not show again.
 */
export function VersionNoticeDialog() {
  const query = useQuery(versionNoticeQuery);
  const notice = query.data;
  const markRead = useMarkVersionNoticeRead();
  const [dismissed, setDismissed] = useState<string | null>(null);
  const wants = !!notice && notice.readState === 0 && dismissed !== notice.id;
  const open = usePromptTurn('versionNotice', query.isPending ? 'pending' : wants ? 'wants' : 'done');

  const close = () => {
    if (!notice) return;
    setDismissed(notice.id);
    markRead.mutate(notice.id);
  };

  return (
    <Modal
      open={open}
      onCancel={close}
      width={520}
      centered
      title={
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          <RocketOutlined style={{ color: '#0958d9' }} />
          {notice?.title}
          {notice?.version ? (
            <Tag color="blue" bordered={false}>
              v{notice.version}
            </Tag>
          ) : null}
        </span>
      }
      footer={
        <Button type="primary" onClick={close}>
          我知道了
        </Button>
      }
    >
      {notice ? (
        <>
          <div data-testid="version-notice-content" style={{ whiteSpace: 'pre-line', lineHeight: 1.9, fontSize: 14 }}>
            {notice.content}
          </div>
          <div style={{ marginTop: 12, color: 'rgba(0, 0, 0, 0.62)', fontSize: 12 }}>
            发布于 {formatChinaTime(notice.publishTime, 'YYYY年M月D日')}
          </div>
        </>
      ) : null}
    </Modal>
  );
}
