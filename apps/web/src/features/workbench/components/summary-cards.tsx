import type { MetricCounts, Summary } from '@hh/domain/workbench/business-data.schema';
import Card from 'antd/es/card';
import Skeleton from 'antd/es/skeleton';
import { lazy, Suspense } from 'react';

const TrendChart = lazy(() => import('./trend-chart').then((m) => ({ default: m.TrendChart })));

const FIGURES: readonly [keyof MetricCounts, string][] = [
  ['recNum', '推荐'],
  ['validRecNum', '有效推荐'],
  ['interviewNum', '约面'],
  ['interviewArriveNum', '到面'],
  ['offerNum', 'offer'],
  ['entryNum', '入职'],
];

/** The data summary (spec 001 §7 summarizing): today and this month for the caller's scope, and the 30-day trend. */
export function SummaryCards({ summary, loading }: { summary: Summary | undefined; loading: boolean }) {
  return (
    <Card title="数据概览" size="small" data-testid="summary">
      {loading || !summary ? (
        <Skeleton active />
      ) : (
        <>
          <div className="wb-figures">
            {FIGURES.map(([key, label]) => (
              <div key={key} className="wb-figure">
                <div className="wb-figure__label">{label}</div>
                <div className="wb-figure__today" data-testid={`today-${key}`}>
                  {summary.today[key]}
                </div>
                <div className="wb-figure__month">本月 {summary.month[key]}</div>
              </div>
            ))}
          </div>
          <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 280 }} />}>
            <TrendChart trend={summary.trend} />
          </Suspense>
        </>
      )}
    </Card>
  );
}
