"""Sources for the non-Chromium producers: HTML "Word" downloads (GBK), RTF, hand-built WPS-style DOCX parts,
LibreOffice flat ODF (Writer / Impress / Draw) and pandoc Markdown."""

from common import dur, esc, highest, span, wy_text, ym

# ======================================================================== HTML "Word" downloads (.doc, GBK)
WORD_HTML_HEAD = """<html xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office"
xmlns:w="urn:schemas-microsoft-com:office:word" xmlns="http://www.w3.org/TR/REC-html40">
<head>
{meta}
<meta name=ProgId content=Word.Document>
<meta name=Generator content="Microsoft Word 11">
<title>{title}</title>
<!--[if gte mso 9]><xml><w:WordDocument><w:View>Print</w:View><w:Zoom>100</w:Zoom></w:WordDocument></xml><![endif]-->
<style>
body {{ font-family: 宋体; font-size: 10.5pt; }}
table {{ border-collapse: collapse; }}
td {{ font-size: 10.5pt; padding: 3px 5px; }}
.t1 {{ font-size: 16pt; font-weight: bold; }}
.hd {{ background: #dde6f3; font-weight: bold; font-size: 11pt; }}
.k {{ color: #666666; }}
</style>
</head>
<body lang=ZH-CN style='tab-interval:21.0pt'>
"""


def html_doc_51(p):
    i = p["intent"]
    y, m = p["birth"].split("-")
    rows = [f"""<table width=640 border=0 cellspacing=0 cellpadding=0>
<tr><td colspan=4 class=t1>{esc(p['name'])}</td></tr>
<tr><td colspan=4>{wy_text(p)}&nbsp;|&nbsp;{p['sex']}&nbsp;|&nbsp;{p['age']}岁（{y}年{int(m)}月）</td></tr>
<tr><td class=k width=90>居住地：</td><td width=230>{esc(p['city_shown'])}</td><td class=k width=90>户&nbsp;&nbsp;口：</td><td>{esc(p['hometown'])}</td></tr>
<tr><td class=k>电&nbsp;&nbsp;话：</td><td>{esc(p['phone_shown'])}（手机）</td><td class=k>家庭电话：</td><td>{esc(p['landline'])}</td></tr>
<tr><td class=k>E-mail：</td><td colspan=3><a href="mailto:{esc(p['email'])}">{esc(p['email'])}</a></td></tr>
</table>
<br>
<table width=640 border=1 cellspacing=0 cellpadding=0 style='border-color:#b7c6dc'>
<tr><td colspan=2 class=hd>求职意向</td></tr>
<tr><td class=k width=120>工作性质：</td><td>全职</td></tr>
<tr><td class=k>希望行业：</td><td>{esc(i['industry'])}</td></tr>
<tr><td class=k>目标地点：</td><td>{esc(i['city'])}</td></tr>
<tr><td class=k>期望月薪：</td><td>{esc(i['salary'])}</td></tr>
<tr><td class=k>目标职能：</td><td>{esc(i['job'])}</td></tr>
<tr><td class=k>求职状态：</td><td>{esc(i['status'])}</td></tr>
<tr><td colspan=2 class=hd>自我评价</td></tr>
<tr><td colspan=2>{esc(p['summary'])}</td></tr>
<tr><td colspan=2 class=hd>工作经验</td></tr>"""]
    for w in p["work"]:
        dept = f"{esc(w['dept'])}　" if w["dept"] else ""
        desc = "<br>".join(esc(x) for x in w["desc"])
        rows.append(f"""<tr><td width=170>{span(w, 'slash', '--')}：</td><td><b>{esc(w['company'])}</b>　[ {dur(w['start'], w['end'])}]</td></tr>
<tr><td></td><td>{dept}<b>{esc(w['title'])}</b></td></tr>
{f'<tr><td></td><td>{desc}</td></tr>' if desc else ''}""")
    rows.append("<tr><td colspan=2 class=hd>教育经历</td></tr>")
    for e in p["education"]:
        rows.append(f"""<tr><td>{span(e, 'slash', '--')}</td><td>{esc(e['school'])}　{esc(e['major'])}　{esc(e['shown'])}</td></tr>""")
    rows.append("<tr><td colspan=2 class=hd>培训经历</td></tr>")
    rows += [f"<tr><td colspan=2>{esc(t)}</td></tr>" for t in p["training"]]
    rows.append("<tr><td colspan=2 class=hd>技能/语言</td></tr>")
    rows.append(f"<tr><td colspan=2>{'　'.join(esc(s) for s in p['skills'])}</td></tr></table>")
    meta = '<meta http-equiv=Content-Type content="text/html; charset=gb2312">'
    return WORD_HTML_HEAD.format(meta=meta, title=esc(p["name"]) + " 个人简历") + "\n".join(rows) + "\n</body></html>\n"


def html_doc_zl(p):
    i = p["intent"]
    b = [f"""<p class=t1 align=center>{esc(p['name'])}</p>
<p align=center>{p['sex']}　{p['age']}岁　{highest(p)}　{wy_text(p)}</p>
<p align=center>手机：{esc(p['phone_shown'])}　邮箱：{esc(p['email'])}　现居住于：{esc(p['city_shown'])}</p>
<table width=640 border=0><tr><td class=hd>求职意向</td></tr></table>
<p>期望工作地区：{esc(i['city'])}<br>期望月薪：{esc(i['salary'])}<br>期望从事职业：{esc(i['job'])}<br>期望从事行业：{esc(i['industry'])}<br>目前状况：{esc(i['status'])}</p>
<table width=640 border=0><tr><td class=hd>自我评价</td></tr></table><p>{esc(p['summary'])}</p>
<table width=640 border=0><tr><td class=hd>工作经历</td></tr></table>"""]
    for w in p["work"]:
        b.append(f"""<p><b>{esc(w['company'])}</b>　（{ym(w['start'], 'dot')} - {ym(w['end'], 'dot')}）<br>
{esc(w['dept']) + '　|　' if w['dept'] else ''}{esc(w['title'])}<br>工作描述：{'；'.join(esc(x) for x in w['desc'])}</p>""")
    b.append("<table width=640 border=0><tr><td class=hd>教育经历</td></tr></table>")
    for e in p["education"]:
        b.append(f"<p>{ym(e['start'], 'dot')} - {ym(e['end'], 'dot')}　{esc(e['school'])}　{esc(e['major'])}　{esc(e['shown'])}</p>")
    b.append("<table width=640 border=0><tr><td class=hd>获得荣誉</td></tr></table>")
    b.append("<p>" + "<br>".join(esc(a) for a in p["awards"]) + "</p>")
    b.append("<table width=640 border=0><tr><td class=hd>证书</td></tr></table><p>" + "<br>".join(esc(s) for s in p["skills"]) + "</p>")
    meta = "<meta charset=gb2312>"
    return WORD_HTML_HEAD.format(meta=meta, title="智联招聘 - " + esc(p["name"])) + "\n".join(b) + "\n</body></html>\n"


