import { dueText } from '@hh/domain/complaints/performance';
import { formatFen } from '@hh/domain/finance/fees';
import { formatChinaTime } from '@hh/domain/time/china-time';
import { useQuery } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import { Link } from 'react-router';
import { standingQuery } from '../api/complaints';

/**
 * The firm's and the consultant's standing under the platform rules, above every workspace page
 * while it matters: a ban in force (with its end), upheld complaints on record, and — for the firm's
 * managers — a performance-check deposit to pay, with its amount and deadline.
 */
export function StandingBanner() {
  const standing = useQuery({ ...standingQuery, staleTime: 60_000 });
  const s = standing.data;
  if (!s) return null;
  const until = (at: number | null) => (at === -1 ? '永久' : at ? `至${formatChinaTime(at)}` : '');
  const parts = [
    s.firm.offences ? `公司违规${s.firm.offences}次${s.firm.banUntil ? `，暂停推荐${until(s.firm.banUntil)}` : ''}` : '',
    s.consultant.offences
      ? `您的账号违规${s.consultant.offences}次${s.consultant.banUntil ? `，暂停推荐${until(s.consultant.banUntil)}` : ''}`
      : '',
  ].filter(Boolean);
  const d = s.deposit;
  return (
    <>
      {d ? (
        <Alert
          data-testid="deposit-banner"
          style={{ marginBottom: 12 }}
          type={d.banUntil ? 'error' : 'warning'}
          showIcon
          message={`贵公司未通过业绩考核（${d.failureLabel}），请于${dueText(d.dueAt, (t) => formatChinaTime(t, 'YYYY年MM月DD日 HH:mm'))}前缴纳保证金${formatFen(d.amountFen)}元`}
          description={[
            d.forfeitFen ? `再次未通过，已扣除保证金${formatFen(d.forfeitFen)}元。` : '',
            d.banUntil ? `已逾期，暂停推荐至${formatChinaTime(d.banUntil)}，缴纳后立即恢复。` : '逾期未缴纳将暂停推荐。',
            '请联系平台商务经理办理转账，到账后由平台登记。',
          ].join('')}
          action={<Link to="/index/rules">查看平台规则</Link>}
        />
      ) : null}
      {parts.length || (s.message && !d?.banUntil) ? (
        <Alert
          data-testid="standing-banner"
          style={{ marginBottom: 12 }}
          type={s.message ? 'error' : 'warning'}
          showIcon
          message={s.message ?? `平台规则记录：${parts.join('；')}`}
          description={s.message && parts.length ? parts.join('；') : undefined}
          action={<Link to="/index/rules">查看平台规则</Link>}
        />
      ) : null}
    </>
  );
}
