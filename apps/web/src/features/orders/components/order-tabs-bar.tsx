import type { OrderCountItem } from '@hh/domain/orders/order.schema';
import { ORDER_TABS } from '@hh/domain/orders/order-tabs';
import Segmented from 'antd/es/segmented';
import Tabs from 'antd/es/tabs';

/** A tab's count in the counts answer (subState null is the whole tab); undefined while it loads. */
export function countOf(items: readonly OrderCountItem[] | undefined, state: number, subState?: number): number | undefined {
  return items?.find((i) => i.stateCode === state && (i.subStateCode ?? undefined) === subState)?.count;
}

function Count({ value, testId }: { value: number | undefined; testId: string }) {
  if (value === undefined) return null;
  return (
    <span data-testid={testId} style={{ marginInlineStart: 4, color: 'rgba(0, 0, 0, 0.62)', fontVariantNumeric: 'tabular-nums' }}>
      {value}
    </span>
  );
}

/**
 * The order tabs by stage with their counts (spec 000 §4); the interview (60) and onboard (90)
 * tabs show their sub-tabs underneath.
 */
export function OrderTabsBar({
  candidateState,
  subState,
  counts,
  onChange,
}: {
  candidateState: number;
  subState: number | undefined;
  counts: readonly OrderCountItem[] | undefined;
  onChange: (change: { candidateState: number; subState?: number }) => void;
}) {
  const current = ORDER_TABS.find((t) => t.candidateState === candidateState);
  return (
    <div>
      <Tabs
        activeKey={String(candidateState)}
        onChange={(key) => onChange({ candidateState: Number(key) })}
        style={{ marginBottom: 0 }}
        items={ORDER_TABS.map((tab) => ({
          key: String(tab.candidateState),
          label: (
            <span>
              {tab.label}
              <Count value={countOf(counts, tab.candidateState)} testId={`tab-count-${tab.candidateState}`} />
            </span>
          ),
        }))}
      />
      {current?.subTabs ? (
        <div style={{ overflowX: 'auto', padding: '8px 0 4px' }}>
          <Segmented
            aria-label={`${current.label}的子状态`}
            value={subState}
            onChange={(value) => onChange({ candidateState, subState: Number(value) })}
            options={current.subTabs.map((sub) => ({
              value: sub.subState,
              label: (
                <span>
                  {sub.label}
                  <Count value={countOf(counts, candidateState, sub.subState)} testId={`sub-count-${candidateState}-${sub.subState}`} />
                </span>
              ),
            }))}
          />
        </div>
      ) : null}
    </div>
  );
}