def html_doc_lp(p):
    i = p["intent"]
    y, m = p["birth"].split("-")
    b = [f"""<table width=660 border=1 cellspacing=0 cellpadding=4 style='border-color:#999999'>
<tr><td colspan=4 class=t1>{esc(p['name'])}</td></tr>
<tr><td class=k width=100>性别</td><td width=220>{p['sex']}</td><td class=k width=100>出生年月</td><td>{y}-{m}</td></tr>
<tr><td class=k>手机</td><td>{esc(p['phone_shown'])}</td><td class=k>邮箱</td><td>{esc(p['email'])}</td></tr>
<tr><td class=k>所在地</td><td>{esc(p['city_shown'])}</td><td class=k>工作年限</td><td>{p['workYears']}年</td></tr>
<tr><td class=k>教育程度</td><td>{highest(p)}</td><td class=k>目前状态</td><td>{esc(i['status'])}</td></tr>
<tr><td class=k>期望职位</td><td>{esc(i['job'])}</td><td class=k>期望年薪</td><td>{esc(i['salary'])}</td></tr>
</table>
<p class=hd>职业概述</p><p>{esc(p['summary'])}</p>
<p class=hd>工作经历</p>"""]
    for w in p["work"]:
        b.append(f"""<table width=660 border=0 cellspacing=0 cellpadding=2>
<tr><td width=200>{ym(w['start'], 'dot')} - {ym(w['end'], 'dot')}</td><td><b>{esc(w['company'])}</b></td><td align=right>{dur(w['start'], w['end'])}</td></tr>
<tr><td></td><td colspan=2>职位名称：{esc(w['title'])}</td></tr>
{''.join(f'<tr><td></td><td colspan=2>{esc(x)}</td></tr>' for x in w['desc'])}</table>""")
    b.append("<p class=hd>教育经历</p>")
    for e in p["education"]:
        b.append(f"""<table width=660 border=0 cellspacing=0 cellpadding=2><tr><td width=200>{ym(e['start'], 'dot')} - {ym(e['end'], 'dot')}</td><td><b>{esc(e['school'])}</b></td></tr>
<tr><td></td><td>专业：{esc(e['major'])}　学历：{esc(e['shown'])}</td></tr></table>""")
    b.append("<p class=hd>技能专长</p><p>" + "、".join(esc(s) for s in p["skills"]) + "</p>")
    b.append("<p style='color:#999999'>本简历来自猎聘网</p>")
    meta = '<meta http-equiv="Content-Type" content="text/html; charset=gb2312">'
    return WORD_HTML_HEAD.format(meta=meta, title=esc(p["name"]) + "-猎聘简历") + "\n".join(b) + "\n</body></html>\n"


HTML_DOC = {"html-doc-51": html_doc_51, "html-doc-zl": html_doc_zl, "html-doc-lp": html_doc_lp}


# ======================================================================== RTF as Word writes it
def rtf_esc(s, mode):
    out = []
    for ch in s:
        o = ord(ch)
        if ch in "\\{}":
            out.append("\\" + ch)
        elif ch == "\t":
            out.append("\\tab ")
        elif o < 128:
            out.append(ch)
        elif mode == "gbk":
            out.append("".join(f"\\'{b:02x}" for b in ch.encode("gbk")))
        else:  # \uN followed by the GBK fallback bytes (\uc2), as Word does
            n = o if o < 32768 else o - 65536
            fb = "".join(f"\\'{b:02x}" for b in ch.encode("gbk", errors="replace"))
            out.append(f"\\u{n}{fb}")
    return "".join(out)


RTF_HEAD = r"""{\rtf1\adeflang1025\ansi\ansicpg936\uc2\adeff0\deff0\stshfdbch13\stshfloch0\stshfhich0\stshfbi0\deflang1033\deflangfe2052\themelang1033\themelangfe2052
{\fonttbl{\f0\fbidi \froman\fcharset0\fprq2{\*\panose 02020603050405020304}Times New Roman;}{\f13\fbidi \fnil\fcharset134\fprq2{\*\panose 02010600030101010101}\'cb\'ce\'cc\'e5{\*\falt SimSun};}
{\f14\fbidi \fswiss\fcharset134\fprq2\'ba\'da\'cc\'e5{\*\falt SimHei};}}
{\colortbl;\red0\green0\blue0;\red31\green78\blue121;\red128\green128\blue128;}
{\stylesheet{\ql \li0\ri0\widctlpar\wrapdefault\aspalpha\aspnum\faauto\adjustright\rin0\lin0\itap0 \rtlch\fcs1 \af0\afs24\alang1025 \ltrch\fcs0 \fs21\lang1033\langfe2052\kerning2\loch\f0\hich\af0\dbch\af13\cgrid\langnp1033\langfenp2052 \snext0 Normal;}
{\s1\ql \li0\ri0\sb240\sa120\keepn\widctlpar\outlinelevel0 \b\fs28\cf2\hich\af14\dbch\af14\loch\f14 \sbasedon0 \snext0 heading 1;}}
{\info{\title {title}}{\author HR}{\operator HR}{\creatim\yr2025\mo6\dy10\hr9\min12}{\revtim\yr2025\mo6\dy12\hr20\min3}{\version3}}
\paperw11906\paperh16838\margl1418\margr1418\margt1134\margb1134\gutter0\ltrsect
\widowctrl\ftnbj\aenddoc\formshade\horzdoc\dgmargin\dghspace180\dgvspace156\dghorigin1418\dgvorigin1134\dghshow0\dgvshow2\jcompress
\sectd \ltrsect\linex0\headery851\footery992\colsx425\endnhere\sectlinegrid312\sectspecifican\sectdefaultcl
"""


def rtf_par(text, mode, style="", fmt=""):
    return r"\pard\plain " + style + r" \ltrpar\ql\widctlpar\wrapdefault\faauto\rin0\lin0\itap0 {\rtlch\fcs1 \af0 \ltrch\fcs0 \hich\af13\dbch\af13\loch\f13 " + (fmt + " " if fmt else "") + rtf_esc(text, mode) + r"\par}" + "\n"


