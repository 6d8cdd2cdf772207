import Tabs from 'antd/es/tabs';
import { useSearchParams } from 'react-router';
import { useIsPhone } from '../../../components/browser-hooks';
import { ORDER_RULES, RULES_EFFECTIVE, RULES_PUBLISHED, type RuleSection, SETTLEMENT_RULES } from '../components/rules-text';

const TABS = [
  { key: 'order', label: '订单管理规则', sections: ORDER_RULES },
  { key: 'settlement', label: '结算规则', sections: SETTLEMENT_RULES },
];

function RuleBook({ sections }: { sections: RuleSection[] }) {
  let n = 0;
  return (
    <div style={{ lineHeight: 1.9, maxWidth: 880 }}>
      {sections.map((s) => (
        <section key={s.title} style={{ marginBottom: 16 }}>
          <h2 style={{ fontSize: 16, margin: '8px 0' }}>{s.title}</h2>
          {s.items.map((item) => {
            n += 1;
            return (
              <p key={item} style={{ margin: '4px 0' }}>
                <strong>第{n}条</strong> {item}
              </p>
            );
          })}
        </section>
      ))}
    </div>
  );
}

/** 平台规则 (/index/rules, spec 000 §2, spec 001): two tabs, the tab in the URL so a link can open either. */
export function RulesPage() {
  const phone = useIsPhone();
  const [search, setSearch] = useSearchParams();
  const active = search.get('tab') === 'settlement' ? 'settlement' : 'order';
  return (
    <section
      style={{ background: '#fff', borderRadius: 8, padding: phone ? '12px 12px 16px' : '16px 24px 24px' }}
      aria-labelledby="rules-title"
    >
      <h1 id="rules-title" style={{ margin: 0, fontSize: 18, fontWeight: 600 }}>
        平台规则
      </h1>
      <p style={{ color: 'rgba(0,0,0,0.55)', margin: '4px 0 8px' }}>
        发布日期：{RULES_PUBLISHED}　生效日期：{RULES_EFFECTIVE}
      </p>
      <Tabs
        activeKey={active}
        onChange={(key) => setSearch(key === 'order' ? {} : { tab: key }, { replace: true })}
        items={TABS.map((t) => ({ key: t.key, label: t.label, children: <RuleBook sections={t.sections} /> }))}
      />
    </section>
  );
}
