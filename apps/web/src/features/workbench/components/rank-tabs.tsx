import { isManager, isRoleCode } from '@hh/domain/accounts/role';
import { RankingType, ScreenType, TimeDimension } from '@hh/domain/workbench/ranking';
import { useQuery } from '@tanstack/react-query';
import Card from 'antd/es/card';
import Segmented from 'antd/es/segmented';
import Tabs from 'antd/es/tabs';
import { useState } from 'react';
import { Link } from 'react-router';
import { myInfoQuery } from '../../../session/my-info';
import { RankList } from './rank-list';

const { today, month } = TimeDimension;

/** The three ranking tabs of the dashboard (spec 001 §2, §9), each with today's valid recommendations and this month's interviews. */
export function RankTabs() {
  const [tab, setTab] = useState('user');
  const [screen, setScreen] = useState<number>(ScreenType.position);
  const role = useQuery(myInfoQuery).data?.roleCode;
  const manager = isManager(isRoleCode(role) ? role : null);
  return (
    <Card size="small" title="排行榜" data-testid="rank-tabs" extra={manager ? <Link to="/index/settings">排行榜配置</Link> : null}>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        destroyOnHidden
        items={[
          {
            key: 'user',
            label: '本公司-顾问排行',
            children: (
              <div className="wb-rank-pair">
                <RankList title="今日有效推荐" kind="user" rankingType={RankingType.valid} time={today} unit="个" />
                <RankList title="本月到面" kind="user" rankingType={RankingType.interviewAttended} time={month} unit="个" />
              </div>
            ),
          },
          {
            key: 'firm',
            label: '本公司-职位/项目排行',
            children: (
              <>
                <Segmented
                  size="small"
                  value={screen}
                  onChange={(v) => setScreen(Number(v))}
                  options={[
                    { value: ScreenType.position, label: '职位' },
                    { value: ScreenType.project, label: '项目' },
                  ]}
                />
                <div className="wb-rank-pair">
                  <RankList title="今日有效推荐" kind="firm" rankingType={RankingType.valid} scareenType={screen} time={today} unit="个" />
                  <RankList
                    title="本月面试"
                    kind="firm"
                    rankingType={RankingType.interviewAttended}
                    scareenType={screen}
                    time={month}
                    unit="个"
                  />
                </div>
              </>
            ),
          },
          {
            key: 'platform',
            label: '平台-公司排行',
            children: (
              <div className="wb-rank-pair">
                <RankList title="今日有效推荐" kind="platform" rankingType={RankingType.valid} time={today} unit="个" />
                <RankList title="本月到面" kind="platform" rankingType={RankingType.interviewAttended} time={month} unit="个" />
              </div>
            ),
          },
        ]}
      />
    </Card>
  );
}
