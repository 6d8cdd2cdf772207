import { groupUsersByTeam } from '@hh/domain/accounts/group-tree';
import { type DataScope, narrowScope } from '@hh/domain/accounts/scope';
import {
  averageOf,
  type BusinessDataPage,
  type BusinessDataQuery,
  type BusinessDataRow,
  CALL_FIELD_LABELS,
  CALL_FIELDS,
  type CallField,
  type MetricCounts,
  SUMMARY_TREND_DAYS,
  type Summary,
} from '@hh/domain/workbench/business-data.schema';
import {
  chinaDate,
  chinaDayStart,
  chinaMonthStart,
  lastDays,
  METRIC_FIELD_LIST,
  METRIC_FIELDS,
  METRICS,
  type MetricField,
} from '@hh/domain/workbench/metrics';
import { RANK_LIST_SIZE, RANKING_TYPES, type RankBoard, rankRows, ScreenType, TimeDimension } from '@hh/domain/workbench/ranking';
import ExcelJS from 'exceljs';
import type { ConsultantActor } from '../../platform/actor';
import { isId } from '../../platform/ids';
import type { CallFiguresPort, UserCallFigures } from './call-figures.port';
import type { WorkbenchContentRepository } from './workbench-content.repository';
import type { BoardRow, Counts, WorkbenchStatsRepository } from './workbench-stats.repository';

const ZERO: Counts = [0, 0, 0, 0, 0, 0];
const add = (a: Counts, b: Counts): Counts => a.map((v, i) => v + (b[i] ?? 0)) as Counts;
const DAY_MS = 86_400_000;
const NO_CALLS: UserCallFigures = { calls: 0, connected: 0, talkSeconds: 0 };
const callFieldsOf = (f: UserCallFigures): Record<CallField, number> => ({
  callNum: f.calls,
  callConnectedNum: f.connected,
  callSeconds: f.talkSeconds,
});
const fieldsOf = (c: Counts): MetricCounts => Object.fromEntries(METRIC_FIELD_LIST.map((f, i) => [f, c[i] ?? 0])) as MetricCounts;

interface Selection {
  start: number;
  end: number;
  userIds: string[];
  orderClause: MetricField;
  orderSequence: 'desc' | 'asc';
}

/** Business data, the summary and the boards, all read from the rollups. */
export class WorkbenchStatsService {
  constructor(
    private readonly stats: WorkbenchStatsRepository,
    private readonly content: WorkbenchContentRepository,
    private readonly calls: CallFiguresPort,
    private readonly now: () => number = Date.now,
  ) {}

  async summary(scope: DataScope): Promise<Summary> {
    const now = this.now();
    const days = lastDays(now, SUMMARY_TREND_DAYS);
    const monthStart = chinaDate(chinaMonthStart(now));
    const first = (days[0] as string) < monthStart ? (days[0] as string) : monthStart;
    const today = chinaDate(now);
    const rows = await this.stats.daily(scope, first, today);
    const byDay = new Map(rows.map((r) => [r.day, r.counts]));
    const month = rows.filter((r) => r.day >= monthStart).reduce((sum, r) => add(sum, r.counts), ZERO);
    return {
      today: fieldsOf(byDay.get(today) ?? ZERO),
      month: fieldsOf(month),
      trend: days.map((date) => ({ date, ...fieldsOf(byDay.get(date) ?? ZERO) })),
    };
  }

  /** Picked ids outside the caller's scope are dropped, never answered (spec 001 §6). */
  private narrowed(scope: DataScope, userIds: readonly string[]) {
    const valid = userIds.filter(isId);
    return { scope: narrowScope(scope, valid), picked: valid.length > 0 };
  }

  /**
   * The selection's rows from the rollups, with each consultant's calls over the same China-time
   * days beside them (from the calls module); `callSums` are the calls of the whole selection.
   */
  private async select(scope: DataScope, q: Selection, page: { offset: number; limit: number } | null) {
    const { scope: narrow, picked } = this.narrowed(scope, q.userIds);
    const metric = METRIC_FIELD_LIST.indexOf(q.orderClause);
    const [stats, calls] = await Promise.all([
      this.stats.userPage(narrow, picked, chinaDate(q.start), chinaDate(q.end), { metric, desc: q.orderSequence === 'desc' }, page),
      this.calls.perUser(narrow, new Date(chinaDayStart(q.start)), new Date(chinaDayStart(q.end) + DAY_MS - 1)),
    ]);
    const callSums = { ...NO_CALLS };
    for (const f of calls.values()) {
      callSums.calls += f.calls;
      callSums.connected += f.connected;
      callSums.talkSeconds += f.talkSeconds;
    }
    const callsOf = (userId: string) => callFieldsOf(calls.get(userId) ?? NO_CALLS);
    return { ...stats, callsOf, callSums: callFieldsOf(callSums) };
  }

  async businessData(scope: DataScope, q: BusinessDataQuery): Promise<BusinessDataPage> {
    const { rows, total, sums, callsOf, callSums } = await this.select(scope, q, { offset: (q.current - 1) * q.limit, limit: q.limit });
    const totals = Object.fromEntries([
      ...METRIC_FIELD_LIST.flatMap((f, i) => [
        [`${f}Sum`, sums[i] ?? 0],
        [`${f}Avg`, averageOf(sums[i] ?? 0, total)],
      ]),
      ...CALL_FIELDS.flatMap((f) => [
        [`${f}Sum`, callSums[f]],
        [`${f}Avg`, averageOf(callSums[f], total)],
      ]),
    ]);
    return {
      lietouDataStatisticsVo: {
        lietouDataStatisticsCountList: rows.map((r) => ({
          userId: r.userId,
          userName: r.userName,
          groupName: r.groupName,
          ...fieldsOf(r.counts),
          ...callsOf(r.userId),
        })),
        ...(totals as Omit<BusinessDataPage['lietouDataStatisticsVo'], 'lietouDataStatisticsCountList'>),
      },
      totalCount: total,
    };
  }

