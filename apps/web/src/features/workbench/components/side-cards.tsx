import { chooseBanner } from '@hh/domain/site/banner-choice';
import type { SiteBanner } from '@hh/domain/site/site-content.schema';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Skeleton from 'antd/es/skeleton';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { httpClient } from '../../../api/http-client';
import { loadBanners } from '../../../site/api/static-content';
import { activitiesQuery, gladTidingsQuery } from '../api/workbench';

/** Good news (喜报): hires across the platform; another firm's consultant is never named. */
export function GladTidingsCard() {
  const news = useQuery(gladTidingsQuery);
  return (
    <Card size="small" title="喜报" data-testid="glad-tidings">
      {news.isPending ? (
        <Skeleton active />
      ) : news.data?.length ? (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the list scrolls in its card; keyboard users must reach it to scroll it (axe scrollable-region-focusable).
        <ul className="wb-news" tabIndex={0} aria-label="喜报列表">
          {news.data.map((n) => (
            <li key={n.id}>
              <span className="wb-news__badge">喜</span>
              <span>
                恭喜<b>{n.firmName}</b>
                {n.consultantName ? `顾问${n.consultantName}` : ''}成功推荐候选人{n.candidateName}入职{n.employer}「{n.positionName}」
              </span>
              <time>{dayjs(n.onboardTime).format('MM-DD')}</time>
            </li>
          ))}
        </ul>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无喜报" />
      )}
    </Card>
  );
}

/** Activities: each opens its topic with the positions that belong to it. */
export function ActivitiesCard() {
  const list = useQuery(activitiesQuery);
  return (
    <Card size="small" title="热门活动" data-testid="activities">
      {list.isPending ? (
        <Skeleton active />
      ) : list.data?.length ? (
        <div className="wb-activities">
          {list.data.map((a) => (
            <Link key={a.activityId} to={`/index/topic/${a.activityId}`} className="wb-activity">
              <img src={a.picture} alt="" width={640} height={240} loading="lazy" />
              <span className="wb-activity__title">{a.title}</span>
              <span className="wb-activity__meta">
                {dayjs(a.startTime).format('MM-DD')} 至 {dayjs(a.endTime).format('MM-DD')} · {a.positionCount}个职位
              </span>
            </Link>
          ))}
        </div>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无活动" />
      )}
    </Card>
  );
}

/** The banner chosen by the rule of spec 001 §4; nothing when none is live. */
export function DashboardBanner() {
  const banners = useQuery({ queryKey: ['site', 'banners'], queryFn: () => loadBanners(), staleTime: 10 * 60_000, retry: false });
  const banner: SiteBanner | undefined = banners.data
    ? chooseBanner(banners.data.items, httpClient.serverNow(), banners.data.grayListed)
    : undefined;
  if (!banner) return null;
  return (
    <div className="wb-banner" data-testid="dashboard-banner">
      <strong>{banner.title}</strong>
      <span>{banner.description}</span>
      <Button type="link" href={banner.link} className="wb-banner__link">
        {banner.linkText}
      </Button>
    </div>
  );
}
