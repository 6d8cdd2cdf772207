import { FINE_STATE_LABELS, type Fine, FineState, fineRecordSchema } from '@hh/domain/finance/fines';
import { badRequest, notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { ms } from './delivery-sql.repository';
import type { FineRecorder } from './fine-recorder.port';
import type { FineRow, FinesRepository } from './fines.repository';

/** Fines on firms: recorded by staff in /ops or by another module through the FineRecorder port. */
export class FineService implements FineRecorder {
  constructor(
    private readonly fines: FinesRepository,
    private readonly firmExists: (firmId: string) => Promise<boolean>,
  ) {}

  async record(input: { firmId: string; amount: number; reason: string; complaintCaseId?: string; actorId?: string }) {
    const parsed = fineRecordSchema.safeParse(input);
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? '罚款信息不正确');
    if (!(await this.firmExists(parsed.data.firmId))) throw notFound('猎头公司不存在');
    const id = newId();
    await this.fines.insert({ id, ...parsed.data, ...(input.actorId ? { createdBy: input.actorId } : {}) });
    return { fineId: id };
  }

  async recordAndRead(input: Parameters<FineService['record']>[0]): Promise<Fine> {
    const { fineId } = await this.record(input);
    const row = await this.fines.find(fineId);
    if (!row) throw notFound('罚款记录不存在');
    return toFine(row);
  }

  async list(firmId: string | undefined, pageNo: number, pageSize: number) {
    const { rows, total } = await this.fines.page(firmId, (pageNo - 1) * pageSize, pageSize);
    return { list: rows.map(toFine), totalCount: total };
  }
}

function toFine(r: FineRow): Fine {
  const amount = Number(r.amount);
  const deducted = Number(r.deducted);
  const state = deducted >= amount ? FineState.deducted : FineState.pending;
  return {
    id: r.id,
    firmId: r.firmId,
    firmName: r.firmName,
    amount,
    deducted,
    reason: r.reason,
    complaintCaseId: r.complaintCaseId,
    state,
    stateName: FINE_STATE_LABELS[state],
    createTime: ms(r.createdAt) ?? 0,
  };
}