def rtf_head(text, mode):
    return r"\pard\plain \s1\ql\sb240\sa120\keepn\widctlpar\outlinelevel0 {\rtlch\fcs1 \af0 \ltrch\fcs0 \b\fs28\cf2\hich\af14\dbch\af14\loch\f14 " + rtf_esc(text, mode) + r"\par}" + "\n"


def rtf_row(cells, widths, mode, bold_first=False):
    x = 0
    defs = []
    for w in widths:
        x += w
        defs.append(r"\clvertalc\clbrdrt\brdrs\brdrw10 \clbrdrl\brdrs\brdrw10 \clbrdrb\brdrs\brdrw10 \clbrdrr\brdrs\brdrw10 \cltxlrtb\clftsWidth3\clwWidth" + str(w) + r" \cellx" + str(x))
    row = r"\trowd \irow0\ts11\trgaph108\trleft-108\trftsWidth1\trpaddl108\trpaddr108\trpaddfl3\trpaddfr3 " + " ".join(defs) + "\n"
    for k, c in enumerate(cells):
        f = r"\b " if bold_first and k % 2 == 0 else ""
        row += r"\pard\plain \ql\intbl\widctlpar {\rtlch\fcs1 \af0 \ltrch\fcs0 \hich\af13\dbch\af13\loch\f13 " + f + rtf_esc(c, mode) + r"\cell}"
    row += r"\pard\plain \intbl\widctlpar {\trowd " + " ".join(defs) + r"\row}" + "\n"
    return row


def rtf_classic(p, mode="gbk"):
    """16: paragraphs only, \\'hh escapes; dates as 2022年7月."""
    y, m = p["birth"].split("-")
    o = [RTF_HEAD.replace("{title}", rtf_esc("个人简历", mode))]
    o.append(r"\pard\plain \qc\widctlpar {\rtlch\fcs1 \af0 \ltrch\fcs0 \b\fs44\hich\af14\dbch\af14\loch\f14 " + rtf_esc(p["name"], mode) + r"\par}" + "\n")
    o.append(rtf_par(f"{p['sex']}  |  {p['age']}岁（{y}年{int(m)}月出生）  |  {wy_text(p)}  |  现居：{p['city_shown']}", mode, fmt=r"\qc"))
    o.append(rtf_par(f"手机：{p['phone_shown']}    邮箱：{p['email']}", mode))
    o.append(rtf_head("个人简介", mode))
    o.append(rtf_par(p["summary"], mode))
    o.append(rtf_head("工作经历", mode))
    for w in p["work"]:
        o.append(rtf_par(f"{ym(w['start'], 'cn')} — {ym(w['end'], 'cn')}\t{w['company']}", mode, fmt=r"\b"))
        o.append(rtf_par(f"{w['dept']}  {w['title']}" if w["dept"] else w["title"], mode))
        for d in w["desc"]:
            o.append(rtf_par("● " + d, mode))
    o.append(rtf_head("项目经历", mode))
    for j in p["projects"]:
        o.append(rtf_par(f"{ym(j['start'], 'cn')} — {ym(j['end'], 'cn')}\t{j['name']}（{j['role']}）", mode, fmt=r"\b"))
    o.append(rtf_head("教育背景", mode))
    for e in p["education"]:
        o.append(rtf_par(f"{ym(e['start'], 'cn')} — {ym(e['end'], 'cn')}\t{e['school']}\t{e['major']}\t{e['shown']}", mode))
    o.append(rtf_head("技能", mode))
    o.append(rtf_par("、".join(p["skills"]), mode))
    o.append("}\n")
    return "".join(o)


def rtf_table(p, mode="u"):
    """17 (\\uN with GBK fallback) and 18 (\\'hh): the basic data in a table, then sections with table rows."""
    o = [RTF_HEAD.replace("{title}", rtf_esc(p["name"] + "的简历", mode))]
    o.append(r"\pard\plain \qc\widctlpar {\rtlch\fcs1 \af0 \ltrch\fcs0 \b\fs36\hich\af14\dbch\af14\loch\f14 " + rtf_esc("个 人 简 历", mode) + r"\par}" + "\n")
    cells = [("姓　　名", p["name"]), ("性　　别", p["sex"])]
    if p["birth"]:
        y, m = p["birth"].split("-")
        cells.append(("出生日期", f"{y}.{m}"))
    if p["age"] is not None:
        cells.append(("年　　龄", f"{p['age']}岁"))
    if p.get("hometown"):
        cells.append(("籍　　贯", p["hometown"]))
    cells += [("现居住地", p["city_shown"]), ("工作年限", f"{p['workYears']}年"), ("最高学历", highest(p)),
              ("联系电话", p["phone_shown"]), ("电子邮箱", p["email"])]
    if len(cells) % 2:
        cells.append(("", ""))
    for k in range(0, len(cells), 2):
        a, b = cells[k], cells[k + 1]
        o.append(rtf_row([a[0], a[1], b[0], b[1]], [1500, 2750, 1500, 3320], mode, bold_first=True))
    o.append(rtf_head("求职目标", mode))
    o.append(rtf_par(p["summary"], mode))
    o.append(rtf_head("工作经历", mode))
    o.append(rtf_row(["起止时间", "工作单位", "职位"], [2300, 4270, 2500], mode))
    for w in p["work"]:
        o.append(rtf_row([f"{ym(w['start'], 'dot')}-{ym(w['end'], 'dot')}", w["company"], w["title"]], [2300, 4270, 2500], mode))
    for w in p["work"]:
        if w["desc"]:
            o.append(rtf_par(f"{w['company']}：" + "；".join(w["desc"]), mode))
    o.append(rtf_head("教育经历", mode))
    o.append(rtf_row(["起止时间", "学校", "专业", "学历"], [2300, 3070, 2200, 1500], mode))
    for e in p["education"]:
        o.append(rtf_row([f"{ym(e['start'], 'dot')}-{ym(e['end'], 'dot')}", e["school"], e["major"], e["shown"]], [2300, 3070, 2200, 1500], mode))
    o.append(rtf_head("专业技能", mode))
    o.append(rtf_par("；".join(p["skills"]), mode))
    o.append("}\n")
    return "".join(o)


RTF = {
    "rtf-classic": lambda p: rtf_classic(p, "gbk"),
    "rtf-unicode": lambda p: rtf_table(p, "u"),
    "rtf-doc": lambda p: rtf_table(p, "gbk"),
}


