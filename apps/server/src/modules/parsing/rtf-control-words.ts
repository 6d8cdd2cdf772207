/**
 * The RTF control words the reader (rtf-text.ts) looks up by name: destinations whose text is
 * skipped, starred destinations that are read all the same, the page header and footer
 * destinations, and the control words that stand for one character.
 */

/** Destinations that hold no text of the document (tables of fonts and colours, pictures, metadata, field codes). */
export const SKIPPED = new Set([
  'aftncn',
  'aftnsep',
  'aftnsepc',
  'annotation',
  'atnauthor',
  'atndate',
  'atnid',
  'atnref',
  'background',
  'bkmkend',
  'bkmkstart',
  'blipuid',
  'colorschememapping',
  'colortbl',
  'datafield',
  'datastore',
  'defchp',
  'defpap',
  'docvar',
  'falt',
  'filetbl',
  'fldinst',
  'fontemb',
  'fontfile',
  'ftncn',
  'ftnsep',
  'ftnsepc',
  'generator',
  'info',
  'latentstyles',
  'leveltext',
  'levelnumbers',
  'listoverridetable',
  'listpicture',
  'listtable',
  'mmathPr',
  'nonesttables',
  'nonshppict',
  'objclass',
  'objdata',
  'objname',
  'panose',
  'passwordhash',
  'pgdsctbl',
  'pict',
  'pn',
  'pntxta',
  'pntxtb',
  'private',
  'protusertbl',
  'revtbl',
  'rsidtbl',
  'shprslt',
  'sp',
  'stylesheet',
  'tc',
  'tcn',
  'template',
  'themedata',
  'txe',
  'userprops',
  'wgrffmtfilter',
  'xe',
  'xmlnstbl',
]);

/** Starred destinations whose content is still text: a shape's instructions hold its text box (\shptxt). */
export const READ_STARRED = new Set(['shpinst', 'shptxt']);

export const HEADERS = new Set(['header', 'headerl', 'headerr', 'headerf']);
export const FOOTERS = new Set(['footer', 'footerl', 'footerr', 'footerf']);

/** Control words that stand for one character. */
export const SYMBOLS: Record<string, string> = {
  emdash: '—',
  endash: '–',
  bullet: '•',
  lquote: '‘',
  rquote: '’',
  ldblquote: '“',
  rdblquote: '”',
  emspace: ' ',
  enspace: ' ',
  qmspace: ' ',
  zwj: '',
  zwnj: '',
};
