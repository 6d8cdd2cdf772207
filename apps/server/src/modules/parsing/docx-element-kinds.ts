/** How the DOCX reader (docx-fast-html.ts) treats each WordprocessingML element, as mammoth reads it. */
/** Styles that mammoth's default style map sends somewhere before its list rules. */
export const NOT_LIST_IDS = new Set(['Heading1', 'Heading2', 'Heading3', 'Heading4', 'Heading5', 'Heading6', 'Heading']);
export const NOT_LIST_NAMES = new Set(
  ['HEADING 1', 'HEADING 2', 'HEADING 3', 'HEADING 4', 'HEADING 5', 'HEADING 6', 'HEADING'].concat([
    'FOOTNOTE TEXT',
    'ENDNOTE TEXT',
    'ANNOTATION TEXT',
    'FOOTNOTE',
    'ENDNOTE',
  ]),
);

/** Read through: mammoth keeps their children. */
export const TRANSPARENT = new Set(
  ['w:r', 'w:hyperlink', 'w:ins', 'w:customXml', 'w:smartTag', 'w:moveTo'].concat([
    'w:moveFromRangeStart',
    'w:moveFromRangeEnd',
    'w:moveToRangeStart',
    'w:moveToRangeEnd',
  ]),
);
/** Dropped whole by mammoth (its ignoreElements), with deleted text and field code. */
export const IGNORED = new Set(
  ['office-word:wrap', 'v:shadow', 'v:shapetype', 'w:annotationRef', 'w:bookmarkEnd', 'w:sectPr', 'w:proofErr'].concat(
    ['w:lastRenderedPageBreak', 'w:commentRangeStart', 'w:commentRangeEnd', 'w:del', 'w:footnoteRef', 'w:endnoteRef'],
    ['w:moveFrom', 'w:pPr', 'w:rPr', 'w:tblPr', 'w:tblGrid', 'w:trPr', 'w:tcPr', 'w:delText', 'w:delInstrText', 'w:fldChar'],
  ),
);
/** What mammoth reads in a way this reader does not mirror: notes and comments appended, text boxes, objects, symbols. */
export const UNSUPPORTED = new Set(
  ['w:footnoteReference', 'w:endnoteReference', 'w:commentReference', 'w:txbxContent', 'w:altChunk', 'w:object'].concat([
    'w:sym',
    'mc:AlternateContent',
    'v:roundrect',
    'v:shape',
    'v:textbox',
    'v:imagedata',
    'v:group',
    'v:rect',
    'wp:inline',
    'wp:anchor',
  ]),
);
/** Inside a drawing or VML picture, these would make mammoth write something. */
export const PICTURE_CONTENT = new Set([
  'w:txbxContent',
  'w:p',
  'w:r',
  'w:t',
  'w:tbl',
  'w:bookmarkStart',
  'w:object',
  'mc:AlternateContent',
]);
export const IMAGE_PATH = [/^wp:(inline|anchor)$/, /^a:graphic$/, /^a:graphicData$/, /^pic:pic$/, /^pic:blipFill$/, /^a:blip$/];