# ======================================================================== WPS-style DOCX parts
W_NS = ('xmlns:wpc="http://schemas.microsoft.com/office/word/2010/wordprocessingCanvas" '
        'xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" '
        'xmlns:o="urn:schemas-microsoft-com:office:office" '
        'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" '
        'xmlns:m="http://schemas.openxmlformats.org/officeDocument/2006/math" '
        'xmlns:v="urn:schemas-microsoft-com:vml" '
        'xmlns:wp14="http://schemas.microsoft.com/office/word/2010/wordprocessingDrawing" '
        'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" '
        'xmlns:w10="urn:schemas-microsoft-com:office:word" '
        'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" '
        'xmlns:w14="http://schemas.microsoft.com/office/word/2010/wordml" '
        'xmlns:wpg="http://schemas.microsoft.com/office/word/2010/wordprocessingGroup" '
        'xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape" '
        'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" '
        'xmlns:wpsCustomData="http://www.wps.cn/officeDocument/2013/wpsCustomData" '
        'mc:Ignorable="w14 wp14"')


def xe(s):
    return esc(s)


def run(text, b=False, sz=None, color=None):
    rpr = '<w:rFonts w:hint="eastAsia" w:ascii="微软雅黑" w:hAnsi="微软雅黑" w:eastAsia="微软雅黑"/>'
    if b:
        rpr += "<w:b/><w:bCs/>"
    if color:
        rpr += f'<w:color w:val="{color}"/>'
    if sz:
        rpr += f'<w:sz w:val="{sz}"/><w:szCs w:val="{sz}"/>'
    parts = str(text).split("\t")
    inner = '<w:tab/>'.join(f'<w:t xml:space="preserve">{xe(t)}</w:t>' for t in parts)
    return f"<w:r><w:rPr>{rpr}</w:rPr>{inner}</w:r>"


def para(*runs, jc=None, style=None, shade=None, tabs=None, spacing=None):
    ppr = ""
    if style:
        ppr += f'<w:pStyle w:val="{style}"/>'
    if shade:
        ppr += f'<w:shd w:val="clear" w:color="auto" w:fill="{shade}"/>'
    if tabs:
        ppr += "<w:tabs>" + "".join(f'<w:tab w:val="{k}" w:pos="{pos}"/>' for k, pos in tabs) + "</w:tabs>"
    if spacing:
        ppr += f'<w:spacing w:before="{spacing[0]}" w:after="{spacing[1]}"/>'
    if jc:
        ppr += f'<w:jc w:val="{jc}"/>'
    rs = "".join(r if r.startswith("<w:r") else run(r) for r in runs)
    return f"<w:p><w:pPr>{ppr}</w:pPr>{rs}</w:p>"


def cell(content, w, span_=1, shade=None, vmerge=None):
    tcpr = f'<w:tcW w:w="{w}" w:type="dxa"/>'
    if span_ > 1:
        tcpr += f'<w:gridSpan w:val="{span_}"/>'
    if vmerge:
        tcpr += f'<w:vMerge w:val="{vmerge}"/>' if vmerge == "restart" else "<w:vMerge/>"
    if shade:
        tcpr += f'<w:shd w:val="clear" w:color="auto" w:fill="{shade}"/>'
    tcpr += '<w:vAlign w:val="center"/>'
    if isinstance(content, str) and not content.startswith("<w:p"):
        content = para(content)
    return f"<w:tc><w:tcPr>{tcpr}</w:tcPr>{content}</w:tc>"


def table(rows, grid):
    borders = "".join(f'<w:{s} w:val="single" w:sz="4" w:space="0" w:color="auto"/>' for s in ("top", "left", "bottom", "right", "insideH", "insideV"))
    g = "".join(f'<w:gridCol w:w="{w}"/>' for w in grid)
    body = "".join("<w:tr><w:trPr><w:trHeight w:val=\"420\"/></w:trPr>" + "".join(r) + "</w:tr>" for r in rows)
    return (f'<w:tbl><w:tblPr><w:tblW w:w="{sum(grid)}" w:type="dxa"/><w:jc w:val="center"/><w:tblBorders>{borders}</w:tblBorders>'
            f'<w:tblLayout w:type="fixed"/><w:tblCellMar><w:left w:w="108" w:type="dxa"/><w:right w:w="108" w:type="dxa"/></w:tblCellMar>'
            f"</w:tblPr><w:tblGrid>{g}</w:tblGrid>{body}</w:tbl>")


def textbox(paras_xml, x_emu, y_emu, w_emu, h_emu, ident=1):
    """A floating text box as WPS/Word write it: a DrawingML shape with a VML fallback holding the same text."""
    return f"""<w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><wp:anchor distT="0" distB="0" distL="114300" distR="114300" simplePos="0" relativeHeight="251659264" behindDoc="0" locked="0" layoutInCell="1" allowOverlap="1">
<wp:simplePos x="0" y="0"/><wp:positionH relativeFrom="column"><wp:posOffset>{x_emu}</wp:posOffset></wp:positionH><wp:positionV relativeFrom="paragraph"><wp:posOffset>{y_emu}</wp:posOffset></wp:positionV>
<wp:extent cx="{w_emu}" cy="{h_emu}"/><wp:effectExtent l="0" t="0" r="0" b="0"/><wp:wrapNone/><wp:docPr id="{ident}" name="文本框 {ident}"/><wp:cNvGraphicFramePr/>
<a:graphic><a:graphicData uri="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"><wps:wsp><wps:cNvSpPr txBox="1"/>
<wps:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="{w_emu}" cy="{h_emu}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom><a:solidFill><a:srgbClr val="F2F5FA"/></a:solidFill><a:ln w="6350"><a:solidFill><a:srgbClr val="8EA9DB"/></a:solidFill></a:ln></wps:spPr>
<wps:txbx><w:txbxContent>{paras_xml}</w:txbxContent></wps:txbx><wps:bodyPr rot="0" vert="horz" wrap="square" lIns="91440" tIns="45720" rIns="91440" bIns="45720" anchor="t" anchorCtr="0"><a:noAutofit/></wps:bodyPr></wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing></mc:Choice>
<mc:Fallback><w:pict><v:shape id="文本框 {ident}" o:spid="_x0000_s102{ident}" o:spt="202" type="#_x0000_t202" style="position:absolute;left:0pt;margin-left:{x_emu / 12700:.1f}pt;margin-top:{y_emu / 12700:.1f}pt;height:{h_emu / 12700:.1f}pt;width:{w_emu / 12700:.1f}pt;z-index:251659264;" fillcolor="#F2F5FA" strokecolor="#8EA9DB" strokeweight="0.5pt">
<v:textbox><w:txbxContent>{paras_xml}</w:txbxContent></v:textbox></v:shape></w:pict></mc:Fallback></mc:AlternateContent></w:r>"""


