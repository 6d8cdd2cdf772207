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
import { promptPutOff, putOffPrompt, readFlag, rememberFlag } from '../shell-flags';

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
 * local storage once they are good, so verified and bound users are not asked again. Both take
 * their turn in the shell's prompt queue: the version notice comes between them.
 */
export function IdentityPrompts({ userId }: { userId: string }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { notification } = App.useApp();

  const cachedVerified = readFlag('realNameVerified', userId);
  const realName = useQuery({ ...realNameQuery, enabled: !cachedVerified });
  const verified = cachedVerified || realName.data?.isFrame === false;
  const realNameDone = cachedVerified || realName.isSuccess || realName.isError;
  const [realNameLater, setRealNameLater] = useState(() => promptPutOff('realNameVerified', userId));
  useEffect(() => {
    if (realName.data?.isFrame === false) rememberFlag('realNameVerified', userId);
  }, [realName.data?.isFrame, userId]);
  const wantsRealName = !verified && realName.data?.isFrame === true && !realNameLater && !onMyInfo(pathname, search, '10');
  const showRealName = usePromptTurn('realName', realNameDone ? (wantsRealName ? 'wants' : 'done') : 'pending');

  const cachedBound = readFlag('messengerBound', userId);
  const record = useQuery({ ...messengerRecordQuery, enabled: realNameDone && !cachedBound });
  const [bindLater, setBindLater] = useState(() => promptPutOff('messengerBound', userId));
  useEffect(() => {
    if (record.data?.bound) rememberFlag('messengerBound', userId);
  }, [record.data?.bound, userId]);
  const wantsBind = !cachedBound && record.data?.bound === false && !bindLater && !onMyInfo(pathname, search, '12');
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
