import type { ExpandRow } from '@hh/domain/candidates/talent-expand.schema';
import { formatChinaTime } from '@hh/domain/time/china-time';
import Skeleton from 'antd/es/skeleton';
import { useDictionaries } from '../api/reference';
import './talent-expand.css';

const span = (start: string, end: string) => [start, end].filter(Boolean).join(' ~ ');

/** What an expanded talent row shows: latest jobs, highest schools, projects and the last contact. */
export function TalentExpand({ row, loading, failed }: { row: ExpandRow | undefined; loading: boolean; failed: boolean }) {
  const dict = useDictionaries();
  if (loading) return <Skeleton active title={false} paragraph={{ rows: 2 }} />;
  if (failed) return <div className="hh-expand__empty">加载失败，请收起后重新展开</div>;
  if (!row) return <div className="hh-expand__empty">该候选人已不在您的人才列表中</div>;
  return (
    <div className="hh-expand" data-testid={`talent-expand-${row.userId}`}>
      <section>
        <h4>工作经历</h4>
        {row.works.length === 0 ? <div className="hh-expand__empty">暂无工作经历</div> : null}
        {row.works.map((w) => (
          <div key={`${w.companyName}-${w.startDate}`} className="hh-expand__line">
            <span className="hh-expand__time">{span(w.startDate, w.endDate)}</span>
            <span>{[w.companyName, w.positionName].filter(Boolean).join(' · ')}</span>
          </div>
        ))}
      </section>
      <section>
        <h4>教育经历</h4>
        {row.educations.length === 0 ? <div className="hh-expand__empty">暂无教育经历</div> : null}
        {row.educations.map((e) => (
          <div key={`${e.schoolName}-${e.startDate}`} className="hh-expand__line">
            <span className="hh-expand__time">{span(e.startDate, e.endDate)}</span>
            <span>
              {[e.schoolName, e.professional, e.education ? dict.label('education', e.education) : ''].filter(Boolean).join(' · ')}
            </span>
          </div>
        ))}
      </section>
      <section>
        <h4>最近沟通</h4>
        {row.lastVisitAt ? (
          <div className="hh-expand__line">
            <span className="hh-expand__time">{formatChinaTime(row.lastVisitAt, 'YYYY-MM-DD')}</span>
            <span className="hh-expand__visit">{row.lastVisit}</span>
          </div>
        ) : (
          <div className="hh-expand__empty">暂无沟通记录</div>
        )}
        <div className="hh-expand__meta">
          共{row.visitCount}条沟通记录 · {row.projectCount}段项目经历
        </div>
      </section>
    </div>
  );
}
