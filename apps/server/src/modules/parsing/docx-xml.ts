import { readZipDirectory, readZipEntry, type ZipEntry } from './zip-directory';

/**
 * Just enough XML for docx-fast-html.ts: a pull tokenizer over one part of a DOCX, and the
 * two small parts a paragraph's list level depends on (numbering.xml, styles.xml). Anything
 * outside the plain subset Word writes (comments, CDATA, a DOCTYPE, unknown entities, a
 * default namespace, a mammoth prefix bound to another namespace) throws Unsupported, and
 * mammoth reads the file instead.
 */
export class Unsupported extends Error {}

/** The parts of the package, found as mammoth finds them (docx-reader.js), or Unsupported where they are not where Word puts them. */
export class DocxPackage {
  private readonly entries = new Map<string, ZipEntry | null>();
  private documentRels?: string;
  private relationshipIds?: Set<string>;

  constructor(private readonly buffer: Buffer) {
    for (const e of readZipDirectory(buffer, 10_000)) this.entries.set(e.name, this.entries.has(e.name) ? null : e);
  }

  part(name: string): string | undefined {
    const entry = this.entries.get(name);
    if (entry === null) throw new Unsupported(`duplicate ${name}`);
    if (entry === undefined) return undefined;
    const text = readZipEntry(this.buffer, entry).toString('utf8');
    // U+FFFD: bytes that are not UTF-8 (or the character itself): mammoth's decoding may differ.
    if (text.includes('\ufffd')) throw new Unsupported(`${name} is not UTF-8`);
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  }

  mainDocument(): string {
    checkTargets(this.part('_rels/.rels'), 'officeDocument', ['word/document.xml', '/word/document.xml']);
    const xml = this.part('word/document.xml');
    if (xml === undefined) throw new Unsupported('no document.xml');
    return xml;
  }

  private rels(): string {
    this.documentRels ??= this.part('word/_rels/document.xml.rels') ?? '';
    return this.documentRels;
  }

  /** numbering.xml or styles.xml, when the document's relationships point where Word puts it (or nowhere). */
  relatedPart(type: string): string | undefined {
    checkTargets(this.rels(), type, [`${type}.xml`, `/word/${type}.xml`]);
    return this.part(`word/${type}.xml`);
  }

  hasRelationship(id: string): boolean {
    this.relationshipIds ??= new Set(relationships(this.rels()).map((attrs) => attr(attrs, 'Id') ?? ''));
    return this.relationshipIds.has(id);
  }
}

const relationships = (rels: string | undefined) => [...(rels ?? '').matchAll(/<Relationship\s([^>]*)>/g)].map((m) => ` ${m[1]}`);

/** The targets of one relationship type must be the usual part, or none (mammoth then uses that part too). */
function checkTargets(rels: string | undefined, type: string, accepted: string[]): void {
  for (const attrs of relationships(rels)) {
    if (attr(attrs, 'Type') !== `http://schemas.openxmlformats.org/officeDocument/2006/relationships/${type}`) continue;
    if (!accepted.includes(attr(attrs, 'Target') ?? '')) throw new Unsupported(`${type} part elsewhere`);
  }
}

export const OPEN = 1;
export const CLOSE = 2;
export const TEXT = 3;
export const END = 0;

/** The prefixes mammoth gives these namespaces: the fast reader matches names by prefix, so they must agree. */
const PREFIXES: Record<string, string> = {
  'http://schemas.openxmlformats.org/wordprocessingml/2006/main': 'w',
  'http://schemas.openxmlformats.org/officeDocument/2006/relationships': 'r',
  'http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing': 'wp',
  'http://schemas.openxmlformats.org/drawingml/2006/main': 'a',
  'http://schemas.openxmlformats.org/drawingml/2006/picture': 'pic',
  'http://purl.oclc.org/ooxml/wordprocessingml/main': 'w',
  'http://purl.oclc.org/ooxml/officeDocument/relationships': 'r',
  'http://purl.oclc.org/ooxml/drawingml/wordprocessingDrawing': 'wp',
  'http://purl.oclc.org/ooxml/drawingml/main': 'a',
  'http://purl.oclc.org/ooxml/drawingml/picture': 'pic',
  'http://schemas.openxmlformats.org/markup-compatibility/2006': 'mc',
  'urn:schemas-microsoft-com:vml': 'v',
  'urn:schemas-microsoft-com:office:word': 'office-word',
  'http://schemas.microsoft.com/office/word/2010/wordml': 'wordml',
};
const MAPPED_PREFIXES = new Set(Object.values(PREFIXES));

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

export function decodeXml(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&([^;&]{0,10});|&/g, (_whole, body: string | undefined) => {
    if (body === undefined) throw new Unsupported('bare &');
    const named = ENTITIES[body];
    if (named !== undefined) return named;
    const m = /^#(?:x([0-9a-fA-F]{1,6})|([0-9]{1,7}))$/.exec(body);
    const code = m ? Number.parseInt(m[1] ?? m[2] ?? '', m[1] ? 16 : 10) : -1;
    if (code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) throw new Unsupported(`entity &${body};`);
    return String.fromCodePoint(code);
  });
}

