/**
 * “Label: value” reading. One line may hold several pairs ("姓名：张三 性别：男"), a table row
 * may hold them without colons ("姓名 张三 性别 男"), labels may be padded with spaces
 * ("姓　　名") and bilingual ("姓名 Name：张三"). A label only counts at the start of a line
 * or after a separator, and only when a colon or a space follows, so prose rarely trips it.
 */
export interface LabelHit<K extends string> {
  key: K;
  label: string;
  value: string;
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function labelPattern(label: string): string {
  if (/^[\u4e00-\u9fff]+$/.test(label)) return [...label].map(escapeRe).join(' ?');
  return label.split(' ').map(escapeRe).join('\\s+');
}

export type LabelScanner<K extends string> = (line: string) => LabelHit<K>[];

export function labelScanner<K extends string>(labels: Record<K, readonly string[]>): LabelScanner<K> {
  const byLabel = new Map<string, K>();
  for (const [key, list] of Object.entries(labels) as [K, readonly string[]][]) {
    for (const label of list) byLabel.set(label.toLowerCase(), key);
  }
  const all = [...byLabel.keys()].sort((a, b) => b.length - a.length);
  const re = new RegExp(
    `(?<=^|[\\s|｜丨,，;；、•·(（\\[【])(${all.map(labelPattern).join('|')})(\\s*(?:\\/[^\\s:：/]{1,8})?\\s*[:：]|(?=\\s|$))`,
    'gi',
  );
  return (line) => {
    const found: { key: K; label: string; start: number; valueStart: number }[] = [];
    for (const m of line.matchAll(re)) {
      const label = (m[1] ?? '').replace(/\s+/g, ' ');
      const key = byLabel.get(label.toLowerCase()) ?? byLabel.get(label.replace(/ /g, '').toLowerCase());
      if (key === undefined) continue;
      found.push({ key, label, start: m.index, valueStart: m.index + m[0].length });
    }
    return found.map((f, i) => ({
      key: f.key,
      label: f.label,
      value: line
        .slice(f.valueStart, found[i + 1]?.start ?? line.length)
        .trim()
        .replace(/^[:：]\s*/, '')
        .replace(/[\s|｜丨,，;；、]+$/, ''),
    }));
  };
}
