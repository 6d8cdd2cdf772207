import { isManager, isRoleCode } from '@hh/domain/accounts/role';
import { useQuery } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Skeleton from 'antd/es/skeleton';
import Switch from 'antd/es/switch';
import { LoadError } from '../../../components/load-error';
import { myInfoQuery } from '../../../session/my-info';
import { rankingConfigQuery, useSetRankingFlag } from '../api/workbench';
import '../workbench.css';

/**
 * Settings (spec 001 §2). Its first part is the ranking configuration: the manager chooses who
 * of the firm takes part in the firm's consultant boards (leaders or test accounts can be left out).
 */
export function SettingsPage() {
  const role = useQuery(myInfoQuery).data?.roleCode;
  const manager = isManager(isRoleCode(role) ? role : null);
  return (
    <section className="wb-page" aria-labelledby="settings-title">
      <h1 id="settings-title">设置</h1>
      {manager ? <RankingConfig /> : <Alert type="info" showIcon title="排行榜配置仅管理员可设置。" />}
    </section>
  );
}

function RankingConfig() {
  const { message } = App.useApp();
  const config = useQuery(rankingConfigQuery);
  const set = useSetRankingFlag();
  const save = (userIds: string[], rankingFlag: 0 | 1) =>
    set.mutate(
      { userIds, rankingFlag },
      { onSuccess: () => void message.success('排行榜配置已保存'), onError: (e) => void message.error(e.message) },
    );
  if (config.isError) return <LoadError title="排行榜配置加载失败" error={config.error} onRetry={() => void config.refetch()} />;
  return (
    <Card size="small" title="排行榜配置" data-testid="ranking-config">
      <p style={{ color: '#666', marginTop: 0 }}>关闭后，该顾问不出现在「本公司-顾问排行」中，其业绩仍计入业务数据与公司排行。</p>
      {config.isPending ? (
        <Skeleton active />
      ) : (
        config.data.map((g) => (
          <div key={g.groupId} style={{ marginBottom: 16 }}>
            <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 8 }}>
              <b>{g.groupName}</b>
              <Button
                size="small"
                onClick={() =>
                  save(
                    g.users.map((u) => u.id),
                    1,
                  )
                }
              >
                全部参与
              </Button>
              <Button
                size="small"
                onClick={() =>
                  save(
                    g.users.map((u) => u.id),
                    0,
                  )
                }
              >
                全部不参与
              </Button>
            </div>
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: '8px 24px' }}>
              {g.users.map((u) => (
                <span key={u.id} style={{ display: 'inline-flex', gap: 8, alignItems: 'center', minWidth: 140 }}>
                  <Switch
                    aria-label={`${u.cname}参与排行`}
                    size="small"
                    checked={u.rankingFlag === 1}
                    loading={set.isPending && set.variables?.userIds.includes(u.id)}
                    onChange={(on) => save([u.id], on ? 1 : 0)}
                  />
                  {u.cname}
                </span>
              ))}
            </div>
          </div>
        ))
      )}
    </Card>
  );
}
