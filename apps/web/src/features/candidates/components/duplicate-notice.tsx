import type { DuplicateAnswer } from '@hh/domain/candidates/talent.schema';
import Alert from 'antd/es/alert';
import { Link } from 'react-router';

/** Statuses that stop a save: the person is already this firm's, or bound in another firm. */
export const BLOCKING = new Set<DuplicateAnswer['status']>(['mine', 'firm', 'occupied']);

export type DuplicateState =
  | { kind: 'idle'; hint: string }
  | { kind: 'checking' }
  | { kind: 'failed'; message: string }
  | { kind: 'answer'; answer: DuplicateAnswer };

/** The duplicate check, plainly at the top of the review: can this candidate be saved, and if not, why. */
export function DuplicateNotice({ state }: { state: DuplicateState }) {
  if (state.kind === 'idle') return <Alert type="info" showIcon title={state.hint} data-testid="duplicate" />;
  if (state.kind === 'checking') return <Alert type="info" showIcon title="正在检查是否重复…" data-testid="duplicate" />;
  if (state.kind === 'failed') return <Alert type="warning" showIcon title={`查重失败：${state.message}`} data-testid="duplicate" />;
  const { answer } = state;
  if (!BLOCKING.has(answer.status)) {
    return <Alert type={answer.status === 'free' ? 'info' : 'success'} showIcon title={answer.message} data-testid="duplicate" />;
  }
  return (
    <Alert
      type="error"
      showIcon
      data-testid="duplicate"
      title={answer.message}
      description={
        <>
          {answer.status === 'mine' ? '同一候选人不能重复保存，请在已有简历上更新。' : '同一候选人只能由一位顾问跟进，不能重复保存。'}
          {answer.status === 'mine' && answer.commonUserId ? (
            <>
              {' '}
              <Link to={`/index/recuit/resume/${encodeURIComponent(answer.commonUserId)}`}>查看已有简历</Link>
            </>
          ) : null}
        </>
      }
    />
  );
}
