import type { PositionIntroduce } from '@hh/domain/positions/position.schema';
import { REST_CONDITION_LABELS, SOCIAL_INSURANCE_LABELS } from '@hh/domain/positions/position-enums';
import { formatEducation, formatWorkYears } from '@hh/domain/positions/position-format';
import { formatChinaTime } from '@hh/domain/time/china-time';
import { useQuery } from '@tanstack/react-query';
import Descriptions from 'antd/es/descriptions';
import Tag from 'antd/es/tag';
import { keywordTermsQuery } from '../api/positions';
import { HighlightedText } from './highlighted-text';
import { RewardText, SalaryText } from './position-facts';

const heading = { fontSize: 15, fontWeight: 600, margin: '20px 0 8px' } as const;

/** 职位介绍: every field of the position, and its texts with the keywords marked. */
export function PositionIntroduceTab({ position, phone }: { position: PositionIntroduce; phone: boolean }) {
  const text = position.keywords.join('、');
  const terms = useQuery({ ...keywordTermsQuery(text), enabled: text.length > 0 });
  const highlight = terms.data ?? [];
  return (
    <div data-testid="position-introduce">
      <Descriptions
        bordered
        size="small"
        column={phone ? 1 : 2}
        styles={{ label: { whiteSpace: 'nowrap', width: phone ? 96 : 120 } }}
        items={[
          { key: 'city', label: '工作城市', children: position.cityName },
          { key: 'category', label: '职位类别', children: position.categoryName },
          { key: 'salary', label: '薪资', children: <SalaryText row={position} /> },
          { key: 'reward', label: '推荐奖励', children: <RewardText fen={position.rewardAmount} /> },
          { key: 'headcount', label: '招聘人数', children: `${position.headcount}人` },
          { key: 'guarantee', label: '保证期', children: `${position.guaranteeDays}天` },
          { key: 'education', label: '学历要求', children: formatEducation(position.education) },
          { key: 'years', label: '工作年限', children: formatWorkYears(position.workYearLower, position.workYearUpper) },
          { key: 'rest', label: '休息制度', children: REST_CONDITION_LABELS[position.restCondition] ?? '—' },
          { key: 'insurance', label: '社保福利', children: SOCIAL_INSURANCE_LABELS[position.socialInsurance] ?? '—' },
          { key: 'address', label: '工作地址', children: position.address || '—', span: phone ? 1 : 2 },
          {
            key: 'published',
            label: '发布时间',
            children: position.publishTime ? formatChinaTime(position.publishTime, 'YYYY-MM-DD') : '—',
          },
          { key: 'updated', label: '更新时间', children: formatChinaTime(position.lastUpdateTime, 'YYYY-MM-DD HH:mm') },
        ]}
      />
      {position.keywords.length ? (
        <>
          <h3 style={heading}>职位关键词</h3>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
            {position.keywords.map((k) => (
              <Tag key={k} color="gold" style={{ marginInlineEnd: 0 }}>
                {k}
              </Tag>
            ))}
          </div>
        </>
      ) : null}
      <h3 style={heading}>职位描述</h3>
      <div data-testid="position-description" style={{ lineHeight: 1.8 }}>
        <HighlightedText text={position.description} terms={highlight} />
      </div>
      <h3 style={heading}>任职要求</h3>
      <div data-testid="position-requirement" style={{ lineHeight: 1.8 }}>
        <HighlightedText text={position.requirement} terms={highlight} />
      </div>
    </div>
  );
}
