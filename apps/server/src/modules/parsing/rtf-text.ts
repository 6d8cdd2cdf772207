import { htmlToText } from './html-text';
import { withMargins } from './page-margins';
import { CHARSET_CODE_PAGE, codePageLabel, guessCodePage, SYMBOL_CODE_PAGE } from './rtf-code-pages';
import { FOOTERS, HEADERS, READ_STARRED, SKIPPED, SYMBOLS } from './rtf-control-words';
import { Output } from './rtf-output';
import { decodeAs } from './text-encoding';

/**
 * RTF to text, without a library: what Word, WordPad, WPS and LibreOffice write when a resume is
 * saved as RTF (and what job boards send as "Word" files). The reader walks the bytes once with an
 * explicit stack of group states — no recursion, every step consumes input — so hostile nesting or
 * a lying \binN cannot loop or overflow the stack. It writes a little HTML (paragraphs, line
 * breaks, table rows and cells, nested tables) that html-text.ts turns into lines, so a table row
 * reads as it does from DOCX or HTML. Page headers and text boxes (\shptxt; the drawing Word writes
 * beside it for old readers, \shprslt, is skipped) go before the body, footers and notes after it.
 *
 * Text outside ASCII comes as \'hh bytes in the code page of the run's font (\fcharset) or of the
 * document (\ansicpg936 is GBK), and as \uN (a signed 16-bit code unit) followed by \ucN fallback
 * characters that are skipped.
 */

type Channel = 'body' | 'header' | 'footer' | 'notes' | 'boxes';

interface State {
  /** Inside a destination that is skipped. */
  skip: boolean;
  fontTable: boolean;
  channel: Channel;
  uc: number;
  font: number;
  /** The font of double-byte text (\dbch\afN), and whether the text now is double-byte. */
  dbchFont: number;
  dbch: boolean;
  assoc: 'loch' | 'hich' | 'dbch';
  /** Table nesting of the current paragraph (\intbl, \itapN); 0 outside tables. */
  itap: number;
}

/** Groups nested deeper than this are read as if flat: no writer nests this deep, and the stack stays bounded. */
const MAX_DEPTH = 512;

