import type { FeeTerms } from '@hh/domain/finance/fees';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export interface FeeTermsRow {
  positionId: string;
  positionName: string;
  projectName: string;
  rewardAmount: number;
  positionGuaranteeDays: number;
  interviewFee: number | null;
  onboardFeeKind: number | null;
  onboardFeeFixed: number | null;
  onboardFeeRateBp: number | null;
  guaranteeDays: number | null;
}

const COLUMNS =
  sql.raw(`pos.id as "positionId", pos.name as "positionName", pr.name as "projectName", pos.reward_amount::float8 as "rewardAmount",
  pos.guarantee_days as "positionGuaranteeDays", t.interview_fee::float8 as "interviewFee", t.onboard_fee_kind as "onboardFeeKind",
  t.onboard_fee_fixed::float8 as "onboardFeeFixed", t.onboard_fee_rate_bp as "onboardFeeRateBp", t.guarantee_days as "guaranteeDays"`);

/**
 * Fee terms per position, for the console. Positions and projects are the positions module's:
 * their names are read in the same statement (READ_JOINS in scripts/check-imports.mjs); only
 * `position_fee_terms` is written.
 */
export class FeeTermsRepository {
  constructor(private readonly db: Db) {}

  async page(keyword: string | undefined, offset: number, limit: number): Promise<{ rows: FeeTermsRow[]; total: number }> {
    const like = keyword ? `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const where = like ? sql`(pos.name ilike ${like} or pr.name ilike ${like})` : sql`true`;
    const [rows, count] = await Promise.all([
      this.db.execute(sql`select ${COLUMNS} from positions pos join projects pr on pr.id = pos.project_id
        left join position_fee_terms t on t.position_id = pos.id where ${where} order by pr.name, pos.name, pos.id limit ${limit} offset ${offset}`),
      this.db.execute(sql`select count(*)::int as n from positions pos join projects pr on pr.id = pos.project_id where ${where}`),
    ]);
    return { rows: rows.rows as unknown as FeeTermsRow[], total: Number((count.rows[0] as { n: number }).n) };
  }

  async find(positionId: string): Promise<FeeTermsRow | undefined> {
    const r = await this.db.execute(sql`select ${COLUMNS} from positions pos join projects pr on pr.id = pos.project_id
      left join position_fee_terms t on t.position_id = pos.id where pos.id = ${positionId}`);
    return r.rows[0] as unknown as FeeTermsRow | undefined;
  }

  async save(positionId: string, terms: FeeTerms, staffId: string): Promise<void> {
    await this.db.execute(sql`insert into position_fee_terms (position_id, interview_fee, onboard_fee_kind, onboard_fee_fixed, onboard_fee_rate_bp, guarantee_days, updated_by)
      values (${positionId}, ${terms.interviewFee}, ${terms.onboardFeeKind}, ${terms.onboardFeeFixed}, ${terms.onboardFeeRateBp}, ${terms.guaranteeDays}, ${staffId})
      on conflict (position_id) do update set interview_fee = excluded.interview_fee, onboard_fee_kind = excluded.onboard_fee_kind,
        onboard_fee_fixed = excluded.onboard_fee_fixed, onboard_fee_rate_bp = excluded.onboard_fee_rate_bp,
        guarantee_days = excluded.guarantee_days, updated_by = excluded.updated_by, updated_at = now()`);
  }
}
