import type { StoredStage } from '../orders/order-stage';

/**
 * The workbench's metrics (spec 001 §3 business statistics, §7 rankings): each counts the orders
 * that reached one stage. An order counts once per metric, on the day (China time) its state log
 * first moved it into that stage — even if it later moves on, goes back (63 → 62) or ends.
 */
export const METRICS = ['recommend', 'valid', 'interviewBooked', 'interviewAttended', 'offer', 'onboard'] as const;
export type Metric = (typeof METRICS)[number];

export const METRIC_STAGE: Record<Metric, StoredStage> = {
  recommend: 30,
  valid: 40,
  interviewBooked: 62,
  interviewAttended: 63,
  offer: 80,
  onboard: 91,
};

export const METRIC_LABELS: Record<Metric, string> = {
  recommend: '推荐',
  valid: '有效推荐',
  interviewBooked: '约面',
  interviewAttended: '到面',
  offer: 'offer',
  onboard: '入职',
};

/** The business-data field of each metric (the spec's recNum and its siblings). */
export const METRIC_FIELDS = {
  recommend: 'recNum',
  valid: 'validRecNum',
  interviewBooked: 'interviewNum',
  interviewAttended: 'interviewArriveNum',
  offer: 'offerNum',
  onboard: 'entryNum',
} as const satisfies Record<Metric, string>;
export type MetricField = (typeof METRIC_FIELDS)[Metric];
export const METRIC_FIELD_LIST: readonly MetricField[] = METRICS.map((m) => METRIC_FIELDS[m]);

/** The column position of each metric in the rollups (0…5), as stored. */
export function metricIndex(metric: Metric): number {
  return METRICS.indexOf(metric);
}

/**
 * The metric a state log counts for, if any: a move into a counted stage. A log that keeps the
 * stage (a reject, a recommit, a transfer, an offer update) reaches nothing.
 */
export function metricOfLog(fromStage: number | null, toStage: number): Metric | null {
  if (fromStage === toStage) return null;
  for (const metric of METRICS) if (METRIC_STAGE[metric] === toStage) return metric;
  return null;
}

const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY = 86_400_000;

/** The calendar day (China time) of an instant, as `YYYY-MM-DD`: the day a metric counts on. */
export function chinaDate(ms: number): string {
  return new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** Start of the China-time day `ms` falls in, as a ms timestamp. */
export function chinaDayStart(ms: number): number {
  return Math.floor((ms + CHINA_OFFSET_MS) / DAY) * DAY - CHINA_OFFSET_MS;
}

/** Start of the China-time month `ms` falls in. */
export function chinaMonthStart(ms: number): number {
  const d = new Date(ms + CHINA_OFFSET_MS);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) - CHINA_OFFSET_MS;
}

/** The `days` calendar days ending with the day of `ms`, oldest first. */
export function lastDays(ms: number, days: number): string[] {
  const today = chinaDayStart(ms);
  return Array.from({ length: days }, (_, i) => chinaDate(today - (days - 1 - i) * DAY));
}