def heading(text):
    return para(run(text, b=True, sz=26, color="1F4E79"), shade="DEEAF6", spacing=(200, 80))


def docx_header(p):
    """19: name, phone and e-mail only in the page header and footer."""
    hdr = [para(run(p["name"], b=True, sz=28), run(f"　　求职意向：行政/人事经理"), jc="left"),
           para(run(f"手机：{p['phone_shown']}　　邮箱：{p['email']}", sz=18, color="595959"), jc="left")]
    ftr = [para(run(f"{p['name']}　|　{p['phone_shown']}　|　{p['email']}", sz=16, color="808080"), jc="center")]
    body = [para(run("个人简历", b=True, sz=36), jc="center"),
            para(f"{p['sex']}　｜　{p['age']}岁　｜　{highest(p)}　｜　{wy_text(p)}　｜　现居 {p['city_shown']}", jc="center"),
            heading("自我评价"), para(p["summary"]), heading("工作经历")]
    for w in p["work"]:
        body.append(para(run(f"{ym(w['start'], 'dot')} - {ym(w['end'], 'dot')}\t{w['company']}\t{w['title']}", b=True), tabs=[("left", 2400), ("right", 9000)]))
        for d in w["desc"]:
            body.append(para("· " + d))
    body.append(heading("教育经历"))
    for e in p["education"]:
        body.append(para(f"{ym(e['start'], 'dot')} - {ym(e['end'], 'dot')}\t{e['school']}　{e['major']}\t{e['shown']}", tabs=[("left", 2400), ("right", 9000)]))
    body.append(heading("技能证书"))
    body.append(para("、".join(p["skills"])))
    return dict(body=body, header=hdr, footer=ftr)


def docx_textbox(p):
    """20: name as a title; phone, e-mail, city and birth sit in a floating text box to the right."""
    y, m = p["birth"].split("-")
    box = "".join([para(run("联系方式", b=True, color="1F4E79")), para(f"电话：{p['phone_shown']}"), para(f"邮箱：{p['email']}"),
                   para(f"现居：{p['city_shown']}"), para(f"出生年月：{y}年{int(m)}月")])
    body = [para(run(p["name"], b=True, sz=44), textbox(box, 3400000, 0, 2700000, 1300000, 1)),
            para(f"{p['sex']}　|　{highest(p)}　|　{wy_text(p)}"), para(""), para(""), para(""),
            heading("个人总结"), para(p["summary"]), heading("工作经历")]
    for w in p["work"]:
        body.append(para(run(w["company"], b=True), run(f"　　{ym(w['start'], 'cn')}～{ym(w['end'], 'cn')}", color="7F7F7F")))
        body.append(para(f"{w['dept']} — {w['title']}" if w["dept"] else w["title"]))
        for d in w["desc"]:
            body.append(para("● " + d))
    body.append(heading("项目经验"))
    for j in p["projects"]:
        body.append(para(run(j["name"], b=True), run(f"　　{ym(j['start'], 'cn')}～{ym(j['end'], 'cn')}　　{j['role']}")))
    body.append(heading("教育背景"))
    for e in p["education"]:
        body.append(para(f"{e['school']}　{e['major']}　{e['shown']}　{ym(e['start'], 'cn')}～{ym(e['end'], 'cn')}"))
    body.append(heading("技能"))
    body.append(para("、".join(p["skills"])))
    return dict(body=body, header=None, footer=None)


def docx_grid(p):
    """21: a 求职登记表 grid; 学习经历 and 工作经历 are table rows."""
    y, m = p["birth"].split("-")
    G = [1250, 1650, 1250, 1850, 1450, 1600]
    S = "F2F2F2"
    rows = [
        [cell("姓　名", G[0], shade=S), cell(p["name"], G[1]), cell("性　别", G[2], shade=S), cell(p["sex"], G[3]), cell("照片", G[4] + G[5], span_=2, vmerge="restart")],
        [cell("出生年月", G[0], shade=S), cell(f"{y}年{int(m)}月", G[1]), cell("籍　贯", G[2], shade=S), cell(p["hometown"], G[3]), cell("", G[4] + G[5], span_=2, vmerge="continue")],
        [cell("学　历", G[0], shade=S), cell(highest(p), G[1]), cell("工作年限", G[2], shade=S), cell(f"{p['workYears']}年", G[3]), cell("", G[4] + G[5], span_=2, vmerge="continue")],
        [cell("联系电话", G[0], shade=S), cell(p["phone_shown"], G[1]), cell("电子邮箱", G[2], shade=S), cell(p["email"], G[3] + G[4] + G[5], span_=3)],
        [cell("现居住地", G[0], shade=S), cell(p["city_shown"], G[1]), cell("应聘岗位", G[2], shade=S), cell("电气工程师/电气主管", G[3] + G[4] + G[5], span_=3)],
        [cell(para(run("学习经历", b=True), jc="center"), sum(G), span_=6, shade="D9E2F3")],
        [cell("起止年月", G[0] + G[1], span_=2, shade=S), cell("学校名称", G[2] + G[3], span_=2, shade=S), cell("专业", G[4], shade=S), cell("学历", G[5], shade=S)],
    ]
    for e in p["education"]:
        rows.append([cell(f"{ym(e['start'], 'dot')}-{ym(e['end'], 'dot')}", G[0] + G[1], span_=2), cell(e["school"], G[2] + G[3], span_=2), cell(e["major"], G[4]), cell(e["shown"], G[5])])
    rows += [
        [cell(para(run("工作经历", b=True), jc="center"), sum(G), span_=6, shade="D9E2F3")],
        [cell("起止年月", G[0] + G[1], span_=2, shade=S), cell("工作单位", G[2] + G[3], span_=2, shade=S), cell("部门", G[4], shade=S), cell("职务", G[5], shade=S)],
    ]
    for w in p["work"]:
        rows.append([cell(f"{ym(w['start'], 'dot')}-{ym(w['end'], 'dot')}", G[0] + G[1], span_=2), cell(w["company"], G[2] + G[3], span_=2), cell(w["dept"] or "", G[4]), cell(w["title"], G[5])])
    rows += [
        [cell("专业技能", G[0], shade=S), cell("PLC编程、高低压配电设计、EPLAN、电工进网许可证", sum(G[1:]), span_=5)],
        [cell("自我评价", G[0], shade=S), cell("12年电气设计与现场调试经验，熟悉新能源充电设备，能适应出差。", sum(G[1:]), span_=5)],
        [cell("本人承诺", G[0], shade=S), cell("以上所填信息真实有效。　签名：________　日期：____年__月__日", sum(G[1:]), span_=5)],
    ]
    body = [para(run("求职登记表", b=True, sz=40), jc="center"), para(run("填表日期：2025年6月9日", sz=18), jc="right"), table(rows, G)]
    return dict(body=body, header=None, footer=None)


