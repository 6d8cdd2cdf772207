import ExclamationCircleOutlined from '@ant-design/icons/es/icons/ExclamationCircleOutlined';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { usePromptTurn } from '../../../components/prompt-queue';
import { blindPushTipsQuery } from '../api/complaints';
import { askedThisSession, lastShownCount, markAskedThisSession, rememberShownCount, shouldShowTips } from '../blind-push-seen';

/**
 * The shell's blind-push tips (spec 001 §4, issue 23 item 3): a tipsCount above 0 — the caller's
 * orders judged a blind push, or still waiting for their candidate to confirm the recommendation —
 * opens a dialog with that count, once per change (the count shown is remembered per user), in its
 * turn of the prompt queue: after the real-name check, the version notice and the bind prompt. The
 * count is asked once per browser session, so a recommendation just made does not interrupt the work.
 */
export function BlindPushTipsDialog({ userId }: { userId: string }) {
  const [asked] = useState(() => askedThisSession(userId));
  const query = useQuery({ ...blindPushTipsQuery, enabled: !asked });
  const navigate = useNavigate();
  const [lastShown] = useState(() => lastShownCount(userId));
  useEffect(() => {
    if (query.isSuccess) markAskedThisSession(userId);
  }, [query.isSuccess, userId]);
  const [closed, setClosed] = useState(false);
  const count = query.data?.tipsCount ?? 0;
  const wants = query.isSuccess && shouldShowTips(count, lastShown) && !closed;
  const open = usePromptTurn('blindPushTips', asked ? 'done' : query.isPending ? 'pending' : wants ? 'wants' : 'done');

  // Remembered when it opens: a reload with the same count does not show it again.
  useEffect(() => {
    if (open) rememberShownCount(userId, count);
  }, [open, userId, count]);

  const close = () => setClosed(true);

  return (
    <Modal
      open={open}
      onCancel={close}
      centered
      width={480}
      title={
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          <ExclamationCircleOutlined style={{ color: '#d46b08' }} />
          盲推提示
        </span>
      }
      footer={[
        <Button
          key="cases"
          onClick={() => {
            close();
            navigate('/index/complaints?tab=receive');
          }}
        >
          查看收到的投诉
        </Button>,
        <Button key="ok" type="primary" onClick={close}>
          我知道了
        </Button>,
      ]}
    >
      <div data-testid="blind-push-tips" style={{ lineHeight: 1.9, fontSize: 14 }}>
        <p style={{ margin: 0 }}>
          您有 <strong style={{ fontSize: 18, color: '#d4380d' }}>{count}</strong> 个订单存在盲推风险：
          候选人尚未确认本次推荐，或已被平台判定为盲推。
        </p>
        <p style={{ margin: '8px 0 0', color: 'rgba(0, 0, 0, 0.65)' }}>
          请提醒候选人通过短信或邮件中的链接确认推荐；未经候选人同意的推荐属于盲推，将按平台规则处理。
        </p>
      </div>
    </Modal>
  );
}
