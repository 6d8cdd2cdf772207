import { sql } from 'drizzle-orm';

/** The delivery row's columns as the lists read them (`d` deliveries, `u` its consultant, `b` its bill). */
export const DELIVERY_COLUMNS = sql.raw(`d.id, d.firm_id as "firmId", d.model, d.state, d.amount::float8 as amount,
  d.reversed_amount::float8 as "reversedAmount", d.candidate_name as "candidateName", d.position_name as "positionName",
  d.hunter_id as "hunterId", coalesce(u.cname, '') as "hunterName", d.occurred_at as "occurredAt", d.approved_at as "approvedAt",
  d.received_at as "receivedAt", d.paid_at as "paidAt", d.reversal_note as "reversalNote", b.bill_no as "billNo"`);
export const DELIVERY_JOINS = sql.raw('left join users u on u.id = d.hunter_id left join settlement_bills b on b.id = d.bill_id');

export interface DeliveryRow {
  id: string;
  firmId: string;
  model: number;
  state: number;
  amount: number;
  reversedAmount: number;
  candidateName: string;
  positionName: string;
  hunterId: string;
  hunterName: string;
  occurredAt: Date | string;
  approvedAt: Date | string | null;
  receivedAt: Date | string | null;
  paidAt: Date | string | null;
  reversalNote: string;
  billNo: string | null;
}

export const ms = (v: Date | string | null): number | null => (v === null ? null : new Date(v).getTime());