def docx_mixed(p):
    """22: name and phone in the header, e-mail in the footer, body as two-cell tables."""
    hdr = [para(run(p["name"], b=True, sz=24), run(f"　　Tel：{p['phone_shown']}", sz=18), jc="right")]
    ftr = [para(run(f"E-mail：{p['email']}　　第 1 页", sz=16, color="808080"), jc="center")]
    G = [2600, 6400]
    body = [para(run("个 人 简 历", b=True, sz=36), jc="center"),
            table([[cell("性别", G[0]), cell(p["sex"], G[1])], [cell("年龄", G[0]), cell(f"{p['age']}岁", G[1])],
                   [cell("现居城市", G[0]), cell(p["city_shown"], G[1])], [cell("学历", G[0]), cell(highest(p), G[1])],
                   [cell("工作年限", G[0]), cell(f"{p['workYears']}年", G[1])], [cell("求职意向", G[0]), cell("药理研究员 / 药效评价主管", G[1])]], G),
            heading("教育背景")]
    body.append(table([[cell(f"{ym(e['start'], 'dot')} ~ {ym(e['end'], 'dot')}", G[0]), cell(f"{e['school']}　{e['major']}　{e['shown']}", G[1])] for e in p["education"]], G))
    body.append(heading("工作经历"))
    rows = []
    for w in p["work"]:
        d = "".join(para("· " + x) for x in w["desc"])
        rows.append([cell(f"{ym(w['start'], 'dot')} ~ {ym(w['end'], 'dot')}", G[0]),
                     cell(para(run(w["company"], b=True)) + para(f"{w['dept']}　{w['title']}" if w["dept"] else w["title"]) + d, G[1])])
    body.append(table(rows, G))
    body.append(heading("项目经历"))
    body.append(table([[cell(f"{ym(j['start'], 'dot')} ~ {ym(j['end'], 'dot')}", G[0]), cell(f"{j['name']}（{j['role']}）", G[1])] for j in p["projects"]], G))
    body.append(heading("技能"))
    body.append(para("、".join(p["skills"])))
    body.append(heading("在校经历"))
    body.append(para("2020.09 - 2021.06　福建医科大学研究生会　学术部干事"))
    return dict(body=body, header=hdr, footer=ftr)


DOCX = {"docx-header": docx_header, "docx-textbox": docx_textbox, "docx-grid": docx_grid, "docx-mixed": docx_mixed}


# ======================================================================== LibreOffice flat ODF
ODF_NS = ('xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" '
          'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
          'xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" '
          'xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" xmlns:presentation="urn:oasis:names:tc:opendocument:xmlns:presentation:1.0" '
          'xmlns:loext="urn:org:documentfoundation:names:experimental:office:xmlns:loext:1.0" office:version="1.3"')


def tp(text, style="P"):
    return f'<text:p text:style-name="{style}">{esc(text)}</text:p>'


def fodt(p, variant):
    """23 / 24: a full-width header, then a two-column section (Format › Columns in a section)."""
    styles = """<office:font-face-decls><style:font-face style:name="WenQuanYi Micro Hei" svg:font-family="'WenQuanYi Micro Hei'"/></office:font-face-decls>
<office:styles><style:default-style style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0.08cm"/><style:text-properties style:font-name="WenQuanYi Micro Hei" style:font-name-asian="WenQuanYi Micro Hei" fo:font-size="10pt" style:font-size-asian="10pt"/></style:default-style></office:styles>
<office:automatic-styles>
<style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.5cm" fo:margin-bottom="1.5cm" fo:margin-left="1.6cm" fo:margin-right="1.6cm"/></style:page-layout>
<style:style style:name="Sect1" style:family="section"><style:section-properties text:dont-balance-text-columns="{nobal}"><style:columns fo:column-count="2" fo:column-gap="0.9cm"><style:column-sep style:width="0.03cm" style:color="#999999" style:height="100%" style:style="solid"/></style:columns></style:section-properties></style:style>
<style:style style:name="P" style:family="paragraph"/>
<style:style style:name="Name" style:family="paragraph"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="24pt" style:font-size-asian="24pt" fo:font-weight="bold" style:font-weight-asian="bold"/></style:style>
<style:style style:name="Center" style:family="paragraph"><style:paragraph-properties fo:text-align="center"/></style:style>
<style:style style:name="H" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.3cm" fo:margin-bottom="0.12cm" fo:border-bottom="0.05cm solid #2e6f9e"/><style:text-properties fo:font-size="13pt" style:font-size-asian="13pt" fo:font-weight="bold" style:font-weight-asian="bold" fo:color="#2e6f9e"/></style:style>
<style:style style:name="HB" style:family="paragraph"><style:paragraph-properties fo:break-before="column" fo:margin-top="0.3cm" fo:margin-bottom="0.12cm" fo:border-bottom="0.05cm solid #2e6f9e"/><style:text-properties fo:font-size="13pt" style:font-size-asian="13pt" fo:font-weight="bold" style:font-weight-asian="bold" fo:color="#2e6f9e"/></style:style>
<style:style style:name="B" style:family="paragraph"><style:text-properties fo:font-weight="bold" style:font-weight-asian="bold"/></style:style>
<style:style style:name="Dim" style:family="paragraph"><style:text-properties fo:color="#666666" fo:font-size="9pt" style:font-size-asian="9pt"/></style:style>
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1"/></office:master-styles>"""
    hdr, left, right = [], [], []
    if variant == "a":  # 23: left column = profile, education, skills; a column break; right column = work
        y, m = p["birth"].split("-")
        hdr = [tp(p["name"], "Name"), tp(f"{p['sex']}　·　{y}年{int(m)}月生　·　{wy_text(p)}　·　现居{p['city_shown']}", "Center"),
               tp(f"电话 {p['phone_shown']}　·　邮箱 {p['email']}", "Center")]
        left = [tp("个人简介", "H"), tp(p["summary"]), tp("教育背景", "H")]
        for e in p["education"]:
            left += [tp(e["school"], "B"), tp(f"{e['major']}　{e['shown']}"), tp(f"{ym(e['start'], 'dot')} - {ym(e['end'], 'dot')}", "Dim")]
        left += [tp("技能证书", "H")] + [tp("· " + s) for s in p["skills"]]
        right = [tp("工作经历", "HB")]
        for w in p["work"]:
            right += [tp(w["company"], "B"), tp(f"{w['dept']}　{w['title']}" if w["dept"] else w["title"]),
                      tp(f"{ym(w['start'], 'dot')} - {ym(w['end'], 'dot')}", "Dim")] + [tp("· " + d) for d in w["desc"]]
        nobal = "false"
    else:  # 24: text simply flows down the left column and continues at the top of the right one
        hdr = [tp(p["name"], "Name"), tp(f"{p['sex']}　{p['age']}岁　{highest(p)}　{wy_text(p)}　{p['city_shown']}", "Center"),
               tp(f"手机：{p['phone_shown']}　E-mail：{p['email']}", "Center")]
        left = [tp("自我评价", "H"), tp(p["summary"]), tp("工作经历", "H")]
        for w in p["work"]:
            left += [tp(f"{ym(w['start'], 'cn0')} - {ym(w['end'], 'cn0')}", "Dim"), tp(w["company"], "B"), tp(w["title"])]
            left += [tp("· " + d) for d in w["desc"]]
        left += [tp("项目经历", "H")]
        for j in p["projects"]:
            left += [tp(f"{ym(j['start'], 'cn0')} - {ym(j['end'], 'cn0')}", "Dim"), tp(j["name"], "B"), tp(f"职责：{j['role']}")]
        left += [tp("教育经历", "H")]
        for e in p["education"]:
            left += [tp(f"{ym(e['start'], 'cn0')} - {ym(e['end'], 'cn0')}", "Dim"), tp(e["school"], "B"), tp(f"{e['major']}　{e['shown']}")]
        left += [tp("专业技能", "H")] + [tp("· " + s) for s in p["skills"]]
        nobal = "false"
    body = "".join(hdr) + '<text:section text:style-name="Sect1" text:name="Columns">' + "".join(left + right) + "</text:section>"
    return (f'<?xml version="1.0" encoding="UTF-8"?>\n<office:document {ODF_NS} office:mimetype="application/vnd.oasis.opendocument.text">'
            + styles.replace("{nobal}", nobal) + f"<office:body><office:text>{body}</office:text></office:body></office:document>\n")


