import ArrowLeftOutlined from '@ant-design/icons/es/icons/ArrowLeftOutlined';
import type { PositionIntroduce } from '@hh/domain/positions/position.schema';
import { DEFAULT_POSITION_DETAIL_TAB, POSITION_DETAIL_TABS, type PositionDetailTab } from '@hh/domain/positions/position-enums';
import { useQuery } from '@tanstack/react-query';
import Empty from 'antd/es/empty';
import Skeleton from 'antd/es/skeleton';
import Tabs from 'antd/es/tabs';
import Tag from 'antd/es/tag';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { useIsPhone } from '../../../components/browser-hooks';
import { ButtonLink } from '../../../components/button-link';
import { positionIntroduceQuery } from '../api/positions';
import { MyOrdersTab } from '../components/my-orders-tab';
import { PmCard } from '../components/pm-card';
import { GuaranteeTag, positionFacts, RewardText, SalaryText } from '../components/position-facts';
import { PositionIntroduceTab } from '../components/position-introduce-tab';
import { chooseCandidateLink } from '../components/position-table';
import { ProjectIntroduceTab } from '../components/project-introduce-tab';
import { ResumeSampleTab } from '../components/resume-sample-tab';
import { TemplateFieldsTab } from '../components/template-fields-tab';

const TAB_LABELS: Record<PositionDetailTab, string> = {
  position_introduce: '职位介绍',
  project_introduce: '项目介绍',
  recommend_template: '推荐报告模板',
  resume_sample: '简历样本',
  my_orders: '我的订单',
};

const panel = { background: '#fff', borderRadius: 8 } as const;

/**
 * A position's detail (/index/positions/:positionId, spec 001 §2–3): tabs with position_introduce
 * first, the PM's contact, and the way to recommend a candidate. A position that cannot be
 * loaded (missing, closed, a failure) shows as 职位不存在或已关闭 — the failure itself is swallowed.
 */
export function PositionDetailPage() {
  const { positionId = '' } = useParams();
  const phone = useIsPhone();
  const location = useLocation();
  const back = (location.state as { from?: string } | null)?.from ?? '/index/positions';
  const position = useQuery(positionIntroduceQuery(positionId));

  const backLink = (
    <Link to={back} style={{ display: 'inline-flex', alignItems: 'center', gap: 6, marginBottom: 12 }}>
      <ArrowLeftOutlined /> 返回职位列表
    </Link>
  );
  if (position.isPending) {
    return (
      <section style={{ ...panel, padding: 24 }}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </section>
    );
  }
  if (position.isError) {
    return (
      <section style={{ ...panel, padding: phone ? 16 : 24 }}>
        {backLink}
        <Empty description={<h1 style={{ fontSize: 16, fontWeight: 400, margin: 0 }}>职位不存在或已关闭</h1>} style={{ padding: '48px 0' }}>
          <ButtonLink type="primary" to="/index/positions">
            查看其他职位
          </ButtonLink>
        </Empty>
      </section>
    );
  }
  return <PositionDetail position={position.data} phone={phone} backLink={backLink} />;
}

function PositionDetail({ position, phone, backLink }: { position: PositionIntroduce; phone: boolean; backLink: React.ReactNode }) {
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  const asked = search.get('tab') ?? '';
  const tab = (POSITION_DETAIL_TABS as readonly string[]).includes(asked) ? (asked as PositionDetailTab) : DEFAULT_POSITION_DETAIL_TAB;
  const content: Record<PositionDetailTab, React.ReactNode> = {
    position_introduce: <PositionIntroduceTab position={position} phone={phone} />,
    project_introduce: <ProjectIntroduceTab projectId={position.projectId} phone={phone} />,
    recommend_template: <TemplateFieldsTab positionId={position.positionId} phone={phone} />,
    resume_sample: <ResumeSampleTab positionId={position.positionId} hasResumeSample={position.hasResumeSample} phone={phone} />,
    my_orders: <MyOrdersTab positionId={position.positionId} positionName={position.positionName} phone={phone} />,
  };
  const recommend = (
    <ButtonLink type="primary" size={phone ? 'middle' : 'large'} to={chooseCandidateLink(position.positionId)} block={phone}>
      推荐候选人
    </ButtonLink>
  );

  return (
    <div style={{ display: 'flex', flexDirection: phone ? 'column' : 'row', gap: 16, alignItems: 'flex-start' }}>
      <div
        style={{
          flex: '1 1 auto',
          minWidth: 0,
          width: phone ? '100%' : undefined,
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr)',
          gap: 16,
        }}
      >
        <section style={{ ...panel, padding: phone ? 16 : '20px 24px' }} aria-labelledby="position-title">
          {backLink}
          <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 16, flexWrap: 'wrap' }}>
            <div style={{ minWidth: 0 }}>
              <div style={{ display: 'flex', alignItems: 'baseline', gap: 12, flexWrap: 'wrap' }}>
                <h1 id="position-title" style={{ margin: 0, fontSize: phone ? 18 : 22, fontWeight: 600 }}>
                  {position.positionName}
                </h1>
                <SalaryText row={position} size={phone ? 16 : 18} />
              </div>
              <div style={{ marginTop: 6, color: 'rgba(0,0,0,0.65)' }}>
                {position.companyName} · {position.projectName}
              </div>
              <div style={{ marginTop: 4, color: 'rgba(0, 0, 0, 0.62)' }}>{positionFacts(position)}</div>
              <div style={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 8, marginTop: 10 }}>
                <span>
                  推荐奖励 <RewardText fen={position.rewardAmount} />
                </span>
                <GuaranteeTag days={position.guaranteeDays} />
                <Tag style={{ marginInlineEnd: 0 }}>{position.categoryName}</Tag>
                {position.myOrderCount > 0 ? <Tag color="green">本公司在推{position.myOrderCount}单</Tag> : null}
              </div>
            </div>
            {phone ? null : recommend}
          </div>
          {phone ? <div style={{ marginTop: 12 }}>{recommend}</div> : null}
        </section>
        <section style={{ ...panel, padding: phone ? '4px 12px 16px' : '4px 24px 24px' }}>
          <Tabs
            activeKey={tab}
            onChange={(next) => {
              const params = new URLSearchParams(search);
              if (next === DEFAULT_POSITION_DETAIL_TAB) params.delete('tab');
              else params.set('tab', next);
              // The list address the page came from rides along, so 返回职位列表 still goes back to it.
              setSearch(params, { replace: true, state: location.state });
            }}
            items={POSITION_DETAIL_TABS.map((key) => ({ key, label: TAB_LABELS[key], children: content[key] }))}
            destroyOnHidden
          />
        </section>
      </div>
      <aside
        style={{
          flex: phone ? '1 1 auto' : '0 0 280px',
          width: phone ? '100%' : 280,
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr)',
          gap: 16,
        }}
      >
        <PmCard positionId={position.positionId} />
      </aside>
    </div>
  );
}
