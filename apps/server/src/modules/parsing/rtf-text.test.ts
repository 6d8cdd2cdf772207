import { describe, expect, it } from 'vitest';
import { rtfToText } from './rtf-text';

const rtf = (text: string) => Buffer.from(text, 'latin1');

// As Word 2016 (Chinese) writes "save as RTF": \ansicpg936, GBK escapes under \loch/\hich/\dbch
// font selection, a font table with a GBK font name, tables of \cell/\row with row definitions,
// page header and footer groups, a Symbol-font list bullet and metadata that is no text.
const WORD_RTF = String.raw`{\rtf1\adeflang1025\ansi\ansicpg936\uc2\adeff0\deff0\stshfdbch13\stshfloch37\stshfhich37\stshfbi0\deflang1033\deflangfe2052\themelang1033\themelangfe2052\themelangcs0{\fonttbl{\f0\fbidi \froman\fcharset0\fprq2{\*\panose 02020603050405020304}Times New Roman;}
{\f3\fbidi \froman\fcharset2\fprq2{\*\panose 05050102010706020507}Symbol;}{\f13\fbidi \fnil\fcharset134\fprq2{\*\panose 02010600030101010101}\'cb\'ce\'cc\'e5{\*\falt SimSun};}
{\f37\fbidi \fswiss\fcharset0\fprq2{\*\panose 020f0502020204030204}Calibri;}}{\colortbl;\red0\green0\blue0;\red0\green0\blue255;}
{\*\defchp \f37\fs21\kerning2\loch\af37\hich\af37\dbch\af13 }{\*\defpap \qj \li0\ri0\nowidctlpar\wrapdefault\aspalpha\aspnum\faauto\adjustright\rin0\lin0\itap0 }
{\stylesheet{\qj \li0\ri0\nowidctlpar\wrapdefault\itap0 \rtlch\fcs1 \af0\afs22\alang1025 \ltrch\fcs0 \fs21\lang1033\langfe2052\kerning2\loch\f37\hich\af37\dbch\af13\cgrid\langnp1033\langfenp2052 \snext0 \sqformat \spriority0 Normal;}}
{\*\rsidtbl \rsid1510460\rsid6973478}{\mmathPr\mmathFont34\mbrkBin0\mbrkBinSub0}{\info{\title \'b8\'f6\'c8\'cb\'bc\'f2\'c0\'fa}{\author \'cd\'f5\'be\'ad\'c0\'ed}{\operator Administrator}{\creatim\yr2024\mo3\dy12\hr9\min30}{\version2}{\*\company Microsoft}}
{\*\xmlnstbl {\xmlns1 http://schemas.microsoft.com/office/word/2003/wordml}}\paperw11906\paperh16838\margl1800\margr1800\margt1440\margb1440\gutter0\ltrsect
\deftab420\ftnbj\aenddoc\trackmoves0\trackformatting1\donotembedsysfont0\relyonvml0\donotembedlingdata1\grfdocevents0
\sectd \ltrsect\linex0\headery851\footery992\colsx425\endnhere\sectlinegrid312\sectspecifycl\sftnbj {\headerr \ltrpar \pard\plain \ltrpar\s15\qc \li0\ri0\nowidctlpar\brdrb\brdrs\brdrw15\brsp20 \tqc\tx4153\tqr\tx8306\wrapdefault\faauto\rin0\lin0\itap0 \rtlch\fcs1 \af0\afs18\alang1025 \ltrch\fcs0 \fs18\lang1033\langfe2052\kerning2\loch\af37\hich\af37\dbch\af13\cgrid\langnp1033\langfenp2052 {\rtlch\fcs1 \af0 \ltrch\fcs0 \hich\af37\dbch\af13\loch\f37 \'b5\'e7\'bb\'b0\'a3\'ba13912345678  \'d3\'ca\'cf\'e4\'a3\'bawangjl@example.com}{\rtlch\fcs1 \af0 \ltrch\fcs0 \par }}
{\footerr \ltrpar \pard\plain \ltrpar\s17\qc \li0\ri0\nowidctlpar\wrapdefault\faauto\rin0\lin0\itap0 \rtlch\fcs1 \af0\afs18\alang1025 \ltrch\fcs0 \fs18\lang1033\langfe2052\kerning2\loch\af37\hich\af37\dbch\af13\cgrid\langnp1033\langfenp2052 {\field{\*\fldinst {\rtlch\fcs1 \af0 \ltrch\fcs0 \hich\af37\dbch\af13\loch\f37  PAGE   \\* MERGEFORMAT }}{\fldrslt {\rtlch\fcs1 \af0 \ltrch\fcs0 \lang1024\langfe1024\noproof\hich\af37\dbch\af13\loch\f37 1}}}{\rtlch\fcs1 \af0 \ltrch\fcs0 \par }}
{\*\pnseclvl1\pnucrm\pnstart1\pnindent720\pnhang {\pntxta \'2e}}{\*\pnseclvl2\pnucltr\pnstart1\pnindent720\pnhang {\pntxta \'2e}}
\pard\plain \ltrpar\qc \li0\ri0\nowidctlpar\wrapdefault\aspalpha\aspnum\faauto\adjustright\rin0\lin0\itap0 \rtlch\fcs1 \af0\afs22\alang1025 \ltrch\fcs0 \fs21\lang1033\langfe2052\kerning2\loch\af37\hich\af37\dbch\af13\cgrid\langnp1033\langfenp2052 {\rtlch\fcs1 \af0 \ltrch\fcs0 \b\fs36\hich\af37\dbch\af13\loch\f37 \'cd\'f5\'be\'ad\'c0\'ed}{\rtlch\fcs1 \af0 \ltrch\fcs0 \b\fs36 \par }
\trowd \irow0\irowband0\ltrrow\ts11\trgaph108\trleft-108\trbrdrt\brdrs\brdrw10 \trbrdrl\brdrs\brdrw10 \trftsWidth1\trautofit1\trpaddl108\trpaddr108\tblrsid1510460\tblind0\tblindtype3 \clvertalt\clbrdrt\brdrs\brdrw10 \cltxlrtb\clftsWidth3\clwWidth2074\clshdrawnil \cellx1966\clvertalt\cltxlrtb\clftsWidth3\clwWidth2074\clshdrawnil \cellx4040\clvertalt\cltxlrtb\clftsWidth3\clwWidth2074\clshdrawnil \cellx6114\clvertalt\cltxlrtb\clftsWidth3\clwWidth2074\clshdrawnil \cellx8188\pard\plain \ltrpar\qj \li0\ri0\nowidctlpar\intbl\wrapdefault\aspalpha\aspnum\faauto\adjustright\rin0\lin0\pararsid1510460\yts11 \rtlch\fcs1 \af0\afs22\alang1025 \ltrch\fcs0 \fs21\lang1033\langfe2052\kerning2\loch\af37\hich\af37\dbch\af13\cgrid\langnp1033\langfenp2052 {\rtlch\fcs1 \af0 \ltrch\fcs0 \hich\af37\dbch\af13\loch\f37 \'d0\'d5\'c3\'fb}{\rtlch\fcs1 \af0 \ltrch\fcs0 \cell }{\rtlch\fcs1 \af0 \ltrch\fcs0 \hich\af37\dbch\af13\loch\f37 \'cd\'f5\'be\'ad\'c0\'ed}{\rtlch\fcs1 \af0 \ltrch\fcs0 \cell }{\rtlch\fcs1 \af0 \ltrch\fcs0 \hich\af37\dbch\af13\loch\f37 \'d0\'d4\'b1\'f0}{\rtlch\fcs1 \af0 \ltrch\fcs0 \cell }{\rtlch\fcs1 \af0 \ltrch\fcs0 \hich\af37\dbch\af13\loch\f37 \'c5\'ae}{\rtlch\fcs1 \af0 \ltrch\fcs0 \cell }\pard\plain \ltrpar\qj \li0\ri0\widctlpar\intbl\wrapdefault\aspalpha\aspnum\faauto\adjustright\rin0\lin0 \rtlch\fcs1 \af0\afs22\alang1025 \ltrch\fcs0 \fs21\lang1033\langfe2052\kerning2\loch\af37\hich\af37\dbch\af13\cgrid\langnp1033\langfenp2052 {\rtlch\fcs1 \af0 \ltrch\fcs0 \trowd \irow0\irowband0\ltrrow\ts11\trgaph108\trleft-108\cellx1966\cellx4040\cellx6114\cellx8188\row }
\trowd \irow1\irowband1\lastrow \ltrrow\ts11\trgaph108\trleft-108\cellx1966\cellx8188\pard\plain \ltrpar\qj \li0\ri0\nowidctlpar\intbl\wrapdefault\rin0\lin0\yts11 \rtlch\fcs1 \af0\afs22\alang1025 \ltrch\fcs0 \fs21\lang1033\langfe2052\kerning2\loch\af37\hich\af37\dbch\af13\cgrid\langnp1033\langfenp2052 {\rtlch\fcs1 \af0 \ltrch\fcs0 \hich\af37\dbch\af13\loch\f37 \'b9\'a4\'d7\'f7\'be\'ad\'c0\'fa}{\rtlch\fcs1 \af0 \ltrch\fcs0 \cell }{\rtlch\fcs1 \af0 \ltrch\fcs0 \hich\af37\dbch\af13\loch\f37 2019.07-\'d6\'c1\'bd\'f1 \'cc\'da\'d1\'b6 \'b2\'fa\'c6\'b7\'be\'ad\'c0\'ed}{\rtlch\fcs1 \af0 \ltrch\fcs0 \par }{\rtlch\fcs1 \af0 \ltrch\fcs0 \hich\af37\dbch\af13\loch\f37 \'b8\'ba\'d4\'f0\'ce\'a2\'d0\'c5\'d6\'a7\'b8\'b6}{\rtlch\fcs1 \af0 \ltrch\fcs0 \cell }\pard\plain \ltrpar\qj \li0\ri0\widctlpar\intbl\wrapdefault\rin0\lin0 \rtlch\fcs1 \af0\afs22\alang1025 \ltrch\fcs0 {\rtlch\fcs1 \af0 \ltrch\fcs0 \trowd \irow1\irowband1\lastrow \ltrrow\ts11\trgaph108\trleft-108\cellx1966\cellx8188\row }
\pard\plain \ltrpar\ql \fi-420\li420\ri0\nowidctlpar\wrapdefault\aspalpha\aspnum\faauto\ls1\adjustright\rin0\lin420\itap0 \rtlch\fcs1 \af0\afs22\alang1025 \ltrch\fcs0 \fs21\lang1033\langfe2052\kerning2\loch\af37\hich\af37\dbch\af13\cgrid\langnp1033\langfenp2052 {\listtext\pard\plain\ltrpar \rtlch\fcs1 \af0 \ltrch\fcs0 \f3\fs21\kerning2\loch\af3\hich\af3\dbch\af13 \loch\af3\dbch\af13\hich\f3 \'b7\tab}{\rtlch\fcs1 \af0 \ltrch\fcs0 \hich\af37\dbch\af13\loch\f37 \'ca\'ec\'cf\'a4 SQL \'ba\'cd }{\rtlch\fcs1 \af0 \ltrch\fcs0 \hich\af37\dbch\af13\loch\f37 \'a1\'b0A/B\'a1\'b1 \'b2\'e2\'ca\'d4}{\rtlch\fcs1 \af0 \ltrch\fcs0 \par }
{\*\themedata 504b030414000600080000002100e9de0fbfff0000001c020000130000005b436f6e74656e745f54797065735d2e786d6cac91cb4ec3301045f748fc83e52d4a}
{\*\colorschememapping 3c3f786d6c2076657273696f6e3d22312e302220656e636f64696e673d225554462d3822207374616e64616c6f6e653d22796573223f3e}
{\*\datastore 0105000002000000180000004d73786d6c322e534158584d4c5265616465722e362e30000000000000000000000e0000}}`;

