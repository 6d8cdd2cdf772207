import CopyOutlined from '@ant-design/icons/es/icons/CopyOutlined';
import { formatChinaTime } from '@hh/domain/time/china-time';
import { useQuery } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Empty from 'antd/es/empty';
import Popconfirm from 'antd/es/popconfirm';
import Spin from 'antd/es/spin';
import { useState } from 'react';
import { Link } from 'react-router';
import { LOW_NOTICE_SECONDS } from '../../../components/notice-timing';
import { myInfoQuery } from '../../../session/my-info';
import { PLUGIN_RESUME_PATH, pluginResumesQuery, pluginTokenQuery, useRegeneratePluginToken, useRevokePluginToken } from '../api/plugin';

const hidden = (token: string) => `${token.slice(0, 8)}${'•'.repeat(16)}${token.slice(-4)}`;

/**
 * 浏览器插件 (/index/myInfo?type=plugin): the consultant's plugin token — what the plugin reads
 * from myInfoData (waChromePluginApiToken) to send captured resumes — with regenerate and revoke,
 * and the resumes the plugin captured, each opening its plugin resume page.
 */
export function PluginPane() {
  const { message } = App.useApp();
  const token = useQuery(pluginTokenQuery);
  const me = useQuery(myInfoQuery);
  const resumes = useQuery(pluginResumesQuery);
  const regenerate = useRegeneratePluginToken();
  const revoke = useRevokePluginToken();
  const [shown, setShown] = useState(false);

  if (token.isLoading) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (token.isError) return <Alert type="error" showIcon title="插件令牌加载失败" description={token.error.message} />;
  const value = token.data?.token ?? null;

  const copy = async () => {
    if (!value) return;
    try {
      await navigator.clipboard.writeText(value);
      message.success('已复制', LOW_NOTICE_SECONDS);
    } catch {
      message.error('复制失败，请手动选择令牌复制');
    }
  };
  const renew = () =>
    regenerate.mutate(undefined, {
      onSuccess: () => {
        setShown(true);
        message.success(value ? '已重新生成，旧令牌已停用' : '令牌已生成');
      },
      onError: (error) => message.error(error.message),
    });

  return (
    <div style={{ maxWidth: 880 }}>
      <p style={{ lineHeight: 1.8, color: 'rgba(0, 0, 0, 0.65)', marginTop: 0 }}>
        浏览器插件用下面的令牌把您在招聘网站上看到的简历保存到平台。令牌只能用于插件保存简历，不能登录或调用其他功能；泄露后请立即重新生成或停用。
      </p>
      <Descriptions
        column={1}
        bordered
        size="small"
        styles={{ label: { width: 120 } }}
        items={[
          {
            key: 'token',
            label: '插件令牌',
            children: value ? (
              <span style={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, wordBreak: 'break-all' }}>
                <code data-testid="plugin-token">{shown ? value : hidden(value)}</code>
                <Button size="small" type="link" onClick={() => setShown((s) => !s)}>
                  {shown ? '隐藏' : '显示'}
                </Button>
                <Button size="small" icon={<CopyOutlined />} onClick={() => void copy()}>
                  复制
                </Button>
              </span>
            ) : (
              <span data-testid="plugin-token-none">尚未生成</span>
            ),
          },
          {
            key: 'created',
            label: '生成时间',
            children: token.data?.createdAt ? formatChinaTime(token.data.createdAt) : '—',
          },
          {
            key: 'used',
            label: '最近使用',
            children: token.data?.lastUsedAt ? formatChinaTime(token.data.lastUsedAt) : '尚未使用',
          },
          { key: 'host', label: '接口地址', children: me.data?.waChromePluginApiHost ?? '—' },
          { key: 'plugin', label: '插件 ID', children: me.data?.waChromePluginId ?? '插件尚未上架，暂无 ID' },
        ]}
      />
      <div style={{ display: 'flex', gap: 8, margin: '16px 0 24px' }}>
        {value ? (
          <>
            <Popconfirm
              title="重新生成令牌？"
              description="旧令牌会立即停用，插件需要填入新令牌。"
              okText="重新生成"
              cancelText="取消"
              onConfirm={renew}
            >
              <Button loading={regenerate.isPending}>重新生成</Button>
            </Popconfirm>
            <Popconfirm
              title="停用令牌？"
              description="停用后插件无法再保存简历，可随时重新生成。"
              okText="停用"
              okButtonProps={{ danger: true }}
              cancelText="取消"
              onConfirm={() =>
                revoke.mutate(undefined, {
                  onSuccess: () => {
                    setShown(false);
                    message.success('令牌已停用');
                  },
                  onError: (error) => message.error(error.message),
                })
              }
            >
              <Button danger loading={revoke.isPending}>
                停用令牌
              </Button>
            </Popconfirm>
          </>
        ) : (
          <Button type="primary" loading={regenerate.isPending} onClick={renew}>
            生成令牌
          </Button>
        )}
      </div>

      <h2 style={{ fontSize: 16, fontWeight: 600, margin: '0 0 12px' }}>插件保存的简历</h2>
      {resumes.isError ? (
        <Alert type="error" showIcon title="简历列表加载失败" description={resumes.error.message} />
      ) : resumes.isLoading ? (
        <Spin />
      ) : resumes.data?.length ? (
        <ul data-testid="plugin-resumes" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {resumes.data.map((row) => (
            <li
              key={row.id}
              style={{ padding: '10px 0', borderBottom: '1px solid #f0f0f0', display: 'flex', flexWrap: 'wrap', gap: '4px 16px' }}
            >
              <Link to={`${PLUGIN_RESUME_PATH}/${row.id}`} state={{ from: '/index/myInfo?type=plugin' }} style={{ fontWeight: 600 }}>
                {row.name}
              </Link>
              <span style={{ color: 'rgba(0, 0, 0, 0.65)' }}>
                {[row.currentTitle, row.currentCompany].filter(Boolean).join(' · ') || '—'}
              </span>
              <span style={{ color: 'rgba(0, 0, 0, 0.65)', marginInlineStart: 'auto' }}>
                {row.sourceSite} · {row.capturedBy} · {formatChinaTime(row.capturedAt)}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <Empty description="还没有插件保存的简历" />
      )}
    </div>
  );
}
