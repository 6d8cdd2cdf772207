/**
 * The SQL pieces the orders repositories share: the filters of an order search, the data-scope
 * condition, and the columns and joins of an order row.
 */

import { createHash } from 'node:crypto';
import type { DataScope } from '@hh/domain/accounts/scope';
import type { StoredStage } from '@hh/domain/orders/order-stage';
import { aliasedTable, and, eq, gte, ilike, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { orders, people, positions, projects, users } from '../../db/schema/tables';
import { bigramMatch, likePattern } from '../../db/text-search';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

/** What narrows an order list besides the scope and the stages. */
export interface OrderFilters {
  stages: readonly StoredStage[] | null;
  rejectStatus?: number;
  searchWord?: string;
  /** The search word's people and positions, looked up by resolveSearch before the order query. */
  searchMatches?: SearchMatches;
  pmId?: string;
  companyName?: string;
  positionName?: string;
  companyId?: string;
  positionId?: string;
  recommendedFrom?: number;
  recommendedTo?: number;
  interviewFrom?: number;
  interviewTo?: number;
}

export const pm = aliasedTable(users, 'pm');
export const hunter = aliasedTable(users, 'hunter');

/** Filters that need the joined tables (the plain index walk cannot serve them). */
export function needsJoins(f: OrderFilters): boolean {
  return Boolean(f.searchWord || f.pmId || f.companyName || f.positionName || f.companyId);
}

export function hasExtraFilters(f: OrderFilters): boolean {
  return (
    needsJoins(f) ||
    f.rejectStatus !== undefined ||
    f.positionId !== undefined ||
    f.recommendedFrom !== undefined ||
    f.recommendedTo !== undefined ||
    f.interviewFrom !== undefined ||
    f.interviewTo !== undefined
  );
}

export function scopeCondition(scope: DataScope): SQL {
  const firm = eq(orders.firmId, scope.firmId);
  if (scope.userIds === null) return firm;
  if (scope.userIds.length === 0) return sql`false`;
  return and(firm, inArray(orders.hunterId, [...scope.userIds])) as SQL;
}

/** Conditions on the orders table itself (no joins). */
export function orderConditions(f: OrderFilters): SQL[] {
  const c: SQL[] = [];
  if (f.stages) c.push(inArray(orders.stage, [...f.stages]));
  if (f.rejectStatus !== undefined) c.push(eq(orders.rejectStatus, f.rejectStatus));
  if (f.positionId) c.push(eq(orders.positionId, f.positionId));
  if (f.recommendedFrom !== undefined) c.push(gte(orders.recommendedAt, new Date(f.recommendedFrom)));
  if (f.recommendedTo !== undefined) c.push(lte(orders.recommendedAt, new Date(f.recommendedTo)));
  if (f.interviewFrom !== undefined) c.push(gte(orders.interviewAt, new Date(f.interviewFrom)));
  if (f.interviewTo !== undefined) c.push(lte(orders.interviewAt, new Date(f.interviewTo)));
  return c;
}

/**
 * The free-text search (searchWord): a candidate's name, phone or its last four digits, a position
 * or company name. 2-character Chinese terms (王伟) have no trigram, so people, positions and
 * projects carry bigram indexes (`hh_bigrams`, migration 0023) and the phone its last four digits.
 * `resolveSearch` finds the matching people and positions first (small index reads), and the order
 * query then takes `person_id = any(…) or position_id = any(…)` with those ids as one array
 * parameter: a BitmapOr over orders_person and orders_position_person. The former condition, ILIKE
 * over the joined rows, read every order of the firm (1.6–4.4 s at a million orders); figures in
 * bench/RESULTS.md (bench/order-search.ts).
 */
export interface SearchMatches {
  personIds: string[];
  positionIds: string[];
}

/** More matches than this (a one-character term): the order query matches through subqueries instead of id lists. */
const MAX_RESOLVED = 5_000;

/**
 * The people a word names, one select per way of matching joined by `union`: an OR in one select
 * would be a filter re-evaluated on every row the bitmap returns, calling hh_bigrams(name) per row.
 */
function matchingPeople(word: string): SQL {
  const parts = [bigramMatch(sql`${people.name}`, word), sql`${people.phone} = ${word}`];
  if (/^\d{4}$/.test(word)) parts.push(sql`right(${people.phone}, 4) = ${word} and ${people.phone} is not null`);
  return sql.join(
    parts.map((m) => sql`select ${people.id} from ${people} where ${m}`),
    sql` union `,
  );
}

const matchingPositions = (word: string) =>
  sql`select ${positions.id} from ${positions} where ${bigramMatch(sql`${positions.name}`, word)}
    union select ${positions.id} from ${positions} where ${positions.projectId} in (select ${projects.id} from ${projects} where ${bigramMatch(sql`${projects.companyName}`, word)})`;

/** Lookups of a word running now, per database: the list and the counts of one screen ask at the same moment. */
const resolving = new WeakMap<Executor, Map<string, Promise<SearchMatches | undefined>>>();

/** The filters with the search word's people and positions looked up (unchanged without a word, or with too many matches). */
export async function resolveSearch<F extends { searchWord?: string }>(db: Executor, f: F): Promise<F & { searchMatches?: SearchMatches }> {
  const word = f.searchWord;
  if (!word) return f;
  const running = resolving.get(db) ?? new Map<string, Promise<SearchMatches | undefined>>();
  resolving.set(db, running);
  let lookup = running.get(word);
  if (!lookup) {
    const started = lookupMatches(db, word);
    lookup = started;
    running.set(word, started);
    void started.finally(() => running.delete(word)).catch(() => {});
  }
  const searchMatches = await lookup;
  return searchMatches ? { ...f, searchMatches } : f;
}

/** The people and positions a word matches, in one round trip; undefined past MAX_RESOLVED. */
async function lookupMatches(db: Executor, word: string): Promise<SearchMatches | undefined> {
  const result = await db.execute<{ people: string[]; positions: string[] }>(
    sql`select array(select id::text from (${matchingPeople(word)}) p limit ${MAX_RESOLVED + 1}) as people,
               array(select id::text from (${matchingPositions(word)}) m limit ${MAX_RESOLVED + 1}) as positions`,
  );
  const row = result.rows[0];
  if (!row || row.people.length > MAX_RESOLVED || row.positions.length > MAX_RESOLVED) return undefined;
  return { personIds: row.people, positionIds: row.positions };
}

export function searchCondition(word: string, matches?: SearchMatches): SQL {
  if (matches) {
    const personIds = `{${matches.personIds.join(',')}}`;
    const positionIds = `{${matches.positionIds.join(',')}}`;
    return sql`(${orders.personId} = any(${personIds}::uuid[]) or ${orders.positionId} = any(${positionIds}::uuid[]))`;
  }
  return sql`(${orders.personId} in (${matchingPeople(word)}) or ${orders.positionId} in (${matchingPositions(word)}))`;
}

/**
 * Whether a search is served by `matchedOrders` alone: the word resolved to id lists and no filter
 * other than the stages and the scope (the other filters need the order row or the joins).
 */
export function searchOnly(f: OrderFilters): f is OrderFilters & { searchMatches: SearchMatches } {
  return (
    f.searchMatches !== undefined &&
    !f.pmId &&
    !f.companyName &&
    !f.positionName &&
    !f.companyId &&
    !f.positionId &&
    f.rejectStatus === undefined &&
    f.recommendedFrom === undefined &&
    f.recommendedTo === undefined &&
    f.interviewFrom === undefined &&
    f.interviewTo === undefined
  );
}

/**
 * The orders a resolved search matches in a scope, as (id, updated_at, stage), read from the
 * covering indexes orders_person_cover and orders_position_cover (migration 0031) alone — no order
 * row is visited. The two halves are disjoint (the position half leaves out the matched people),
 * so `union all` counts each order once: the same set as `searchCondition`'s
 * `person_id = any(P) or position_id = any(Q)`. Before, the page, its total and the per-stage
 * counts each fetched every matching order row from the heap (bitmap scans), which grew with the
 * number of matches: 王伟 over a million orders is ~15,000 rows.
 */
export function matchedOrders(scope: DataScope, f: OrderFilters & { searchMatches: SearchMatches }): SQL {
  const personIds = `{${f.searchMatches.personIds.join(',')}}`;
  const positionIds = `{${f.searchMatches.positionIds.join(',')}}`;
  const scoped = sql.join(
    [
      sql`o.firm_id = ${scope.firmId}`,
      ...(scope.userIds === null ? [] : [sql`o.hunter_id = any(${`{${scope.userIds.join(',')}}`}::uuid[])`]),
      ...(f.stages
        ? [
            sql`o.stage in (${sql.join(
              f.stages.map((s) => sql`${s}`),
              sql`, `,
            )})`,
          ]
        : []),
    ],
    sql` and `,
  );
  return sql`select o.id, o.updated_at, o.stage from ${orders} o where o.person_id = any(${personIds}::uuid[]) and ${scoped}
    union all
    select o.id, o.updated_at, o.stage from ${orders} o where o.position_id = any(${positionIds}::uuid[]) and o.person_id <> all(${personIds}::uuid[]) and ${scoped}`;
}

/** Conditions on the joined person, position and project. */
export function joinedConditions(f: OrderFilters): SQL[] {
  const c: SQL[] = [];
  if (f.searchWord) c.push(searchCondition(f.searchWord, f.searchMatches));
  if (f.pmId) c.push(eq(projects.pmId, f.pmId));
  if (f.companyName) c.push(ilike(projects.companyName, likePattern(f.companyName)));
  if (f.companyId) c.push(eq(projects.id, f.companyId));
  if (f.positionName) c.push(ilike(positions.name, likePattern(f.positionName)));
  return c;
}

/** The columns of an order row as the lists answer it. */
export const rowColumns = {
  id: orders.id,
  firmId: orders.firmId,
  stage: orders.stage,
  rejectStatus: orders.rejectStatus,
  rejectReason: orders.rejectReason,
  rejectedAt: orders.rejectedAt,
  positionId: orders.positionId,
  positionName: positions.name,
  projectId: orders.projectId,
  companyName: projects.companyName,
  cityName: positions.cityName,
  personId: orders.personId,
  candidateId: orders.candidateId,
  candidateName: people.name,
  candidatePhone: people.phone,
  hunterId: orders.hunterId,
  hunterName: hunter.cname,
  pmName: pm.cname,
  recommendedAt: orders.recommendedAt,
  updatedAt: orders.updatedAt,
  interviewAt: orders.interviewAt,
  interviewPlace: orders.interviewPlace,
  interviewReaction: orders.interviewReaction,
  offerSalary: orders.offerSalary,
  onboardDate: orders.onboardDate,
  guaranteeEndsAt: orders.guaranteeEndsAt,
  terminalReason: orders.terminalReason,
  remark: orders.remark,
  version: orders.version,
};

/** The same row as `rowColumns`, as SQL for the one-statement page read (see `pageRows`). */
export const PAGE_ROW_COLUMNS = sql.raw(
  [
    'o.id',
    'o.firm_id as "firmId"',
    'o.stage',
    'o.reject_status as "rejectStatus"',
    'o.reject_reason as "rejectReason"',
    'o.rejected_at as "rejectedAt"',
    'o.position_id as "positionId"',
    'po.name as "positionName"',
    'o.project_id as "projectId"',
    'pr.company_name as "companyName"',
    'po.city_name as "cityName"',
    'o.person_id as "personId"',
    'o.candidate_id as "candidateId"',
    'pe.name as "candidateName"',
    'pe.phone as "candidatePhone"',
    'o.hunter_id as "hunterId"',
    'h.cname as "hunterName"',
    'pm.cname as "pmName"',
    'o.recommended_at as "recommendedAt"',
    'o.updated_at as "updatedAt"',
    'o.interview_at as "interviewAt"',
    'o.interview_place as "interviewPlace"',
    'o.interview_reaction as "interviewReaction"',
    'o.offer_salary as "offerSalary"',
    'o.onboard_date as "onboardDate"',
    'o.guarantee_ends_at as "guaranteeEndsAt"',
    'o.terminal_reason as "terminalReason"',
    'o.remark',
    'o.version',
  ].join(', '),
);
export const PAGE_ROW_JOINS = sql.raw(
  'join orders o on o.id = page.id join people pe on pe.id = o.person_id join positions po on po.id = o.position_id ' +
    'join projects pr on pr.id = o.project_id join users h on h.id = o.hunter_id join users pm on pm.id = pr.pm_id',
);
export const TIME_FIELDS = ['rejectedAt', 'recommendedAt', 'updatedAt', 'interviewAt', 'guaranteeEndsAt'] as const;

/** PostgreSQL's text form of a timestamptz ('2026-11-21 20:31:00.123+00') as a Date. */
export function fromPgTimestamp(text: string): Date {
  const iso = text.replace(' ', 'T');
  return new Date(/[+-]\d\d$/.test(iso) ? `${iso}:00` : /([+-]\d\d:?\d\d|Z)$/.test(iso) ? iso : `${iso}Z`);
}

/** A raw page row as the typed record the joined select gives (drizzle's execute leaves times as text). */
export function toRecord<T>(raw: Record<string, unknown>): T {
  const row = { ...raw };
  for (const key of TIME_FIELDS) {
    const v = row[key];
    if (typeof v === 'string') row[key] = fromPgTimestamp(v);
  }
  return row as T;
}

const dialect = new PgDialect();

/**
 * Runs a hot read as a named prepared statement, named by its SQL text: each pooled connection
 * parses and plans it once instead of on every call (planning the page-with-total statement
 * costs PostgreSQL more than running it). Only for queries of a bounded number of shapes —
 * every distinct text stays prepared on each connection until it closes.
 */
export async function preparedRows(db: Db, query: SQL): Promise<Record<string, unknown>[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `o_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
  const result = await db.$client.query<Record<string, unknown>>({ name, text, values: params });
  return result.rows;
}
