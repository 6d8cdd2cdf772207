import { opsMoveSchema } from '@hh/domain/orders/order.schema';
import { OrderStage } from '@hh/domain/orders/order-stage';
import { AppError } from '../../platform/errors';
import type { OpsOrdersService } from '../orders/console-orders.service';
import type { PositionsService } from '../positions/positions.service';
import type { BookableOrderFacts, ChatOrdersPort, ChatPositionsPort } from './chat.ports';

/** The chat's ports on the positions and orders modules' services (never their tables). */
export function chatPositionsPort(positions: PositionsService): ChatPositionsPort {
  return {
    staffOf: (positionId) => positions.staffOf(positionId),
    runsProject: async (staffId) => (await positions.projectIdsRunBy(staffId)).length > 0,
  };
}

/** The most orders the booking form offers (the consultant's at 50 in the PM's projects, newest first). */
const BOOKABLE_MAX = 100;

export function chatOrdersPort(opsOrders: OpsOrdersService): ChatOrdersPort {
  const facts = (r: {
    orderId: string;
    candidateState: number;
    version: number;
    hunterId: string;
    candidateName: string;
    positionName: string;
  }): BookableOrderFacts => ({
    orderId: r.orderId,
    stage: r.candidateState,
    version: r.version,
    hunterId: r.hunterId,
    candidateName: r.candidateName,
    positionName: r.positionName,
  });
  return {
    async orderFor(pm, orderId) {
      try {
        return facts(await opsOrders.one(pm, orderId));
      } catch (error) {
        if (error instanceof AppError && error.httpStatus === 404) return null;
        throw error;
      }
    },
    async bookableOrders(pm, consultantId) {
      const page = await opsOrders.list(pm, {
        stage: OrderStage.companyPassed,
        hunterId: consultantId,
        query: { limit: BOOKABLE_MAX, offset: 0 },
      });
      return page.data.map(facts);
    },
    async bookInterview(pm, input) {
      await opsOrders.move(
        pm,
        opsMoveSchema.parse({
          orderId: input.orderId,
          action: 'bookInterview',
          interviewTime: input.time,
          interviewPlace: input.place,
          version: input.version,
        }),
      );
    },
  };
}