  /** The same selection as an .xlsx: every row, then 合计 and 人均. */
  async businessDataXlsx(scope: DataScope, q: Selection): Promise<Buffer> {
    const { rows, total, sums, callsOf, callSums } = await this.select(scope, q, null);
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('业务数据');
    sheet.columns = [
      { header: '顾问', key: 'userName', width: 14 },
      { header: '团队', key: 'groupName', width: 16 },
      ...METRICS.map((m) => ({ header: METRIC_HEADERS[m], key: METRIC_FIELDS[m], width: 12 })),
      ...CALL_FIELDS.map((f) => ({ header: f === 'callSeconds' ? '通话时长（秒）' : CALL_FIELD_LABELS[f], key: f, width: 14 })),
    ];
    for (const r of rows)
      sheet.addRow({
        userName: r.userName,
        groupName: r.groupName,
        ...fieldsOf(r.counts),
        ...callsOf(r.userId),
      } satisfies Partial<BusinessDataRow>);
    sheet.addRow({ userName: '合计', groupName: '', ...fieldsOf(sums), ...callSums });
    sheet.addRow({
      userName: '人均',
      groupName: '',
      ...Object.fromEntries(METRIC_FIELD_LIST.map((f, i) => [f, averageOf(sums[i] ?? 0, total)])),
      ...Object.fromEntries(CALL_FIELDS.map((f) => [f, averageOf(callSums[f], total)])),
    });
    sheet.getRow(1).font = { bold: true };
    return Buffer.from(await book.xlsx.writeBuffer());
  }

  private range(dimension: number): [string, string] {
    const now = this.now();
    return [dimension === TimeDimension.today ? chinaDate(now) : chinaDate(chinaMonthStart(now)), chinaDate(now)];
  }

  async userBoard(actor: ConsultantActor, rankingType: keyof typeof RANKING_TYPES, dimension: number): Promise<RankBoard> {
    const metric = METRICS.indexOf(RANKING_TYPES[rankingType]);
    const [from, to] = this.range(dimension);
    const ranked = rankRows(await this.stats.userBoard(actor.firmId, metric, from, to));
    const own = ranked.find((r) => r.id === actor.userId);
    const count = own?.count ?? (await this.stats.ownCount(actor.userId, metric, from, to));
    return board(ranked, { index: own?.index ?? null, title: actor.cname, count });
  }

  async firmBoard(actor: ConsultantActor, rankingType: keyof typeof RANKING_TYPES, screen: number, dimension: number): Promise<RankBoard> {
    const metric = METRICS.indexOf(RANKING_TYPES[rankingType]);
    const [from, to] = this.range(dimension);
    const ranked = rankRows(await this.stats.positionBoard(actor.firmId, screen === ScreenType.project, metric, from, to));
    return board(ranked, { index: null, title: actor.cname, count: await this.stats.ownCount(actor.userId, metric, from, to) });
  }

  /** The platform board ranks firms only, whatever the screen type: another firm's consultants are never shown. */
  async platformBoard(actor: ConsultantActor, rankingType: keyof typeof RANKING_TYPES, dimension: number): Promise<RankBoard> {
    const metric = METRICS.indexOf(RANKING_TYPES[rankingType]);
    const [from, to] = this.range(dimension);
    const ranked = rankRows(await this.stats.firmBoard(metric, from, to));
    const own = ranked.find((r) => r.id === actor.firmId);
    return board(ranked, { index: own?.index ?? null, title: actor.firm?.name ?? own?.title ?? '', count: own?.count ?? 0 });
  }

  async rankingConfig(actor: ConsultantActor) {
    const members = await this.content.rankingMembers(actor.firmId);
    const excluded = new Set(members.filter((m) => m.excluded).map((m) => m.id));
    return groupUsersByTeam(
      members.map((m) => ({ ...m, status: m.status === 'closed' ? ('closed' as const) : ('open' as const) })),
      true,
    ).map((g) => ({ ...g, users: g.users.map((u) => ({ ...u, rankingFlag: excluded.has(u.id) ? (0 as const) : (1 as const) })) }));
  }

  async setRankingFlag(actor: ConsultantActor, userIds: readonly string[], flag: 0 | 1): Promise<void> {
    await this.content.setRankingFlag(actor.firmId, userIds.filter(isId), flag);
  }
}

const METRIC_HEADERS: Record<(typeof METRICS)[number], string> = {
  recommend: '推荐数',
  valid: '有效推荐数',
  interviewBooked: '约面数',
  interviewAttended: '到面数',
  offer: 'offer数',
  onboard: '入职数',
};

function board(ranked: (BoardRow & { index: number })[], own: RankBoard['currentUserRankingData']): RankBoard {
  return {
    rankList: ranked.slice(0, RANK_LIST_SIZE).map(({ index, id, title, subTitle, count }) => ({ index, id, title, subTitle, count })),
    currentUserRankingData: own,
  };
}
