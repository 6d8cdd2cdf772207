import type { StateLogEntry } from '@hh/domain/orders/order.schema';
import { formatChinaTime } from '@hh/domain/time/china-time';
import Tag from 'antd/es/tag';
import Timeline from 'antd/es/timeline';

const OPERATOR_TYPE_LABELS: Record<StateLogEntry['operatorType'], string> = {
  consultant: '顾问',
  platform: '平台',
  system: '系统',
};

/** Colours say who moved the order: the firm, the platform, or a timed job; an ending reads red. */
function colorOf(entry: StateLogEntry): string {
  if (entry.toState === 127) return 'red';
  if (entry.operatorType === 'platform') return 'blue';
  if (entry.operatorType === 'system') return 'gray';
  return 'green';
}

/**
 * An order's state log (getOrderStateLog, the console's logs): every move oldest first, with
 * who made it and why. Shared by the workspace's orders and the platform console.
 */
export function StateLogTimeline({ entries }: { entries: readonly StateLogEntry[] }) {
  return (
    <Timeline
      data-testid="state-log"
      items={entries.map((entry) => ({
        key: entry.id,
        color: colorOf(entry),
        content: (
          <div style={{ lineHeight: 1.7 }}>
            <div style={{ color: 'rgba(0, 0, 0, 0.62)', fontSize: 12, fontVariantNumeric: 'tabular-nums' }}>
              {formatChinaTime(entry.createTime, 'YYYY-MM-DD HH:mm')}
            </div>
            <div style={{ fontWeight: 500 }}>
              {entry.actionLabel}
              {entry.fromLabel && entry.fromLabel !== entry.toLabel ? (
                <span style={{ fontWeight: 400, color: 'rgba(0,0,0,0.65)' }}>
                  ：{entry.fromLabel} → {entry.toLabel}
                </span>
              ) : entry.fromLabel ? null : (
                <span style={{ fontWeight: 400, color: 'rgba(0,0,0,0.65)' }}>：{entry.toLabel}</span>
              )}
            </div>
            <div style={{ color: 'rgba(0, 0, 0, 0.62)', fontSize: 13 }}>
              <Tag variant="filled" style={{ marginInlineEnd: 6 }}>
                {OPERATOR_TYPE_LABELS[entry.operatorType]}
              </Tag>
              {/* The job's entries are named 系统 like their type: once is enough. */}
              {entry.operatorName === OPERATOR_TYPE_LABELS[entry.operatorType] ? null : entry.operatorName}
            </div>
            {entry.remark ? <div style={{ whiteSpace: 'pre-line', color: 'rgba(0,0,0,0.75)' }}>{entry.remark}</div> : null}
          </div>
        ),
      }))}
    />
  );
}
