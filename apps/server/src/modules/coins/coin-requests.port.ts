import type { MoneyRequest } from '@hh/domain/finance/money-request';
import type { StaffActor } from '../../platform/actor';

/**
 * Where the console's manual coin credit or adjustment goes: it is asked as a money request (four
 * eyes) and moves only when another admin or finance member approves it. app.ts fits finance's
 * MoneyRequestsService here.
 */
export interface CoinRequests {
  requestCoinAdjust(
    actor: StaffActor,
    input: { firmId: string; direction: 'in' | 'out'; coin: number; note: string; reference: string },
  ): Promise<MoneyRequest>;
}