/** The text of an RTF file; '' when it holds none. */
export function rtfToText(buffer: Buffer): string {
  const channels: Record<Channel, Output> = {
    body: new Output(1_000_000),
    header: new Output(100_000),
    footer: new Output(100_000),
    notes: new Output(100_000),
    boxes: new Output(100_000),
  };
  const fontCodePage = new Map<number, number>();
  let documentCodePage = 1252;
  /** Whether the file names any code page (\ansicpgN, \mac, a font's \fcharset or \cpg). */
  let codePageNamed = false;
  let defaultFont = 0;
  let fontBeingDefined = -1;

  let state: State = {
    skip: false,
    fontTable: false,
    channel: 'body',
    uc: 1,
    font: 0,
    dbchFont: -1,
    dbch: false,
    assoc: 'loch',
    itap: 0,
  };
  const stack: State[] = [];
  let overflow = 0;
  /** Fallback characters still to skip after a \uN. */
  let pendingSkip = 0;
  /** \'hh bytes (and raw 8-bit bytes) waiting to be decoded together, as one multi-byte run. */
  let bytes: number[] = [];
  /** Whether the group just opened has not yet seen anything but \* (a starred destination). */
  let starred = false;

  const out = () => channels[state.channel];

  const codePageOf = (font: number): number | undefined => fontCodePage.get(font);
  const flush = () => {
    if (bytes.length === 0) return;
    let cp = documentCodePage;
    const dbcs = state.dbch && state.dbchFont >= 0 ? codePageOf(state.dbchFont) : undefined;
    const own = codePageOf(state.font);
    if (dbcs !== undefined) cp = dbcs;
    else if (own !== undefined) cp = own;
    const run = Uint8Array.from(bytes);
    const text = cp === SYMBOL_CODE_PAGE ? '•'.repeat(bytes.length) : decodeAs(run, codePageLabel(codePageNamed ? cp : guessCodePage(run)));
    bytes = [];
    if (!state.skip && !state.fontTable) out().text(text, state.itap);
  };
  const emit = (text: string) => {
    flush();
    if (!state.skip && !state.fontTable) out().text(text, state.itap);
  };
  /** One character of visible text (or a fallback to be skipped after \uN). */
  const consumedBySkip = (): boolean => {
    if (pendingSkip > 0) {
      pendingSkip--;
      return true;
    }
    return false;
  };

  const n = buffer.length;
  let i = 0;
  // Past any BOM or whitespace before the first group.
  while (i < n && buffer[i] !== 0x7b) i++;
  while (i < n) {
    if (channels.body.full) break;
    const c = buffer[i] as number;
    if (c === 0x7b) {
      // {
      flush();
      pendingSkip = 0;
      if (stack.length >= MAX_DEPTH) overflow++;
      else {
        stack.push(state);
        state = { ...state };
      }
      starred = false;
      i++;
      continue;
    }
    if (c === 0x7d) {
      // }
      flush();
      pendingSkip = 0;
      if (overflow > 0) overflow--;
      else {
        const outer = stack.pop();
        if (outer === undefined) break;
        if (state.fontTable && !outer.fontTable) fontBeingDefined = -1;
        state = outer;
      }
      starred = false;
      i++;
      continue;
    }
    if (c === 0x0d || c === 0x0a) {
      i++;
      continue;
    }
    if (c !== 0x5c) {
      // Plain text: ASCII as it is; bytes over 0x7f are written raw by some Chinese tools, decoded like \'hh.
      i++;
      starred = false;
      if (consumedBySkip()) continue;
      if (state.skip || state.fontTable) continue;
      if (c >= 0x80) {
        bytes.push(c);
        continue;
      }
      if (c === 0x09) emit('\t');
      else if (c >= 0x20) {
        // The run of plain ASCII text from here, in one piece.
        let end = i;
        while (end < n && isPlain(buffer[end] as number)) end++;
        emit(buffer.toString('latin1', i - 1, end));
        i = end;
      }
      continue;
    }
    // A backslash: a control symbol or a control word.
    const next = buffer[i + 1];
    if (next === undefined) break;
    if (next === 0x27) {
      // \'hh
      const hex = buffer.toString('latin1', i + 2, i + 4);
      i += 2 + (/^[0-9a-fA-F]{2}$/.test(hex) ? 2 : 0);
      starred = false;
      if (consumedBySkip()) continue;
      if (!state.skip && !state.fontTable && /^[0-9a-fA-F]{2}$/.test(hex)) bytes.push(Number.parseInt(hex, 16));
      continue;
    }
    if (!isLetter(next)) {
      i += 2;
      if (next === 0x2a) {
        // \* : the next control word names a destination to skip unless we read it.
        starred = true;
        continue;
      }
      starred = false;
      if (consumedBySkip()) continue;
      if (next === 0x5c || next === 0x7b || next === 0x7d) emit(String.fromCharCode(next));
      else if (next === 0x7e) emit(' ');
      else if (next === 0x5f) emit('\u2011');
      else if (next === 0x0a || next === 0x0d) paragraph('p');
      else if (next === 0x09) emit('\t');
      // \- (optional hyphen), \| and \: (formulas and index entries) write nothing.
      continue;
    }
    let j = i + 1;
    while (j < n && j - i <= 32 && isLetter(buffer[j] as number)) j++;
    const word = buffer.toString('latin1', i + 1, j);
    let k = j;
    if (buffer[k] === 0x2d) k++;
    const digitsStart = k;
    while (k < n && k - digitsStart < 10 && isDigit(buffer[k] as number)) k++;
    const hasParam = k > digitsStart;
    if (!hasParam) k = j;
    const param = hasParam ? Number.parseInt(buffer.toString('latin1', j, k), 10) : undefined;
    if (buffer[k] === 0x20) k++;
    i = k;
    const wasStarred = starred;
    starred = false;

    if (word === 'bin') {
      // Raw binary data of the given length follows; jump it (bounded by the file).
      flush();
      i = Math.min(n, i + Math.max(0, param ?? 0));
      continue;
    }
    if (state.skip) continue;
    if (pendingSkip > 0 && word !== 'u') {
      pendingSkip--;
      continue;
    }
    if (word === 'nesttableprops') {
      // Word writes a nested table's \nestrow inside this (starred) group of row properties: it ends the row.
      flush();
      if (!state.fontTable) out().endRow(state.itap);
      state.skip = true;
      continue;
    }
    if ((wasStarred && !READ_STARRED.has(word)) || SKIPPED.has(word)) {
      flush();
      state.skip = true;
      continue;
    }
    control(word, param);
  }
  flush();

  function paragraph(tag: 'p' | 'br') {
    flush();
    if (!state.skip && !state.fontTable) out().lineBreak(tag, state.itap);
  }

  function control(word: string, param: number | undefined) {
    switch (word) {
      case 'fonttbl':
        flush();
        state.fontTable = true;
        return;
      case 'ansicpg':
        if (param !== undefined && param > 0) {
          documentCodePage = param;
          codePageNamed = true;
        }
        return;
      case 'mac':
        documentCodePage = 10000;
        codePageNamed = true;
        return;
      case 'deff':
        defaultFont = param ?? 0;
        state.font = defaultFont;
        return;
      case 'f':
        flush();
        if (state.fontTable) fontBeingDefined = param ?? 0;
        else state.font = param ?? defaultFont;
        return;
      case 'fcharset':
        if (state.fontTable && fontBeingDefined >= 0 && param !== undefined && param > 1) {
          const cp = CHARSET_CODE_PAGE[param];
          if (cp !== undefined && !fontCodePage.has(fontBeingDefined)) fontCodePage.set(fontBeingDefined, cp);
          codePageNamed = true;
        }
        return;
      case 'cpg':
        if (state.fontTable && fontBeingDefined >= 0 && param !== undefined && param > 0) {
          fontCodePage.set(fontBeingDefined, param);
          codePageNamed = true;
        }
        return;
      case 'plain':
        flush();
        state.font = defaultFont;
        state.dbch = false;
        return;
      case 'loch':
      case 'hich':
        flush();
        state.assoc = word;
        state.dbch = false;
        return;
      case 'dbch':
        flush();
        state.assoc = 'dbch';
        state.dbch = true;
        return;
      case 'af':
        flush();
        if (state.assoc === 'dbch') state.dbchFont = param ?? -1;
        return;
      case 'uc':
        state.uc = Math.max(0, Math.min(param ?? 1, 8));
        return;
      case 'u': {
        if (param === undefined) return;
        flush();
        const unit = param < 0 ? param + 65536 : param;
        if (!state.skip && !state.fontTable && unit >= 0 && unit <= 0xffff) out().text(String.fromCharCode(unit), state.itap);
        pendingSkip = state.uc;
        return;
      }
      case 'par':
      case 'sect':
      case 'page':
      case 'column':
        return paragraph('p');
      case 'line':
        return paragraph('br');
      case 'tab':
        return emit('\t');
      case 'pard':
        flush();
        state.itap = 0;
        return;
      case 'intbl':
        flush();
        if (state.itap === 0) state.itap = 1;
        return;
      case 'itap':
        flush();
        state.itap = Math.max(0, Math.min(param ?? 1, 8));
        return;
      case 'cell':
        flush();
        if (!state.fontTable) out().endCell(1);
        return;
      case 'nestcell':
        flush();
        if (!state.fontTable) out().endCell(state.itap);
        return;
      case 'row':
        flush();
        if (!state.fontTable) out().endRow(1);
        return;
      case 'nestrow':
        flush();
        if (!state.fontTable) out().endRow(state.itap);
        return;
    }
    if (HEADERS.has(word) || FOOTERS.has(word) || word === 'footnote' || word === 'shptxt') {
      flush();
      state.channel = HEADERS.has(word) ? 'header' : FOOTERS.has(word) ? 'footer' : word === 'footnote' ? 'notes' : 'boxes';
      state.itap = 0;
      return;
    }
    const symbol = SYMBOLS[word];
    if (symbol !== undefined) emit(symbol);
  }

  const lines = (channel: Channel) => htmlToText(channels[channel].html());
  return withMargins([lines('header')], [lines('boxes'), lines('body')].filter(Boolean).join('\n'), [lines('footer')], lines('notes'));
}

/** Printable ASCII that is no RTF syntax. */
const isPlain = (c: number) => c >= 0x20 && c < 0x7f && c !== 0x5c && c !== 0x7b && c !== 0x7d;
const isLetter = (c: number) => (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a);
const isDigit = (c: number) => c >= 0x30 && c <= 0x39;
