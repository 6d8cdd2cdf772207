import { OrderStage, RejectStatus } from './order-stage';

/**
 * Whether a sent report may still be edited (POST /api/order/rec/report/modify): only while the
 * platform has not accepted the recommendation — pending communication, or recommended and then
 * sent back. null when it may; else the sentence both the server's refusal and the page show.
 */
export function reportEditRefusal(stage: number, rejectStatus: number): string | null {
  if (stage !== OrderStage.pendingCommunication && stage !== OrderStage.recommended) return '推荐已被审核，不能再修改推荐报告';
  if (stage === OrderStage.recommended && rejectStatus === RejectStatus.none) return '推荐正在审核中，被驳回后才能修改推荐报告';
  return null;
}
