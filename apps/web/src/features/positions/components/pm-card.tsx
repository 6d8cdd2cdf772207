import { useQuery } from '@tanstack/react-query';
import Card from 'antd/es/card';
import Skeleton from 'antd/es/skeleton';
import { ButtonLink } from '../../../components/button-link';
import { pmInfoQuery } from '../api/positions';

/** Who runs the position on the platform side; failing to load says 无法获取PM或助理信息 (spec 001 §8). */
export function PmCard({ positionId }: { positionId: string }) {
  const pm = useQuery(pmInfoQuery(positionId));
  const row = (label: string, value: string | null | undefined) =>
    value ? (
      <div style={{ display: 'flex', gap: 8, lineHeight: '24px' }}>
        <span style={{ color: 'rgba(0, 0, 0, 0.62)', flex: '0 0 56px' }}>{label}</span>
        <span style={{ wordBreak: 'break-all' }}>{value}</span>
      </div>
    ) : null;
  return (
    <Card
      size="small"
      title="职位负责人"
      data-testid="pm-card"
      extra={
        // The chat feature opens the position's PM from ?position= (features do not import each other).
        <ButtonLink size="small" type="primary" to={`/index/chat?position=${encodeURIComponent(positionId)}`}>
          联系PM
        </ButtonLink>
      }
    >
      {pm.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} title={false} />
      ) : pm.isError ? (
        <div style={{ color: 'rgba(0, 0, 0, 0.62)' }}>无法获取PM或助理信息</div>
      ) : (
        <>
          {row('项目经理', pm.data.pmName)}
          {row('电话', pm.data.pmPhone)}
          {row('微信', pm.data.pmWeixin)}
          {row('邮箱', pm.data.pmEmail)}
          {pm.data.assistantName ? (
            <div style={{ borderTop: '1px dashed #f0f0f0', marginTop: 8, paddingTop: 8 }}>
              {row('PM助理', pm.data.assistantName)}
              {row('电话', pm.data.assistantPhone)}
            </div>
          ) : null}
        </>
      )}
    </Card>
  );
}
