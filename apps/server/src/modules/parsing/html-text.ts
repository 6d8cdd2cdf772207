/**
 * HTML to lines of text without a browser: uploaded HTML resumes (recruiter-site exports)
 * and mammoth's HTML of a DOCX both pass through here. Block elements end lines. A table
 * row whose cells each hold one line becomes one line ("姓名 张三 性别 男"), which is how a
 * PDF of the same table reads; a row with a multi-line cell keeps every cell's lines apart,
 * so a section cell ("工作经历") does not swallow the first line of its entries.
 */
const BLOCK_TAGS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'caption',
  'dd',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'ul',
]);

const NAMED_ENTITIES: Record<string, string> = {
  nbsp: ' ',
  ensp: ' ',
  emsp: ' ',
  thinsp: ' ',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  middot: '·',
  bull: '•',
  mdash: '—',
  ndash: '–',
  hellip: '…',
  ldquo: '“',
  rdquo: '”',
  lsquo: '‘',
  rsquo: '’',
  times: '×',
  copy: '©',
  reg: '®',
  yen: '¥',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

/** Lines being collected: the document itself, or one table cell. */
class Lines {
  readonly lines: string[] = [];
  private current = '';

  add(text: string): void {
    this.current += text;
  }

  /** Only a list item's bullet so far: a paragraph opening in the item (<li><p>…, mammoth's notes) keeps to its line. */
  get bulletOnly(): boolean {
    return this.current === '• ';
  }

  breakLine(): void {
    const line = this.current.replace(/\s+/g, ' ').trim();
    if (line) this.lines.push(line);
    this.current = '';
  }

  finish(): string[] {
    this.breakLine();
    return this.lines;
  }
}

interface TableState {
  row: string[][] | null;
  cell: Lines | null;
  /** The container the table writes its rows into. */
  parent: Lines;
}

/** Class names that a page's own <style> lays out as flex or grid boxes (`.row { display: flex }`). */
function flexClassNames(html: string): Set<string> {
  const names = new Set<string>();
  for (const style of html.slice(0, 500_000).matchAll(/<style\b[^>]*>([^<]*)/gi)) {
    for (const rule of (style[1] ?? '').matchAll(/([^{}]{1,500})\{([^{}]*)\}/g)) {
      if (!/display\s*:\s*(?:inline-)?(?:flex|grid)\b/i.test(rule[2] ?? '')) continue;
      for (const selector of (rule[1] ?? '').split(',')) {
        const name = /^\s*[a-z0-9]*\.([\w-]+)\s*$/i.exec(selector)?.[1];
        if (name) names.add(name);
      }
    }
  }
  return names;
}

const classesOf = (tag: string): string[] =>
  (
    /\bclass\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i
      .exec(tag)
      ?.slice(1)
      .find((v) => v !== undefined) ?? ''
  ).split(/\s+/);

export function htmlToText(html: string): string {
  const cleaned = html
    // An unclosed comment or script runs to the end, as in a browser; matching it to the end
    // (rather than failing and retrying at the next opener) keeps hostile input linear.
    .replace(/<!--[\s\S]*?(?:-->|$)/g, ' ')
    // Word's HTML (and job boards' "Word" downloads made from it): <xml> data islands of document
    // properties, and the downlevel-revealed conditionals around list bullets (<![if !supportLists]>).
    .replace(/<(script|style|template|noscript|title|xml)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi, ' ')
    // A head left open ends where the body begins, as in a browser.
    .replace(/<head\b[^>]*>[\s\S]*?(?:<\/head\s*>|(?=<body\b)|$)/gi, ' ')
    .replace(/<!\[CDATA\[[\s\S]*?(?:\]\]>|$)/g, ' ')
    // A list bullet Word draws with a Wingdings or Symbol letter ("l", "§", "Ø") is a bullet, not that letter.
    .replace(/<!\[if !supportLists\]>([\s\S]{0,2000}?)<!\[endif\]>/gi, (_whole, inner: string) =>
      /font-family:\s*["']?(?:Wingdings|Symbol)/i.test(inner) ? '• ' : inner,
    )
    .replace(/<!\[[^\]>]{0,200}\]>|<\?[^>]*>|<!doctype[^>]*>/gi, ' ');

  const root = new Lines();
  const tables: TableState[] = [];
  const target = (): Lines => {
    const t = tables.at(-1);
    return t?.cell ?? t?.parent ?? root;
  };
  const closeCell = (t: TableState) => {
    if (!t.cell) return;
    if (!t.row) t.row = [];
    t.row.push(t.cell.finish());
    t.cell = null;
  };
  const closeRow = (t: TableState) => {
    closeCell(t);
    if (!t.row) return;
    const cells = t.row.filter((lines) => lines.length > 0);
    t.parent.breakLine();
    if (cells.every((lines) => lines.length <= 1)) {
      t.parent.add(cells.map((lines) => lines[0]).join(' '));
      t.parent.breakLine();
    } else {
      for (const lines of cells) {
        for (const line of lines) {
          t.parent.add(line);
          t.parent.breakLine();
        }
      }
    }
    t.row = null;
  };

  // Children of a flex or grid box (a job board's "company | dates" row) stand apart on the page: a space between them.
  const flexClasses = flexClassNames(html);
  const flex: { tag: string; depth: number }[] = [];
  let afterClose = false;

  for (const m of cleaned.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*?>|([^<]+)|</g)) {
    const [whole, closing, rawTag, text] = m;
    if (text !== undefined || rawTag === undefined) {
      target().add(decodeEntities(text ?? whole));
      afterClose = false;
      continue;
    }
    const tag = rawTag.toLowerCase();
    if (flexClasses.size > 0) {
      const box = flex.at(-1);
      if (closing) {
        if (box?.tag === tag && box.depth-- === 0) flex.pop();
      } else {
        if (box && afterClose) target().add(' ');
        if (box?.tag === tag) box.depth++;
        else if (classesOf(whole).some((c) => flexClasses.has(c))) flex.push({ tag, depth: 0 });
      }
      afterClose = closing === '/';
    }
    if (tag === 'table') {
      if (closing) {
        const t = tables.pop();
        if (t) closeRow(t);
      } else {
        const parent = target();
        parent.breakLine();
        tables.push({ row: null, cell: null, parent });
      }
      continue;
    }
    const t = tables.at(-1);
    if (t && (tag === 'tr' || tag === 'td' || tag === 'th')) {
      if (tag === 'tr') closeRow(t);
      else if (closing) closeCell(t);
      else {
        closeCell(t);
        t.cell = new Lines();
      }
      continue;
    }
    if (tag === 'br') {
      target().breakLine();
    } else if (BLOCK_TAGS.has(tag)) {
      if (tag === 'p' && !closing && target().bulletOnly) continue;
      target().breakLine();
      if (tag === 'li' && !closing) target().add('• ');
    }
  }
  while (tables.length > 0) {
    const t = tables.pop();
    if (t) closeRow(t);
  }
  return root.finish().join('\n');
}