describe('rtfToText', () => {
  it("reads Word's RTF: GBK escapes, the page header before the body, table rows, a list bullet, no metadata or page number", () => {
    expect(rtfToText(rtf(WORD_RTF)).split('\n')).toEqual([
      '电话：13912345678 邮箱：wangjl@example.com',
      '王经理',
      '姓名 王经理 性别 女',
      '工作经历',
      '2019.07-至今 腾讯 产品经理',
      '负责微信支付',
      '• 熟悉 SQL 和 “A/B” 测试',
    ]);
  });

  // LibreOffice 7 writes every character outside ASCII as \uN followed by a one-character fallback (\uc1).
  it("reads LibreOffice's RTF: \\uN with its fallback skipped, negative N above U+7FFF", () => {
    const lo = String.raw`{\rtf1\ansi\deff4\adeflang1025
{\fonttbl{\f0\froman\fprq2\fcharset0 Times New Roman;}{\f1\froman\fprq2\fcharset2 Symbol;}{\f4\fswiss\fprq2\fcharset0 Liberation Sans{\*\falt Arial};}{\f5\fnil\fprq2\fcharset0 Noto Sans CJK SC;}}
{\colortbl;\red0\green0\blue0;\red128\green128\blue128;}
{\stylesheet{\s0\snext0\dbch\af5\langfe2052\dbch\af5\afs24\alang1081\loch\f4\hich\af4\fs24\lang2052 Normal;}}
{\*\generator LibreOffice/7.4.7.2$Linux_X86_64 LibreOffice_project/40$Build-2}{\info{\creatim\yr2026\mo11\dy28\hr10\min0}{\revtim\yr0\mo0\dy0\hr0\min0}}{\*\userprops}\deftab709
\hyphauto1\viewscale100\paperh16838\paperw11906\margl1134\margr1134\margt1134\margb1134\sectd\sbknone\sftnnar\saftnnrlc\sectunlocked1\pgwsxn11906\pghsxn16838\ftnbj\ftnstart1\ftnrstcont\ftnnar\aenddoc\aftnrstcont\aftnstart1\aftnnrlc
{\*\ftnsep\chftnsep}\pgndec\pard\plain \s0\dbch\af5\langfe2052\dbch\af5\afs24\alang1081\loch\f4\hich\af4\fs24\lang2052{\rtlch \ltrch\loch
\u-27064\'3f\u-26939\'3f\u-26791\'3f}
\par \pard\plain \s0\dbch\af5\langfe2052\loch\f4\hich\af4\fs24\lang2052{\rtlch \ltrch\loch
\u25163\'3f\u26426\'3f\u-230\'3f13912345678 }{\rtlch \ltrch\loch
\u-28498\'3f\u31665\'3f\u-230\'3fchenyj@example.com}
\par }`;
    expect(rtfToText(rtf(lo)).split('\n')).toEqual(['陈雅静', '手机：13912345678 邮箱：chenyj@example.com']);
  });

  // WordPad (Riched20) writes the font's charset and the document's code page, GBK bytes escaped.
  it("reads WordPad's RTF, and Big5 bytes under a \\fcharset136 font", () => {
    const wordpad = String.raw`{\rtf1\ansi\ansicpg936\deff0\nouicompat\deflang1033\deflangfe2052{\fonttbl{\f0\fnil\fcharset134 \'cb\'ce\'cc\'e5;}{\f1\fnil\fcharset136 \'b7\'73\'b2\'d3\'a9\'fa\'c5\'e9;}}
{\*\generator Riched20 10.0.19041}\viewkind4\uc1 
\pard\sa200\sl276\slmult1\f0\fs22\lang2052\'d5\'c5\'c8\'fd\par
\f1\'b3\'af\'a4\'54\par
}`;
    expect(rtfToText(rtf(wordpad)).split('\n')).toEqual(['张三', '陳三']);
  });

  it("reads a text box's text once (not the drawing Word writes beside it), and a field's result but not its code", () => {
    const box = String.raw`{\rtf1\ansi\ansicpg936\deff0{\fonttbl{\f0\fnil\fcharset134 SimSun;}}
\pard\plain {\shp{\*\shpinst\shpleft0\shptop0\shpright3000\shpbottom800\shpfhdr0\shpbxcolumn\shpwr3\shpwrk0\shpfblwtxt0\shpz0\shplid1026{\sp{\sn shapeType}{\sv 202}}{\sp{\sn fFilled}{\sv 0}}{\shptxt \ltrpar \pard\plain \f0 \'c0\'ee\'c4\'c8 138-0000-1111\par }}{\shprslt{\*\do\dobxcolumn\dobypara\dodhgt8192\dptxbx\dptxlrtb{\dptxbxtext\pard\plain \'c0\'ee\'c4\'c8 138-0000-1111\par }\dpx0\dpy0\dpxsize3000\dpysize800}}}
\'d7\'d4\'ce\'d2\'c6\'c0\'bc\'db {\field{\*\fldinst HYPERLINK "mailto:ln@example.com"}{\fldrslt ln@example.com}}\par
{\pict\wmetafile8\picw1000\pich1000 0100090000036e0400000000}\par}`;
    expect(rtfToText(rtf(box)).split('\n')).toEqual(['李娜 138-0000-1111', '自我评价 ln@example.com']);
  });

  it("reads Word's nested table: an inner row inside an outer cell, without the fallback paragraphs for old readers", () => {
    const nested = String.raw`{\rtf1\ansi\ansicpg936\deff0{\fonttbl{\f0\fnil\fcharset134 SimSun;}}
\trowd\cellx3000\cellx9000\pard\intbl\itap1 \'bb\'f9\'b1\'be\'d0\'c5\'cf\'a2\cell
\pard\intbl\itap2 \'d0\'d5\'c3\'fb\nestcell \'d5\'c5\'c8\'fd\nestcell
\pard\intbl\itap2 {\*\nesttableprops\trowd\cellx4000\cellx6000\nestrow}{\nonesttables\par}
\pard\intbl\itap2 \'ca\'d6\'bb\'fa\nestcell 13800138000\nestcell
\pard\intbl\itap2 {\*\nesttableprops\trowd\cellx4000\cellx6000\nestrow}{\nonesttables\par}
\pard\intbl\itap1 \cell{\trowd\cellx3000\cellx9000\row}
\pard \'bd\'e1\'ca\'f8\par}`;
    expect(rtfToText(rtf(nested)).split('\n')).toEqual(['基本信息', '姓名 张三', '手机 13800138000', '结束']);
  });

  it('reads GBK bytes of a generator that names no code page, and leaves Latin-1 accents of such a file alone', () => {
    const bare = String.raw`{\rtf1\ansi\deff0{\fonttbl{\f0 Arial;}}\f0 \'d5\'c5\'c8\'fd\par Ren\'e9 M\'fcller\par}`;
    expect(rtfToText(rtf(bare)).split('\n')).toEqual(['张三', 'René Müller']);
  });

  it('reads escaped braces and backslashes, \\~, \\line and \\tab, raw GBK bytes some tools write unescaped', () => {
    const text = Buffer.concat([
      rtf(String.raw`{\rtf1\ansi\ansicpg936 a\{b\}c\\d\~e\line f\tab g\par `),
      Buffer.from([0xd5, 0xc5, 0xc8, 0xfd]),
      rtf('\\par}'),
    ]);
    expect(rtfToText(text).split('\n')).toEqual(['a{b}c\\d e', 'f g', '张三']);
  });

  it('returns in bounded time on hostile input: deep nesting, a lying \\bin, unclosed groups, control words without end', () => {
    const hostile = [
      `{\\rtf1 ${'{'.repeat(200_000)}深${'}'.repeat(10)}`,
      '{\\rtf1 \\bin999999999 abc',
      `{\\rtf1 ${'\\u-1'.repeat(50_000)}`,
      `{\\rtf1 \\${'a'.repeat(100_000)}1234567890123456789`,
      `{\\rtf1 ${"\\'".repeat(100_000)}`,
      `{\\rtf1 ${'{\\*\\x '.repeat(50_000)}`,
      `{\\rtf1\\uc1000000 \\u20013 ${'x'.repeat(1000)}}`,
    ];
    const started = performance.now();
    for (const input of hostile) expect(typeof rtfToText(rtf(input))).toBe('string');
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
