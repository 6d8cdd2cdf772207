import { formatChinaTime } from '@hh/domain/time/china-time';
import { useQuery } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import { Link } from 'react-router';
import { standingQuery } from '../api/complaints';

/**
 * The firm's and the consultant's standing under the platform rules, above every workspace page
 * while it matters: a ban in force (with its end), or upheld complaints on record.
 */
export function StandingBanner() {
  const standing = useQuery({ ...standingQuery, staleTime: 60_000 });
  const s = standing.data;
  if (!s || (s.firm.offences === 0 && s.consultant.offences === 0)) return null;
  const until = (at: number | null) => (at === -1 ? '永久' : at ? `至${formatChinaTime(at)}` : '');
  const parts = [
    s.firm.offences ? `公司违规${s.firm.offences}次${s.firm.banUntil ? `，暂停推荐${until(s.firm.banUntil)}` : ''}` : '',
    s.consultant.offences
      ? `您的账号违规${s.consultant.offences}次${s.consultant.banUntil ? `，暂停推荐${until(s.consultant.banUntil)}` : ''}`
      : '',
  ].filter(Boolean);
  return (
    <Alert
      data-testid="standing-banner"
      style={{ marginBottom: 12 }}
      type={s.message ? 'error' : 'warning'}
      showIcon
      message={s.message ?? `平台规则记录：${parts.join('；')}`}
      description={s.message ? parts.join('；') : undefined}
      action={<Link to="/index/rules">查看平台规则</Link>}
    />
  );
}
