import { describe, expect, it } from 'vitest';
import { OrderStage, RejectStatus } from './order-stage';
import { reportEditRefusal } from './report-edit';

describe('when a sent report may be edited', () => {
  it.each([
    [OrderStage.pendingCommunication, RejectStatus.none, null],
    [OrderStage.recommended, RejectStatus.rejected, null],
    [OrderStage.recommended, RejectStatus.recommitted, null],
    [OrderStage.recommended, RejectStatus.none, '推荐正在审核中，被驳回后才能修改推荐报告'],
    [OrderStage.valid, RejectStatus.none, '推荐已被审核，不能再修改推荐报告'],
    [OrderStage.terminated, RejectStatus.rejected, '推荐已被审核，不能再修改推荐报告'],
  ])('stage %i, reject status %i → %s', (stage, reject, expected) => {
    expect(reportEditRefusal(stage, reject)).toBe(expected);
  });
});
