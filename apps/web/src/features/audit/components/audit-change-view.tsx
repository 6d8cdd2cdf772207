import { type AuditRow, auditObjectLabel } from '@hh/domain/ops/audit.schema';
import { formatChinaTime } from '@hh/domain/time/china-time';
import Descriptions from 'antd/es/descriptions';

/** Chinese names of the fields console writes record most often; any other field shows as written. */
const FIELD_LABELS: Record<string, string> = {
  id: '编号',
  stage: '阶段',
  stageName: '阶段名称',
  state: '状态',
  stateName: '状态名称',
  stateLabel: '状态',
  status: '状态',
  action: '操作',
  title: '标题',
  name: '名称',
  description: '说明',
  link: '链接',
  linkText: '链接文字',
  sort: '排序',
  published: '已发布',
  hidden: '已隐藏',
  grayListed: '在灰度名单中',
  grayUser: '仅灰度可见',
  note: '备注',
  reason: '理由',
  penalty: '处罚',
  fineFen: '罚款（分）',
  amount: '金额',
  amountFen: '金额（分）',
  heldFen: '保证金余额（分）',
  startTime: '开始时间',
  endTime: '结束时间',
  paidAt: '缴纳时间',
  banUntil: '停权至',
  interviewTime: '面试时间',
  interviewPlace: '面试地点',
  offerSalary: 'offer月薪',
  onboardDate: '入职日期',
  rejectReason: '驳回原因',
  terminalReason: '终止原因',
  positionIds: '职位',
  resumeSample: '简历样本',
  truncated: '已截断',
  chars: '原长度（字符）',
  preview: '保留的前段',
};

const FIELD_ORDER = Object.keys(FIELD_LABELS);
/** The fields in a steady order (the database keeps JSON keys by length): the named ones as listed, then the rest by name. */
function byField(a: string, b: string): number {
  const [i, j] = [FIELD_ORDER.indexOf(a), FIELD_ORDER.indexOf(b)];
  if (i >= 0 && j >= 0) return i - j;
  if (i >= 0 || j >= 0) return i >= 0 ? -1 : 1;
  return a.localeCompare(b);
}

const MS_2000 = 946_684_800_000;
const MS_2100 = 4_102_444_800_000;

/** A recorded value as text: times (fields named …Time / …At holding ms) as Beijing time, the rest as JSON. */
function show(key: string, value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'number' && /(Time|At|Until)$/.test(key) && value > MS_2000 && value < MS_2100) {
    return formatChinaTime(value, 'YYYY-MM-DD HH:mm:ss');
  }
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (typeof value === 'string') return value || '（空）';
  return JSON.stringify(value);
}

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * One audit row opened: the object, the request and the values before and after the write, field
 * by field (a value the trail had to cut shows as it was kept, marked 已截断).
 */
export function AuditChangeView({ row, phone }: { row: AuditRow; phone: boolean }) {
  const before = row.before;
  const after = row.after;
  const comparable = (before === null || isRecord(before)) && (after === null || isRecord(after));
  const keys = comparable
    ? [
        ...new Set([
          ...Object.keys((before as Record<string, unknown> | null) ?? {}),
          ...Object.keys((after as Record<string, unknown> | null) ?? {}),
        ]),
      ].sort(byField)
    : [];
  return (
    <div data-testid="audit-change" style={{ display: 'grid', gap: 12, padding: phone ? 0 : '4px 8px' }}>
      <Descriptions
        size="small"
        column={phone ? 1 : 3}
        items={[
          { key: 'object', label: '对象', children: `${auditObjectLabel(row.objectType)}${row.objectId ? ` · ${row.objectId}` : ''}` },
          { key: 'route', label: '请求', children: <code style={{ wordBreak: 'break-all' }}>{`${row.method} ${row.route}`}</code> },
          { key: 'ip', label: '客户端地址', children: row.ip ?? '—' },
          ...(row.summary ? [{ key: 'summary', label: '结果', children: row.summary }] : []),
        ]}
      />
      {comparable && keys.length > 0 ? (
        <table className="audit-change-table" aria-label="修改前后">
          <thead>
            <tr>
              <th scope="col">字段</th>
              <th scope="col">修改前</th>
              <th scope="col">修改后</th>
            </tr>
          </thead>
          <tbody>
            {keys.map((key) => {
              const was = isRecord(before) ? before[key] : undefined;
              const is = isRecord(after) ? after[key] : undefined;
              const changed = JSON.stringify(was) !== JSON.stringify(is);
              return (
                <tr key={key} data-changed={changed || undefined}>
                  <th scope="row">{FIELD_LABELS[key] ? `${FIELD_LABELS[key]}（${key}）` : key}</th>
                  <td>{isRecord(before) ? show(key, was) : '—'}</td>
                  <td>{isRecord(after) ? show(key, is) : '—'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : comparable ? (
        <p style={{ margin: 0, color: 'rgba(0, 0, 0, 0.62)' }}>这次操作没有记录修改前后的值。</p>
      ) : (
        <div style={{ display: 'grid', gridTemplateColumns: phone ? '1fr' : '1fr 1fr', gap: 12 }}>
          {[
            ['修改前', before],
            ['修改后', after],
          ].map(([label, value]) => (
            <div key={label as string}>
              <div style={{ fontWeight: 600, marginBottom: 4 }}>{label as string}</div>
              <pre className="audit-change-json">{value === null ? '—' : JSON.stringify(value, null, 2)}</pre>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
