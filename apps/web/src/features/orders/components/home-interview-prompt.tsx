import CalendarOutlined from '@ant-design/icons/es/icons/CalendarOutlined';
import { WORKSPACE_HOME } from '@hh/domain/accounts/home-path';
import { useQuery } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { usePromptTurn } from '../../../components/prompt-queue';
import { homeInterviewMsgQuery, useConfirmInterviewMsg } from '../api/interviews';

const KEY = 'home-interview-msg';

/**
 * The home interview prompt (spec 001 §4): on the home screen, when the server says there are
 * interviews today or tomorrow not yet acknowledged, a notice with its message stays until
 * 知道了 confirms it (confirmInterview) so it does not come back; 去反馈 opens the interview list.
 * A notice in the lower corner rather than a dialog: it must neither stack on the version
 * notice that opens at the same time nor cover the header; it goes away when the user leaves home.
 */
export function HomeInterviewPrompt() {
  const { notification, message: toast } = App.useApp();
  const navigate = useNavigate();
  const onHome = useLocation().pathname === WORKSPACE_HOME;
  const msg = useQuery({ ...homeInterviewMsgQuery, enabled: onHome });
  const { mutate: confirm } = useConfirmInterviewMsg();
  const wanted = onHome && msg.data?.show ? msg.data.message : '';
  // It waits for the shell's own prompts (real-name, version notice, bind prompt) to be done.
  const text = usePromptTurn('homeInterview', wanted ? 'wants' : msg.isPending ? 'pending' : 'done') ? wanted : '';

  useEffect(() => {
    if (!text) return;
    notification.open({
      key: KEY,
      icon: <CalendarOutlined style={{ color: '#0958d9' }} />,
      title: '面试提醒',
      description: <span data-testid="home-interview-msg">{text}</span>,
      duration: 0,
      placement: 'bottomRight',
      role: 'alert',
      actions: (
        <span style={{ display: 'inline-flex', gap: 8 }}>
          <Button size="small" onClick={() => navigate('/index/interviews')}>
            去反馈
          </Button>
          <Button type="primary" size="small" onClick={() => confirm(undefined, { onError: (error) => void toast.error(error.message) })}>
            知道了
          </Button>
        </span>
      ),
    });
    return () => notification.destroy(KEY);
  }, [text, notification, navigate, confirm, toast]);
  return null;
}
