import { formatChinaTime } from '@hh/domain/time/china-time';
import { useQuery } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Result from 'antd/es/result';
import Spin from 'antd/es/spin';
import { useParams } from 'react-router';
import { confirmInfoQuery, useConfirmRecommend } from '../api/complaints';

/**
 * /confirm/:token — the page behind the link a recommended candidate receives by SMS and e-mail:
 * they confirm they know of and agree to the recommendation (confirm blind push). Public: the
 * token is the only credential; names are masked.
 */
export function ConfirmRecommendPage() {
  const token = useParams().token ?? '';
  const info = useQuery(confirmInfoQuery(token));
  const confirm = useConfirmRecommend(token);
  const frame = (body: React.ReactNode) => (
    <main style={{ minHeight: '100vh', background: '#f5f6f8', display: 'flex', justifyContent: 'center', padding: '48px 16px' }}>
      <Card style={{ width: '100%', maxWidth: 560, alignSelf: 'flex-start' }} title="确认职位推荐">
        {body}
      </Card>
    </main>
  );
  if (info.isError) return frame(<Result status="warning" title="链接无效或已失效" subTitle={info.error.message} />);
  if (!info.data) return frame(<Spin />);
  const d = info.data;
  return frame(
    <>
      <p style={{ marginTop: 0 }}>
        {d.firmName}的猎头顾问{d.consultantName}已将您推荐至以下职位。请确认您知晓并同意本次推荐；如您并不知情，请勿确认。
      </p>
      <Descriptions column={1} size="small" bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label="候选人">{d.candidateName}</Descriptions.Item>
        <Descriptions.Item label="推荐职位">{d.positionName}</Descriptions.Item>
        <Descriptions.Item label="猎头公司">{d.firmName}</Descriptions.Item>
        <Descriptions.Item label="推荐时间">{formatChinaTime(d.recommendTime)}</Descriptions.Item>
      </Descriptions>
      {confirm.isError && <Alert type="error" showIcon title={confirm.error.message} style={{ marginBottom: 12 }} />}
      {d.confirmedAt ? (
        <Result status="success" title="您已确认本次推荐" subTitle={`确认时间：${formatChinaTime(d.confirmedAt)}`} />
      ) : (
        <Button type="primary" block size="large" loading={confirm.isPending} onClick={() => confirm.mutate()}>
          我知晓并同意本次推荐
        </Button>
      )}
    </>,
  );
}
