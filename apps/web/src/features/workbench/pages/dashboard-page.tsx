import { useQuery } from '@tanstack/react-query';
import { summaryQuery } from '../api/workbench';
import { QrTipCard } from '../components/qr-tip';
import { RankTabs } from '../components/rank-tabs';
import { ActivitiesCard, DashboardBanner, GladTidingsCard } from '../components/side-cards';
import { SummaryCards } from '../components/summary-cards';
import '../workbench.css';

/**
 * The workbench (/index/dashboard, spec 001 §2): the banner, the data summary with its trend,
 * the three ranking tabs, good news and activities. The home interview prompt is the
 * workspace layout's, shown on this address.
 */
export function DashboardPage() {
  const summary = useQuery(summaryQuery);
  return (
    <div className="wb-dashboard">
      <h1 className="wb-visually-hidden">工作台</h1>
      <DashboardBanner />
      <div className="wb-dashboard__grid">
        <div className="wb-dashboard__main">
          <SummaryCards summary={summary.data} loading={summary.isPending} />
          <RankTabs />
        </div>
        <div className="wb-dashboard__side">
          <QrTipCard />
          <GladTidingsCard />
          <ActivitiesCard />
        </div>
      </div>
    </div>
  );
}
