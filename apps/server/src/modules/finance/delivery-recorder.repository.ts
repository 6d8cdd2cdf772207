import { DeliveryModel, DeliveryState, deliveryModelOfStage } from '@hh/domain/finance/delivery-state';
import { annualSalaryFen, defaultFeeTerms, type FeeTerms, onboardFee } from '@hh/domain/finance/fees';
import { OrderStage } from '@hh/domain/orders/order-stage';
import { sql } from 'drizzle-orm';
import { newId } from '../../platform/ids';
import type { StageLogEvent, StageLogListener } from '../orders/stage-log-listener';
import type { Tx } from './finance-tx';

interface OrderFacts {
  firmId: string;
  hunterId: string;
  positionId: string;
  personName: string;
  positionName: string;
  offerSalary: number | null;
  salaryLow: number;
  salaryMonths: number;
  rewardAmount: number;
  positionGuaranteeDays: number;
  interviewFee: number | null;
  onboardFeeKind: number | null;
  onboardFeeFixed: number | null;
  onboardFeeRateBp: number | null;
  guaranteeDays: number | null;
}

/**
 * Makes delivery records from the orders module's state logs (its StageLogListener), inside the
 * log's transaction: the first 63 of an order makes a model-1 record with the position's interview
 * fee, the first 91 a model-2 record with its onboarding fee (a percentage of the offer's annual
 * salary, or of the position's lower salary when no offer salary was given). A zero fee makes no
 * record. A 91 → 127 (the hire left within the guarantee) marks the model-2 record for the
 * guarantee job, which settles the reversal (GuaranteeSettlement).
 *
 * It reads the order, its person and its position in one statement — a read join listed in
 * scripts/check-imports.mjs › READ_JOINS — and writes only finance's own table.
 */
export class DeliveryRecorder implements StageLogListener {
  async logged(tx: Tx, event: StageLogEvent): Promise<void> {
    if (event.fromStage === OrderStage.onboardConfirmed && event.toStage === OrderStage.terminated) {
      await tx.execute(sql`update deliveries set left_at = now(), version = version + 1
        where order_id = ${event.orderId} and model = ${DeliveryModel.entry} and left_at is null`);
      return;
    }
    const model = deliveryModelOfStage(event.toStage);
    if (model === null) return;
    const r = await tx.execute(sql`
      select o.firm_id as "firmId", o.hunter_id as "hunterId", o.position_id as "positionId", p.name as "personName",
        pos.name as "positionName", o.offer_salary as "offerSalary", pos.salary_low as "salaryLow", pos.salary_months as "salaryMonths",
        pos.reward_amount::float8 as "rewardAmount", pos.guarantee_days as "positionGuaranteeDays",
        t.interview_fee::float8 as "interviewFee", t.onboard_fee_kind as "onboardFeeKind", t.onboard_fee_fixed::float8 as "onboardFeeFixed",
        t.onboard_fee_rate_bp as "onboardFeeRateBp", t.guarantee_days as "guaranteeDays"
      from orders o join people p on p.id = o.person_id join positions pos on pos.id = o.position_id
      left join position_fee_terms t on t.position_id = o.position_id
      where o.id = ${event.orderId}`);
    const o = r.rows[0] as unknown as OrderFacts | undefined;
    if (!o) return;
    const terms = termsOf(o);
    const amount =
      model === DeliveryModel.interview
        ? terms.interviewFee
        : onboardFee(terms, annualSalaryFen(o.offerSalary ?? o.salaryLow, o.salaryMonths));
    if (amount <= 0) return;
    await tx.execute(sql`insert into deliveries (id, firm_id, hunter_id, order_id, model, state, amount, candidate_name, position_id,
        position_name, guarantee_days, occurred_at)
      values (${newId()}, ${o.firmId}, ${o.hunterId}, ${event.orderId}, ${model}, ${DeliveryState.pending}, ${amount}, ${o.personName},
        ${o.positionId}, ${o.positionName}, ${terms.guaranteeDays}, now())
      on conflict (order_id, model) do nothing`);
  }
}

function termsOf(o: OrderFacts): FeeTerms {
  if (o.onboardFeeKind === null) return defaultFeeTerms(o.rewardAmount, o.positionGuaranteeDays);
  return {
    interviewFee: o.interviewFee ?? 0,
    onboardFeeKind: o.onboardFeeKind === 2 ? 2 : 1,
    onboardFeeFixed: o.onboardFeeFixed ?? 0,
    onboardFeeRateBp: o.onboardFeeRateBp ?? 0,
    guaranteeDays: o.guaranteeDays ?? o.positionGuaranteeDays,
  };
}
