import type { TalentSearchRow } from '@hh/domain/talent/talent-search.schema';
import { useQuery } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Descriptions from 'antd/es/descriptions';
import Drawer from 'antd/es/drawer';
import Empty from 'antd/es/empty';
import Spin from 'antd/es/spin';
import type { ReactNode } from 'react';
import { useIsPhone } from '../../../components/browser-hooks';
import { LoadError } from '../../../components/load-error';
import { talentPreviewQuery } from '../api/talent-preview';

const span = (start: string, end: string) => [start, end].filter(Boolean).join(' ~ ');

/**
 * 预览: the pool person's resume with the name and phone masked — free, not counted, so a
 * consultant can judge before a counted reveal or adding the person. `footer`: those two actions.
 */
export function TalentPreviewDrawer({ row, onClose, footer }: { row: TalentSearchRow | null; onClose: () => void; footer: ReactNode }) {
  const phone = useIsPhone();
  const preview = useQuery({ ...talentPreviewQuery(row?.commonUserId ?? ''), enabled: row !== null });
  const p = preview.data;
  return (
    <Drawer open={row !== null} onClose={onClose} title="简历预览" size={phone ? '100%' : 560} destroyOnHidden footer={footer}>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title="预览不计入查看次数；姓名与联系方式已隐去，查看手机号或加入人才库后可见。"
      />
      {preview.isError ? (
        <LoadError title="简历预览加载失败" error={preview.error} onRetry={() => void preview.refetch()} />
      ) : !p ? (
        <Spin />
      ) : (
        <div data-testid="talent-preview">
          <Descriptions
            column={phone ? 1 : 2}
            size="small"
            items={[
              { key: 'name', label: '姓名', children: p.name || '—' },
              { key: 'age', label: '年龄', children: p.age === null ? '—' : `${p.age}岁` },
              { key: 'city', label: '城市', children: p.city || '—' },
              { key: 'edu', label: '学历', children: p.educationLabel || '—' },
              { key: 'years', label: '工作年限', children: p.workYears === null ? '—' : p.workYears === 0 ? '应届' : `${p.workYears}年` },
              { key: 'phone', label: '手机号', children: p.phone || '未填写' },
              { key: 'expect', label: '期望职位', children: p.expectPosition || '—' },
            ]}
          />
          <h3 style={{ fontSize: 15, margin: '20px 0 8px' }}>工作经历</h3>
          {p.work.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="未填写" />
          ) : (
            <ul style={{ margin: 0, paddingInlineStart: 18, lineHeight: 1.9 }}>
              {p.work.map((w) => (
                <li key={`${w.companyName}-${w.startDate}`}>
                  <strong>{w.companyName}</strong> · {w.positionName || '—'}
                  <span style={{ color: 'rgba(0, 0, 0, 0.62)', marginInlineStart: 8 }}>{span(w.startDate, w.endDate)}</span>
                </li>
              ))}
            </ul>
          )}
          <h3 style={{ fontSize: 15, margin: '20px 0 8px' }}>教育经历</h3>
          {p.education.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="未填写" />
          ) : (
            <ul style={{ margin: 0, paddingInlineStart: 18, lineHeight: 1.9 }}>
              {p.education.map((e) => (
                <li key={`${e.schoolName}-${e.endDate}`}>
                  <strong>{e.schoolName}</strong> · {[e.professional, e.educationLabel].filter(Boolean).join(' · ') || '—'}
                  <span style={{ color: 'rgba(0, 0, 0, 0.62)', marginInlineStart: 8 }}>{e.endDate ? `${e.endDate} 毕业` : ''}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Drawer>
  );
}
