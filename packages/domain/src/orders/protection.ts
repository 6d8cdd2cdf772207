import type { StoredStage } from './order-stage';

/**
 * The 撞单 rule (issue 4): the first valid recommendation of a person to a position owns the
 * candidate for that position. Another firm's recommendation of the same person to the same
 * position is refused while an earlier one protects it:
 * - for PROTECTION_DAYS after it was made, while it is neither terminated nor rejected, and
 * - once the PM has marked it valid (stage 40 or later), for as long as the order runs.
 * A firm never holds two running orders of one person on one position.
 */
export const PROTECTION_DAYS = 90;
const DAY_MS = 86_400_000;

export interface ExistingOrder {
  firmId: string;
  stage: StoredStage;
  rejectStatus: number;
  recommendedAt: number;
}

/** A refusal names the order that blocks (`by`): the one a 撞单 complaint would be filed against. */
export type ProtectionVerdict<T extends ExistingOrder = ExistingOrder> =
  | { allowed: true }
  | { allowed: false; rule: 'same-firm' | 'protected'; message: string; by: T };

const CLOSED: readonly StoredStage[] = [110, 127];
const VALID_OR_LATER: readonly StoredStage[] = [40, 50, 62, 63, 64, 80, 91, 93];

export const SAME_FIRM_MESSAGE = '该候选人已在本公司推荐至该职位，请勿重复推荐';
export const PROTECTED_MESSAGE = `撞单：该候选人已由其他猎头公司推荐至此职位，处于保护期内（推荐后${PROTECTION_DAYS}天内，或推荐有效后直至订单结束），不能重复推荐`;

export function protectionVerdict<T extends ExistingOrder>(firmId: string, existing: readonly T[], now: number): ProtectionVerdict<T> {
  for (const order of existing) {
    if (CLOSED.includes(order.stage)) continue;
    if (order.firmId === firmId) return { allowed: false, rule: 'same-firm', message: SAME_FIRM_MESSAGE, by: order };
    if (VALID_OR_LATER.includes(order.stage)) return { allowed: false, rule: 'protected', message: PROTECTED_MESSAGE, by: order };
    const rejected = order.rejectStatus === 1;
    if (!rejected && now - order.recommendedAt < PROTECTION_DAYS * DAY_MS) {
      return { allowed: false, rule: 'protected', message: PROTECTED_MESSAGE, by: order };
    }
  }
  return { allowed: true };
}
