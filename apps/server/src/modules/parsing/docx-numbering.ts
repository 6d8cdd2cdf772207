import { attr, END, OPEN, Unsupported, XmlReader } from './docx-xml';

export interface ListLevel {
  isOrdered: boolean;
  level: string;
}

/** numbering.xml as mammoth reads it (numbering-xml.js); a list style link is left to mammoth. */
export class Numbering {
  private readonly nums = new Map<string, string>();
  private readonly abstractNums = new Map<string, Map<string, ListLevel & { styleId?: string }> | null>();
  private readonly byStyle = new Map<string, ListLevel>();

  constructor(xml: string | undefined) {
    if (xml === undefined) return;
    const r = new XmlReader(xml);
    r.openRoot('w:numbering');
    for (let kind = r.next(); kind !== END; kind = r.next()) {
      if (kind !== OPEN) continue;
      if (r.name === 'w:num') this.readNum(r);
      else if (r.name === 'w:abstractNum') this.readAbstractNum(r);
      else if (r.name === 'mc:AlternateContent') throw new Unsupported('numbering alternate content');
      else r.skip();
    }
    const seen = new Set<string>();
    for (const levels of this.abstractNums.values()) {
      for (const level of levels?.values() ?? []) {
        if (level.styleId === undefined) continue;
        if (seen.has(level.styleId)) throw new Unsupported('two levels of one style');
        seen.add(level.styleId);
        this.byStyle.set(level.styleId, level);
      }
    }
  }

  private readNum(r: XmlReader): void {
    const numId = attr(r.attrs, 'w:numId') ?? 'undefined';
    let abstractNumId: string | undefined;
    let found = false;
    r.skip((name, attrs, depth) => {
      if (depth !== 1 || name !== 'w:abstractNumId' || found) return;
      found = true;
      abstractNumId = attr(attrs, 'w:val');
    });
    if (!found) throw new Unsupported('w:num without w:abstractNumId');
    this.nums.set(numId, abstractNumId ?? 'undefined');
  }

  private readAbstractNum(r: XmlReader): void {
    const id = attr(r.attrs, 'w:abstractNumId') ?? 'undefined';
    const levels = new Map<string, ListLevel & { styleId?: string }>();
    let linked = false;
    let current: (ListLevel & { styleId?: string; fmt: boolean; style: boolean; index?: string }) | null = null;
    let withoutIndex: (ListLevel & { styleId?: string }) | null = null;
    const finish = () => {
      if (!current) return;
      const level = { isOrdered: current.isOrdered, level: current.index ?? '0', styleId: current.styleId };
      if (current.index === undefined) withoutIndex = level;
      else levels.set(current.index, level);
      current = null;
    };
    r.skip((name, attrs, depth) => {
      if (name === 'mc:AlternateContent') throw new Unsupported('numbering alternate content');
      if (depth === 1) {
        finish();
        if (name === 'w:numStyleLink') linked = true;
        if (linked && (name === 'w:lvl' || levels.size > 0)) throw new Unsupported('linked numbering with levels');
        if (name === 'w:lvl') current = { isOrdered: true, level: '', fmt: false, style: false, index: attr(attrs, 'w:ilvl') };
      } else if (depth === 2 && current) {
        if (name === 'w:numFmt' && !current.fmt) {
          current.fmt = true;
          current.isOrdered = attr(attrs, 'w:val') !== 'bullet';
        } else if (name === 'w:pStyle' && !current.style) {
          current.style = true;
          current.styleId = attr(attrs, 'w:val');
        }
      }
    });
    finish();
    const orphan = withoutIndex as (ListLevel & { styleId?: string }) | null;
    if (orphan && !levels.has('0')) levels.set('0', orphan);
    this.abstractNums.set(id, linked ? null : levels);
  }

  findLevel(numId: string, level: string): ListLevel | null {
    const abstractNumId = this.nums.get(numId);
    if (abstractNumId === undefined || !this.abstractNums.has(abstractNumId)) return null;
    const levels = this.abstractNums.get(abstractNumId);
    if (levels === null) throw new Unsupported('numbering style link');
    return levels?.get(level) ?? null;
  }

  findLevelByParagraphStyleId(styleId: string): ListLevel | null {
    return this.byStyle.get(styleId) ?? null;
  }
}

/** Paragraph style names by id from styles.xml, the first definition of an id winning (styles-reader.js). */
export function paragraphStyleNames(xml: string | undefined): Map<string, string | null> {
  const names = new Map<string, string | null>();
  if (xml === undefined) return names;
  const r = new XmlReader(xml);
  r.openRoot('w:styles');
  for (let kind = r.next(); kind !== END; kind = r.next()) {
    if (kind !== OPEN) continue;
    if (r.name !== 'w:style' || attr(r.attrs, 'w:type') !== 'paragraph') {
      r.skip();
      continue;
    }
    const id = attr(r.attrs, 'w:styleId') ?? 'undefined';
    let name: string | null | undefined;
    r.skip((child, attrs, depth) => {
      if (depth === 1 && child === 'w:name' && name === undefined) name = attr(attrs, 'w:val') ?? null;
    });
    if (!names.has(id)) names.set(id, name ?? null);
  }
  return names;
}
