import SafetyCertificateOutlined from '@ant-design/icons/es/icons/SafetyCertificateOutlined';
import WechatWorkOutlined from '@ant-design/icons/es/icons/WechatWorkOutlined';
import { useQuery } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { usePromptTurn } from '../../../components/prompt-queue';
import { messengerRecordQuery, realNameQuery } from '../api/identity';
import { flagNeedsCheck, forgetFlag, promptPutOff, putOffPrompt, readFlag, rememberFlag, syncCompanyNature } from '../shell-flags';

export const REAL_NAME_PAGE = '/index/myInfo?type=10';
export const MESSENGER_PAGE = '/index/myInfo?type=12';
const BIND_NOTICE = 'messenger-bind-prompt';

function onMyInfo(pathname: string, search: string, type: string) {
  return pathname === '/index/myInfo' && new URLSearchParams(search).get('type') === type;
}

/**
 * The shell's identity checks (spec 001 §4), in order: the real-name check (realname.json) —
 * isFrame true opens the verification dialog unless the user is on that page; then the
 * enterprise-messenger check — an unbound user gets a bind prompt. Both answers are cached in
 * local storage once they are good (shell-flags.ts), so verified and bound users see no prompt and
 * are checked again only once a day, in the background; an answer that changed clears the cache. Both take
 * their turn in the shell's prompt queue: the version notice comes between them.
 */
export function IdentityPrompts({ userId, companyNature }: { userId: string; companyNature: number | null }) {
  const { pathname, search } = useLocation();
  // The firm's company nature follows myInfoData, which is fetched again after a change to the firm.
  useEffect(() => syncCompanyNature(userId, companyNature), [userId, companyNature]);
  const navigate = useNavigate();
  const { notification } = App.useApp();

  // A cached good answer shows no prompt at once; from another day it is checked again in the background.
  const [cachedVerified] = useState(() => readFlag('realNameVerified', userId));
  const [recheckVerified] = useState(() => flagNeedsCheck('realNameVerified', userId));
  const realName = useQuery({ ...realNameQuery, enabled: !cachedVerified || recheckVerified });
  const verified = realName.data ? realName.data.isFrame === false : cachedVerified;
  const realNameDone = cachedVerified || realName.isSuccess || realName.isError;
  const [realNameLater, setRealNameLater] = useState(() => promptPutOff('realNameVerified', userId));
  useEffect(() => {
    if (realName.data?.isFrame === false) rememberFlag('realNameVerified', userId);
    if (realName.data?.isFrame === true) forgetFlag('realNameVerified', userId);
  }, [realName.data?.isFrame, userId]);
  const wantsRealName = !verified && realName.data?.isFrame === true && !realNameLater && !onMyInfo(pathname, search, '10');
  const showRealName = usePromptTurn('realName', realNameDone ? (wantsRealName ? 'wants' : 'done') : 'pending');

  const [cachedBound] = useState(() => readFlag('messengerBound', userId));
  const [recheckBound] = useState(() => flagNeedsCheck('messengerBound', userId));
  const record = useQuery({ ...messengerRecordQuery, enabled: realNameDone && (!cachedBound || recheckBound) });
  const [bindLater, setBindLater] = useState(() => promptPutOff('messengerBound', userId));
  useEffect(() => {
    if (record.data?.bound === true) rememberFlag('messengerBound', userId);
    if (record.data?.bound === false) forgetFlag('messengerBound', userId);
  }, [record.data?.bound, userId]);
  const wantsBind = record.data?.bound === false && !bindLater && !onMyInfo(pathname, search, '12');
  const bindKnown = cachedBound || record.isSuccess || record.isError;
  const showBind = usePromptTurn('messengerBind', bindKnown ? (wantsBind ? 'wants' : 'done') : 'pending');

  useEffect(() => {
    if (!showBind) return;
    const later = () => {
      putOffPrompt('messengerBound', userId);
      setBindLater(true);
    };
    notification.open({
      key: BIND_NOTICE,
      icon: <WechatWorkOutlined style={{ color: '#0958d9' }} />,
      title: '绑定企业微信',
      description: <span data-testid="messenger-bind-prompt">绑定后可在企业微信中及时收到订单进展和面试提醒。</span>,
      duration: 0,
      placement: 'bottomRight',
      onClose: later,
      actions: (
        <span style={{ display: 'inline-flex', gap: 8 }}>
          <Button
            size="small"
            onClick={() => {
              later();
              notification.destroy(BIND_NOTICE);
            }}
          >
            稍后
          </Button>
          <Button type="primary" size="small" onClick={() => navigate(MESSENGER_PAGE)}>
            去绑定
          </Button>
        </span>
      ),
    });
    return () => notification.destroy(BIND_NOTICE);
  }, [showBind, notification, navigate, userId]);

  const putOffRealName = () => {
    putOffPrompt('realNameVerified', userId);
    setRealNameLater(true);
  };

  return (
    <Modal
      open={showRealName}
      centered
      width={440}
      title={
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          <SafetyCertificateOutlined style={{ color: '#0958d9' }} />
          请完成实名认证
        </span>
      }
      onCancel={putOffRealName}
      footer={[
        <Button key="later" onClick={putOffRealName}>
          稍后认证
        </Button>,
        <Button key="go" type="primary" onClick={() => navigate(REAL_NAME_PAGE)}>
          去认证
        </Button>,
      ]}
    >
      <p data-testid="real-name-prompt" style={{ lineHeight: 1.8, margin: 0 }}>
        为保障平台上的合作安全，请先完成实名认证：填写姓名和身份证号，再用手机完成刷脸。身份证号加密保存，页面上只显示后四位。
      </p>
    </Modal>
  );
}
