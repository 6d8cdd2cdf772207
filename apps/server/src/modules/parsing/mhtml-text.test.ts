import { describe, expect, it } from 'vitest';
import { gbk } from '../../test/fixtures/resume-files';
import { inspectResumeFile } from './file-check';
import { looksLikeMhtml, mhtmlToText } from './mhtml-text';

/** Quoted-printable as mail writers wrap it: bytes outside printable ASCII and "=" as =XX, soft breaks before 76 columns. */
function quotedPrintable(bytes: Buffer): string {
  const lines: string[] = [];
  let line = '';
  for (const byte of bytes) {
    if (byte === 0x0a) {
      lines.push(line);
      line = '';
      continue;
    }
    if (byte === 0x0d) continue;
    const piece =
      byte === 0x3d || byte > 0x7e || byte < 0x20 ? `=${byte.toString(16).toUpperCase().padStart(2, '0')}` : String.fromCharCode(byte);
    if (line.length + piece.length > 75) {
      lines.push(`${line}=`);
      line = '';
    }
    line += piece;
  }
  lines.push(line);
  return lines.join('\r\n');
}

const base64Lines = (bytes: Buffer) => (bytes.toString('base64').match(/.{1,76}/g) ?? []).join('\r\n');

const PAGE = `<!DOCTYPE html>
<html><head><meta http-equiv="Content-Type" content="text/html; charset=gbk"><title>个人简历 - 招聘网</title>
<style>.resume td{padding:4px}</style></head>
<body><div class="resume"><h1>刘晓峰</h1>
<table><tr><td>手机：</td><td>15811112222</td><td>邮箱：</td><td>lxf@example.com</td></tr></table>
<h2>工作经历</h2><p>2020.03-至今 京东 Java开发工程师</p></div>
<img src="https://img.example.com/logo.png"></body></html>`;
const LINES = ['刘晓峰', '手机： 15811112222 邮箱： lxf@example.com', '工作经历', '2020.03-至今 京东 Java开发工程师'];

