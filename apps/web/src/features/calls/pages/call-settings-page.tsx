import { isManager, isRoleCode } from '@hh/domain/accounts/role';
import { CHANNEL_MODE_LABELS, type ChannelMode } from '@hh/domain/calls/call-rules';
import { useQuery } from '@tanstack/react-query';
import App from 'antd/es/app';
import Card from 'antd/es/card';
import Radio from 'antd/es/radio';
import Skeleton from 'antd/es/skeleton';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { myInfoQuery } from '../../../session/my-info';
import { channelQuery, myChairQuery, useSetChannel } from '../api/calls';
import { ChairList } from '../components/chair-list';
import { MailboxBinding } from '../components/mailbox-binding';
import { PhoneBinding } from '../components/phone-binding';
import '../calls.css';

/** The workbench's settings page holds the ranking configuration (spec 001 §2 Settings). */
const RANKING_SETTINGS_PATH = '/index/settings';

/** Calling settings (spec 001 §2 Settings): call mode, the bound phone, my chair, the resume mailbox, and for the manager the chair list. */
export function CallSettingsPage() {
  const role = useQuery(myInfoQuery).data?.roleCode;
  const manager = isManager(isRoleCode(role) ? role : null);
  return (
    <section className="calls-page" aria-labelledby="call-settings-title">
      <h1 id="call-settings-title">呼叫设置</h1>
      <div className="calls-settings">
        <ChannelCard />
        <PhoneBinding />
        <MyChairCard />
        <MailboxBinding />
        {manager && typeof role === 'number' ? <ChairList roleCode={role} /> : null}
        {manager ? (
          <Card size="small" title="排行榜配置">
            选择哪些顾问参与「本公司-顾问排行」：
            <Link to={RANKING_SETTINGS_PATH} style={{ textDecoration: 'underline' }}>
              前往排行榜配置
            </Link>
          </Card>
        ) : null}
      </div>
    </section>
  );
}

function ChannelCard() {
  const { message } = App.useApp();
  const channel = useQuery(channelQuery);
  const set = useSetChannel();
  if (channel.isError) return <LoadError title="呼叫模式加载失败" error={channel.error} onRetry={() => void channel.refetch()} />;
  return (
    <Card size="small" title="呼叫模式" data-testid="channel-mode">
      {channel.isPending ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : (
        <Radio.Group
          value={channel.data.mode}
          onChange={(e) =>
            set.mutate(e.target.value as 1 | 2, {
              onSuccess: () => void message.success('呼叫模式已保存'),
              onError: (err) => void message.error(err.message),
            })
          }
          options={([1, 2] as ChannelMode[]).map((mode) => ({
            value: mode,
            label: CHANNEL_MODE_LABELS[mode],
            disabled: mode === 2 && !channel.data.chairBound,
          }))}
          style={{ display: 'grid', gap: 8 }}
        />
      )}
    </Card>
  );
}

function MyChairCard() {
  const chair = useQuery(myChairQuery);
  if (chair.isError) return <LoadError title="坐席信息加载失败" error={chair.error} onRetry={() => void chair.refetch()} />;
  return (
    <Card size="small" title="我的坐席" data-testid="my-chair">
      {chair.isPending ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : chair.data ? (
        <>
          <p style={{ margin: 0 }}>
            坐席号 <b>{chair.data.chairNo}</b>，坐席ID {chair.data.callChairId}，密码 <b>{chair.data.chairPassWd}</b>
          </p>
          {chair.data.passwordRevealed ? <p style={{ color: '#ad4e00', marginBottom: 0 }}>坐席密码只显示这一次，请妥善保存。</p> : null}
        </>
      ) : (
        <p style={{ margin: 0, color: 'rgba(0, 0, 0, 0.62)' }}>您还没有绑定坐席；需要坐席直拨时，请联系管理员分配。</p>
      )}
    </Card>
  );
}