/** The value of one attribute in a tag's attribute text, decoded; undefined when absent. */
export function attr(attrs: string, name: string): string | undefined {
  if (!attrs.includes(name)) return undefined;
  for (const m of attrs.matchAll(/([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    if (m[1] === name) return decodeXml(m[2] ?? m[3] ?? '');
  }
  return undefined;
}

const TAG = /<(\/?)([A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?)((?:\s+[^\s=/>"'<]+\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>/y;
const MAX_DEPTH = 256;

/** Pull tokenizer: next() moves to the next open tag, close tag or text run, checking that tags nest. */
export class XmlReader {
  name = '';
  attrs = '';
  text = '';
  selfClosing = false;
  private pos = 0;
  private readonly stack: string[] = [];
  private seenRoot = false;
  private readonly bound = new Map<string, string>();
  private readonly renames = new Map<string, string>();

  constructor(private readonly xml: string) {
    const decl = /^<\?xml\s([^?]*)\?>/.exec(xml);
    if (decl) {
      const encoding = attr(` ${decl[1]}`, 'encoding');
      if (encoding !== undefined && !/^utf-?8$/i.test(encoding)) throw new Unsupported(`encoding ${encoding}`);
      this.pos = decl[0].length;
    }
  }

  /** Reads the root element, which must be `name` with content. */
  openRoot(name: string): void {
    if (this.next() !== OPEN || this.name !== name || this.selfClosing) throw new Unsupported(`root is not ${name}`);
  }

  get depth(): number {
    return this.stack.length;
  }

  next(): number {
    const xml = this.xml;
    if (this.pos >= xml.length) {
      if (this.stack.length > 0 || !this.seenRoot) throw new Unsupported('unclosed element');
      return END;
    }
    const lt = xml.indexOf('<', this.pos);
    if (lt !== this.pos) {
      const end = lt < 0 ? xml.length : lt;
      const raw = xml.slice(this.pos, end);
      this.pos = end;
      if (this.stack.length === 0) {
        if (raw.trim()) throw new Unsupported('text outside the root');
        return this.next();
      }
      this.text = decodeXml(raw);
      return TEXT;
    }
    TAG.lastIndex = lt;
    const m = TAG.exec(xml);
    if (!m) throw new Unsupported(`markup at ${lt}`);
    this.pos = TAG.lastIndex;
    const [, closing, name = '', attrs = '', selfClosing] = m;
    if (closing) {
      if (attrs || selfClosing || this.stack.pop() !== name) throw new Unsupported(`mismatched </${name}>`);
      this.name = this.renames.size > 0 ? renamed(name, this.renames) : name;
      return CLOSE;
    }
    if (this.stack.length === 0) {
      if (this.seenRoot) throw new Unsupported('second root');
      this.seenRoot = true;
    }
    if (attrs.includes('xmlns')) readNamespaces(attrs, this.bound, this.renames);
    this.name = this.renames.size > 0 ? renamed(name, this.renames) : name;
    this.attrs = attrs;
    this.selfClosing = selfClosing === '/';
    if (!this.selfClosing) {
      if (this.stack.length >= MAX_DEPTH) throw new Unsupported('too deep');
      this.stack.push(name);
    }
    return OPEN;
  }

  /** Past the rest of the element just opened; calls `onOpen` for each element inside it. */
  skip(onOpen?: (name: string, attrs: string, depth: number) => void, onText?: (text: string) => void): void {
    if (this.selfClosing) return;
    const base = this.stack.length;
    for (;;) {
      const kind = this.next();
      if (kind === CLOSE && this.stack.length < base) return;
      if (kind === OPEN) onOpen?.(this.name, this.attrs, this.stack.length - base + (this.selfClosing ? 1 : 0));
      else if (kind === TEXT) onText?.(this.text);
    }
  }

  /** The text content of the element just opened, which must hold nothing but text (as mammoth's `text()` requires). */
  textContent(): string {
    if (this.selfClosing) return '';
    let text = '';
    for (;;) {
      const kind = this.next();
      if (kind === TEXT) text += this.text;
      else if (kind === CLOSE) return text;
      else throw new Unsupported('element inside text');
    }
  }
}

/** Gives a tag the name mammoth would (it names by namespace, "w10:wrap" being its "office-word:wrap"). */
function renamed(name: string, renames: Map<string, string>): string {
  const colon = name.indexOf(':');
  const to = colon > 0 ? renames.get(name.slice(0, colon)) : undefined;
  return to === undefined ? name : to + name.slice(colon);
}

function readNamespaces(attrs: string, bound: Map<string, string>, renames: Map<string, string>): void {
  for (const m of attrs.matchAll(/\sxmlns(:[^\s=]+)?\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    const prefix = m[1]?.slice(1);
    const uri = decodeXml(m[2] ?? m[3] ?? '');
    if (prefix === undefined) throw new Unsupported('default namespace');
    if ((bound.get(prefix) ?? uri) !== uri) throw new Unsupported(`xmlns:${prefix} bound twice`);
    bound.set(prefix, uri);
    const mapped = PREFIXES[uri] ?? (MAPPED_PREFIXES.has(prefix) ? `{${uri}}` : prefix);
    // office-word names only things mammoth ignores, which stay ignored under any name.
    if (mapped === prefix || mapped === 'office-word') continue;
    // Attributes are looked up as w:… and r:…, so those two must be spelt as mammoth spells them.
    if (['w', 'r'].includes(mapped) || ['w', 'r'].includes(prefix)) throw new Unsupported(`xmlns:${prefix}`);
    renames.set(prefix, mapped);
  }
}