describe('mhtmlToText', () => {
  // Chrome's "Save page as… Webpage, single file": the page re-encoded as UTF-8, quoted-printable,
  // in a part whose header names no charset, while the page's own <meta> still says GBK.
  it("reads Chrome's MHTML (Blink): the page part in quoted-printable UTF-8 despite the page's GBK meta", () => {
    const file = [
      'From: <Saved by Blink>',
      'Snapshot-Content-Location: https://jobs.example.com/resume/view?id=8842',
      'Subject: =?utf-8?Q?=E4=B8=AA=E4=BA=BA=E7=AE=80=E5=8E=86?=',
      'Date: Sat, 28 Nov 2026 10:00:00 -0000',
      'MIME-Version: 1.0',
      'Content-Type: multipart/related;',
      '\ttype="text/html";',
      '\tboundary="----MultipartBoundary--Xn1Ew3ubT1RjvEBD1q8nb7ThS1ubWyL3EZNvTEjBw6----"',
      '',
      '',
      '------MultipartBoundary--Xn1Ew3ubT1RjvEBD1q8nb7ThS1ubWyL3EZNvTEjBw6----',
      'Content-Type: text/html',
      'Content-ID: <frame-5C1E0A2B4B6F3C8D9E0F1A2B3C4D5E6F@mhtml.blink>',
      'Content-Transfer-Encoding: quoted-printable',
      'Content-Location: https://jobs.example.com/resume/view?id=8842',
      '',
      quotedPrintable(Buffer.from(PAGE, 'utf8')),
      '------MultipartBoundary--Xn1Ew3ubT1RjvEBD1q8nb7ThS1ubWyL3EZNvTEjBw6----',
      'Content-Type: image/png',
      'Content-Transfer-Encoding: base64',
      'Content-Location: https://img.example.com/logo.png',
      '',
      base64Lines(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')),
      '------MultipartBoundary--Xn1Ew3ubT1RjvEBD1q8nb7ThS1ubWyL3EZNvTEjBw6------',
      '',
    ].join('\r\n');
    expect(mhtmlToText(Buffer.from(file, 'latin1')).split('\n')).toEqual(LINES);
  });

  // Internet Explorer's "Save as Web Archive (.mht)": the page kept in GB2312, quoted-printable, the charset in the part header.
  it("reads IE's web archive: GBK bytes in quoted-printable, charset in the part header, a preamble before the first part", () => {
    const file = [
      'From: <Saved by Windows Internet Explorer 8>',
      'Subject: =?gb2312?B?uPbIy7zywPo=?=',
      'Date: Mon, 11 Mar 2024 09:30:00 +0800',
      'MIME-Version: 1.0',
      'Content-Type: multipart/related;',
      '\ttype="text/html";',
      '\tboundary="----=_NextPart_000_0000_01DA7385.6B3F1E40"',
      'X-MimeOLE: Produced By Microsoft MimeOLE V6.1.7601.17609',
      '',
      'This is a multi-part message in MIME format.',
      '',
      '------=_NextPart_000_0000_01DA7385.6B3F1E40',
      'Content-Type: text/html;',
      '\tcharset="gb2312"',
      'Content-Transfer-Encoding: quoted-printable',
      'Content-Location: https://jobs.example.com/resume/view?id=8842',
      '',
      quotedPrintable(gbk(PAGE.replace('charset=gbk', 'charset=gb2312'))),
      '',
      '------=_NextPart_000_0000_01DA7385.6B3F1E40--',
      '',
    ].join('\r\n');
    const buffer = Buffer.from(file, 'latin1');
    expect(looksLikeMhtml(buffer)).toBe(true);
    expect(mhtmlToText(buffer).split('\n')).toEqual(LINES);
  });

  // A job board's "Word" resume: Word's single-file web page (.mht) renamed .doc, base64 body, Word's list markup.
  it("reads a Word single-file web page in base64 with Word's list bullets, as a job board sends it named .doc", () => {
    const wordHtml = `<html xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word" xmlns="http://www.w3.org/TR/REC-html40">
<head><meta http-equiv=Content-Type content="text/html; charset=gb2312"><meta name=Generator content="Microsoft Word 15">
<!--[if gte mso 9]><xml><o:DocumentProperties><o:Author>hr</o:Author></o:DocumentProperties></xml><![endif]--></head>
<body lang=ZH-CN style='tab-interval:21.0pt'><div class=WordSection1>
<p class=MsoNormal><b><span style='font-size:18.0pt'>周敏<o:p></o:p></span></b></p>
<p class=MsoNormal>电话：13700001111<span lang=EN-US>&nbsp;&nbsp; </span>邮箱：zhoumin@example.com</p>
<p class=MsoListParagraph style='margin-left:18.0pt;text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span lang=EN-US style='font-family:Wingdings'>l<span style='font:7.0pt "Times New Roman"'>&nbsp; </span></span><![endif]>熟悉财务分析</p>
</div></body></html>`;
    const file = [
      'MIME-Version: 1.0',
      'Content-Type: multipart/related; boundary="----=_NextPart_01DA7385.6B3F1E40"',
      '',
      '此文档为“单个文件网页”，也称为“Web 档案”文件。',
      '',
      '------=_NextPart_01DA7385.6B3F1E40',
      'Content-Location: file:///C:/6B3F1E40/resume.htm',
      'Content-Transfer-Encoding: base64',
      'Content-Type: text/html; charset="gb2312"',
      '',
      base64Lines(gbk(wordHtml)),
      '',
      '------=_NextPart_01DA7385.6B3F1E40--',
    ].join('\r\n');
    const buffer = Buffer.concat([gbk(file)]);
    expect(inspectResumeFile({ fileName: '周敏的简历.doc', buffer }).kind).toBe('mhtml');
    expect(mhtmlToText(buffer).split('\n')).toEqual(['周敏', '电话：13700001111 邮箱：zhoumin@example.com', '• 熟悉财务分析']);
  });

  it('returns in bounded time on hostile archives: parts nested without end, soft breaks only, a boundary never closed', () => {
    const nested = `MIME-Version: 1.0\r\nContent-Type: multipart/related; boundary="b"\r\n\r\n${'--b\r\nContent-Type: multipart/related; boundary="b"\r\n\r\n'.repeat(50_000)}`;
    const soft = `MIME-Version: 1.0\r\nContent-Type: text/html\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n${'=\r\n'.repeat(500_000)}`;
    const many = `MIME-Version: 1.0\r\nContent-Type: multipart/mixed; boundary="x"\r\n\r\n${'--x\r\n\r\n'.repeat(200_000)}`;
    const started = performance.now();
    for (const input of [nested, soft, many]) expect(mhtmlToText(Buffer.from(input)).length).toBeLessThan(200);
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('is not fooled by text that only starts like a header, and survives a part without an end', () => {
    expect(looksLikeMhtml(Buffer.from('姓名: 张三\n电话: 13800138000\n\n工作经历'))).toBe(false);
    const cut =
      'MIME-Version: 1.0\r\nContent-Type: multipart/related; boundary="b"\r\n\r\n--b\r\nContent-Type: text/html; charset=utf-8\r\n\r\n<p>张三</p><p>未完';
    expect(mhtmlToText(Buffer.from(cut)).split('\n')).toEqual(['张三', '未完']);
  });
});