def frame(x, y, w, h, paras, style="fr", name=None):
    nm = f' draw:name="{name}"' if name else ""
    return (f'<draw:frame draw:style-name="{style}" draw:layer="layout"{nm} svg:x="{x}cm" svg:y="{y}cm" svg:width="{w}cm" svg:height="{h}cm">'
            f'<draw:text-box>{"".join(paras)}</draw:text-box></draw:frame>')


def odg_styles(fill_colors):
    gs = "".join(
        f'<style:style style:name="{n}" style:family="graphic"><style:graphic-properties draw:stroke="none" draw:fill="solid" draw:fill-color="{c}" '
        f'fo:padding-top="0.2cm" fo:padding-left="0.3cm" fo:padding-right="0.3cm" draw:textarea-vertical-align="top" draw:auto-grow-height="false"/></style:style>'
        for n, c in fill_colors.items()
    )
    ps = """<style:style style:name="P" style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0.06cm"/><style:text-properties style:font-name="WenQuanYi Micro Hei" fo:font-family="'WenQuanYi Micro Hei'" style:font-family-asian="'WenQuanYi Micro Hei'" fo:font-size="10pt" style:font-size-asian="10pt" fo:color="#222222"/></style:style>
<style:style style:name="Big" style:family="paragraph"><style:text-properties fo:font-family="'WenQuanYi Micro Hei'" style:font-family-asian="'WenQuanYi Micro Hei'" fo:font-size="26pt" style:font-size-asian="26pt" fo:font-weight="bold" style:font-weight-asian="bold" fo:color="#ffffff"/></style:style>
<style:style style:name="W" style:family="paragraph"><style:text-properties fo:font-family="'WenQuanYi Micro Hei'" style:font-family-asian="'WenQuanYi Micro Hei'" fo:font-size="10pt" style:font-size-asian="10pt" fo:color="#ffffff"/></style:style>
<style:style style:name="H" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.1cm" fo:margin-bottom="0.1cm"/><style:text-properties fo:font-family="'WenQuanYi Micro Hei'" style:font-family-asian="'WenQuanYi Micro Hei'" fo:font-size="13pt" style:font-size-asian="13pt" fo:font-weight="bold" style:font-weight-asian="bold" fo:color="#b03a2e"/></style:style>
<style:style style:name="B" style:family="paragraph"><style:text-properties fo:font-family="'WenQuanYi Micro Hei'" style:font-family-asian="'WenQuanYi Micro Hei'" fo:font-size="10.5pt" style:font-size-asian="10.5pt" fo:font-weight="bold" style:font-weight-asian="bold"/></style:style>"""
    return gs + ps


def fodp(p):
    """25: one 16:9 slide, three side-by-side frames under a title band."""
    band = frame(0, 0, 28, 3.2, [tp(p["name"], "Big"), tp(f"{p['sex']} · {ym(p['birth'], 'dot')} · 应届毕业生 · {p['city_shown']} · {p['phone_shown']} · {p['email']}", "W")], "band")
    e = p["education"][0]
    c1 = [tp("教育背景", "H"), tp(e["school"], "B"), tp(f"{e['major']} · {e['shown']}", "P"), tp(f"{ym(e['start'], 'dot')} - {ym(e['end'], 'dot')}", "P"),
          tp("主修课程：实验心理学、心理统计、认知心理学", "P"), tp("技能", "H")] + [tp("· " + s, "P") for s in p["skills"]]
    c2 = [tp("项目经历", "H")]
    notes = ["回收有效问卷1,246份，完成SPSS中介效应分析", "设计眼动实验，被试62人，论文获校优秀毕业论文"]
    for j, note in zip(p["projects"], notes):
        c2 += [tp(j["name"], "B"), tp(f"{j['role']}　{ym(j['start'], 'dot')} - {ym(j['end'], 'dot')}", "P"), tp(note, "P")]
    c3 = [tp("社会实践与志愿者", "H")]
    for org, role, start, end in p["practice"]:
        c3 += [tp(org, "B"), tp(role, "P"), tp(f"{ym(start, 'dot')} - {ym(end, 'dot')}", "P")]
    c3 += [tp("校园经历", "H"), tp("2022.09 - 2023.06　心理学部学生会 宣传部部长", "P"), tp("自我评价", "H"), tp(p["summary"], "P")]
    frames = band + frame(0.6, 3.8, 8.6, 11.5, c1, "card") + frame(9.7, 3.8, 8.6, 11.5, c2, "card") + frame(18.8, 3.8, 8.6, 11.5, c3, "card")
    styles = odg_styles({"band": "#b03a2e", "card": "#f7efe9"})
    return (f'<?xml version="1.0" encoding="UTF-8"?>\n<office:document {ODF_NS} office:mimetype="application/vnd.oasis.opendocument.presentation">'
            f'<office:automatic-styles><style:page-layout style:name="PM1"><style:page-layout-properties fo:margin-top="0cm" fo:margin-bottom="0cm" fo:margin-left="0cm" fo:margin-right="0cm" fo:page-width="28cm" fo:page-height="15.75cm" style:print-orientation="landscape"/></style:page-layout>{styles}</office:automatic-styles>'
            '<office:master-styles><style:master-page style:name="Default" style:page-layout-name="PM1"/></office:master-styles>'
            f'<office:body><office:presentation><draw:page draw:name="简历" draw:master-page-name="Default">{frames}</draw:page></office:presentation></office:body></office:document>\n')


