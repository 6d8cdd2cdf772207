import type { TalentRow } from '@hh/domain/candidates/talent.schema';
import { useQuery } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Drawer from 'antd/es/drawer';
import Skeleton from 'antd/es/skeleton';
import { useIsPhone } from '../../../components/browser-hooks';
import { intentionQuery, useSetIntention } from '../api/talent';
import { ExpectsSection } from './expects-section';

/**
 * 求职意向 from the talent list: read by the record (getIntention/{id}) and saved by the person
 * (setIntention/{commonUserId}), without opening the whole resume — what a consultant checks and
 * corrects after a call, before recommending.
 */
export function IntentionDrawer({ row, onClose }: { row: TalentRow | null; onClose: () => void }) {
  const phone = useIsPhone();
  return (
    <Drawer
      open={row !== null}
      onClose={onClose}
      title={row ? `求职意向 · ${row.name}` : '求职意向'}
      size={phone ? '100%' : 560}
      destroyOnHidden
    >
      {row ? <Intention row={row} /> : null}
    </Drawer>
  );
}

function Intention({ row }: { row: TalentRow }) {
  const { message } = App.useApp();
  const intention = useQuery(intentionQuery(row.userId));
  const save = useSetIntention(row.commonUserId);
  if (intention.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (intention.isError) return <Alert type="error" showIcon title="求职意向加载失败" description={intention.error.message} />;
  return (
    <div data-testid="intention-drawer">
      <ExpectsSection
        expects={intention.data}
        missing={[]}
        onSave={async (expects) => {
          try {
            await save.mutateAsync(expects);
            void message.success('求职意向已保存');
          } catch (error) {
            void message.error(error instanceof Error ? error.message : '保存失败，请稍后再试');
            throw error;
          }
        }}
      />
    </div>
  );
}
