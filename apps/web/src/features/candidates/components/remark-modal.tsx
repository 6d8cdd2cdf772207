import { remarkSchema, type TalentRow } from '@hh/domain/candidates/talent.schema';
import { RemarkDialog } from '../../../components/remark-dialog';
import { useSaveRemark } from '../api/talent';

/** 备注: a consultant's note on their record of the candidate, up to 500 characters. */
export function RemarkModal({ row, onClose }: { row: TalentRow | null; onClose: () => void }) {
  const save = useSaveRemark();
  return (
    <RemarkDialog
      subject={row ? { key: row.userId, name: row.name, remark: row.remark } : null}
      rule={remarkSchema.shape.remark}
      placeholder="例如：沟通积极，看机会中"
      save={{
        mutate: (remark, callbacks) => row && save.mutate({ id: row.userId, remark }, callbacks),
        isPending: save.isPending,
      }}
      onClose={onClose}
    />
  );
}