def fodg(p):
    """26: an A4 poster in Draw: a header band, a narrow left column of frames, a wide right column."""
    y, m = p["birth"].split("-")
    band = frame(0, 0, 21, 4.2, [tp(p["name"], "Big"), tp(f"行政总厨 / 厨师长　·　{wy_text(p)}", "W"),
                                tp(f"{p['sex']}　{y}年{int(m)}月出生　现居{p['city_shown']}", "W")], "band")
    left = [tp("联系方式", "H"), tp(f"手机：{p['phone_shown']}", "P"), tp(f"邮箱：{p['email']}", "P"), tp("技能", "H")] + [tp("· " + s, "P") for s in p["skills"]]
    left += [tp("证书", "H"), tp("中式烹调师（高级技师）", "P"), tp("食品安全管理员证", "P")]
    edu = [tp("教育经历", "H")] + sum(([tp(e["school"], "B"), tp(f"{e['major']}　{e['shown']}", "P"), tp(f"{ym(e['start'], 'dot')} - {ym(e['end'], 'dot')}", "P")] for e in p["education"]), [])
    work = [tp("工作经历", "H")]
    for w in p["work"]:
        work += [tp(f"{w['company']}　{w['title']}", "B"), tp(f"{ym(w['start'], 'dot')} - {ym(w['end'], 'dot')}", "P")]
    work += [tp("· 主导黔菜创新菜单，年营业额增长22%", "P"), tp("· 厨房团队最多48人，食材成本率控制在36%以内", "P")]
    frames = band + frame(0.7, 5, 6.3, 12, left, "card") + frame(7.6, 5, 12.7, 13, work, "card") + frame(7.6, 18.6, 12.7, 4.2, edu, "card")
    styles = odg_styles({"band": "#3b5b4a", "card": "#eef3ef"})
    return (f'<?xml version="1.0" encoding="UTF-8"?>\n<office:document {ODF_NS} office:mimetype="application/vnd.oasis.opendocument.graphics">'
            f'<office:automatic-styles><style:page-layout style:name="PM1"><style:page-layout-properties fo:margin-top="0cm" fo:margin-bottom="0cm" fo:margin-left="0cm" fo:margin-right="0cm" fo:page-width="21cm" fo:page-height="29.7cm"/></style:page-layout>{styles}</office:automatic-styles>'
            '<office:master-styles><style:master-page style:name="Default" style:page-layout-name="PM1"/></office:master-styles>'
            f'<office:body><office:drawing><draw:page draw:name="页面1" draw:master-page-name="Default">{frames}</draw:page></office:drawing></office:body></office:document>\n')


LO = {"lo-writer-2col": lambda p: ("fodt", fodt(p, "a")), "lo-writer-2col-b": lambda p: ("fodt", fodt(p, "b")),
      "lo-impress": lambda p: ("fodp", fodp(p)), "lo-draw": lambda p: ("fodg", fodg(p))}


# ======================================================================== pandoc Markdown
def md_cn(p):
    o = [f"# {p['name']}", "", f"{p['sex']} · {p['age']}岁 · {wy_text(p)} · {p['city_shown']}  ", f"手机 {p['phone_shown']} · 邮箱 <{p['email']}>", "",
         "## 概述", "", p["summary"], "", "## 经历", ""]
    for w in p["work"]:
        d = f"{w['dept']} · " if w["dept"] else ""
        o += [f"**{w['company']}** — {d}{w['title']}  ", f"*{ym(w['start'], 'dot1')} – {ym(w['end'], 'dot1')}*", ""]
    o += ["## 项目", ""]
    for j in p["projects"]:
        o += [f"**{j['name']}**（{j['role']}）  ", f"*{ym(j['start'], 'dot1')} – {ym(j['end'], 'dot1')}*", "", "- 负责主机排气系统改装方案与调试，按期交船", ""]
    o += ["## 教育", ""]
    for e in p["education"]:
        o += [f"**{e['school']}** · {e['major']} · {e['shown']}  ", f"*{ym(e['start'], 'dot1')} – {ym(e['end'], 'dot1')}*", ""]
    o += ["## 技能", "", "、".join(p["skills"]), "", "## 证书", "", "- 甲类一等大管轮适任证书", "- 2018年 船舶柴油机维修培训（上海船舶工艺研究所）", ""]
    return "\n".join(o)


def md_en(p):
    y, m = p["birth"].split("-")
    o = [f"# {p['name']} ({p['name_en']})", "", f"{p['city_shown']} | {p['phone_shown']} | {p['email']}  ",
         f"Female | Born {ym(p['birth'], 'en')} | {p['workYears']} years of experience", "", "## Profile", "", p["summary"], "", "## Experience", ""]
    for w in p["work"]:
        o += [f"### {w['title']}", "", f"{w['company']}  ", f"{ym(w['start'], 'en')} – {ym(w['end'], 'en')}", ""]
    o += ["## Education", ""]
    for e in p["education"]:
        o += [f"### {e['shown']}, {e['major']}", "", f"{e['school']}  ", f"{ym(e['start'], 'en')} – {ym(e['end'], 'en')}", ""]
    o += ["## Skills", "", ", ".join(p["skills"]), "", "## Languages", "", "Mandarin (native), English (fluent), French (basic)", ""]
    return "\n".join(o)


MD = {"pandoc-cn": md_cn, "pandoc-en": md_en}
