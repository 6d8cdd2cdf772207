# Flat ODT (.fodt) layouts converted by LibreOffice (07, 08, 09, 13, 19, 23) and Markdown for pandoc (14, 15, 22).
from fmt import d, span
from xml.sax.saxutils import escape as x

NS = ('xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
      'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" '
      'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" '
      'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
      'xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" '
      'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" '
      'xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" '
      'xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0" '
      'xmlns:dc="http://purl.org/dc/elements/1.1/"')

STYLES = """<office:font-face-decls><style:font-face style:name="WenQuanYi Micro Hei" svg:font-family="'WenQuanYi Micro Hei'"/></office:font-face-decls>
<office:styles>
<style:default-style style:family="paragraph"><style:paragraph-properties fo:margin-top="0cm" fo:margin-bottom="0.08cm"/>
<style:text-properties style:font-name="WenQuanYi Micro Hei" style:font-name-asian="WenQuanYi Micro Hei" fo:font-size="10pt" style:font-size-asian="10pt" fo:language="zh" fo:country="CN" style:language-asian="zh" style:country-asian="CN"/></style:default-style>
<style:style style:name="Standard" style:family="paragraph" style:class="text"/>
<style:style style:name="Title" style:family="paragraph"><style:paragraph-properties fo:text-align="center" fo:margin-bottom="0.2cm"/><style:text-properties fo:font-size="20pt" style:font-size-asian="20pt" fo:font-weight="bold" style:font-weight-asian="bold"/></style:style>
<style:style style:name="Name" style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0.15cm"/><style:text-properties fo:font-size="22pt" style:font-size-asian="22pt" fo:font-weight="bold" style:font-weight-asian="bold"/></style:style>
<style:style style:name="H" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.3cm" fo:margin-bottom="0.12cm" fo:border-bottom="0.6pt solid #2f5496" fo:padding-bottom="0.05cm" fo:keep-with-next="always"/><style:text-properties fo:color="#2f5496" fo:font-size="12.5pt" style:font-size-asian="12.5pt" fo:font-weight="bold" style:font-weight-asian="bold"/></style:style>
<style:style style:name="HC" style:family="paragraph" style:parent-style-name="H"><style:paragraph-properties fo:break-before="column"/></style:style>
<style:style style:name="B" style:family="paragraph"><style:text-properties fo:font-weight="bold" style:font-weight-asian="bold"/></style:style>
<style:style style:name="Small" style:family="paragraph"><style:text-properties fo:color="#555555" fo:font-size="9pt" style:font-size-asian="9pt"/></style:style>
<style:style style:name="Cell" style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0cm"/></style:style>
<style:style style:name="CellC" style:family="paragraph"><style:paragraph-properties fo:text-align="center" fo:margin-bottom="0cm"/></style:style>
<style:style style:name="Hdr" style:family="paragraph"><style:paragraph-properties fo:text-align="end"/><style:text-properties fo:font-size="9pt" style:font-size-asian="9pt" fo:color="#444444"/></style:style>
<style:style style:name="HdrName" style:family="paragraph"><style:text-properties fo:font-size="16pt" style:font-size-asian="16pt" fo:font-weight="bold" style:font-weight-asian="bold"/></style:style>
</office:styles>"""

AUTO = """<style:style style:name="Tbl" style:family="table"><style:table-properties style:width="17cm" table:align="margins" fo:margin-bottom="0.2cm"/></style:style>
<style:style style:name="TC" style:family="table-cell"><style:table-cell-properties fo:padding="0.08cm" fo:border="0.5pt solid #000000"/></style:style>
<style:style style:name="TCg" style:family="table-cell"><style:table-cell-properties fo:padding="0.08cm" fo:border="0.5pt solid #000000" fo:background-color="#e7e6e6"/></style:style>
<style:style style:name="TN" style:family="table-cell"><style:table-cell-properties fo:padding="0.06cm" fo:border="none"/></style:style>
<style:style style:name="S1" style:family="section"><style:section-properties><style:columns fo:column-count="1"/></style:section-properties></style:style>
<style:style style:name="S2" style:family="section"><style:section-properties text:dont-balance-text-columns="true"><style:columns fo:column-count="2" fo:column-gap="0.8cm"><style:column-sep style:width="0.5pt" style:color="#999999" style:height="100%"/></style:columns></style:section-properties></style:style>
<style:style style:name="S3" style:family="section"><style:section-properties><style:columns fo:column-count="3" fo:column-gap="0.5cm"/></style:section-properties></style:style>
<style:style style:name="fr1" style:family="graphic"><style:graphic-properties style:wrap="parallel" style:number-wrapped-paragraphs="no-limit" style:vertical-pos="from-top" style:vertical-rel="paragraph" style:horizontal-pos="from-left" style:horizontal-rel="paragraph" fo:border="0.8pt solid #2f5496" fo:padding="0.2cm" fo:background-color="#eef3fa"/></style:style>
<style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.3cm" fo:margin-bottom="1.3cm" fo:margin-left="2cm" fo:margin-right="2cm"/><style:header-style><style:header-footer-properties fo:min-height="0cm" fo:margin-bottom="0.4cm" fo:border-bottom="0.5pt solid #2f5496"/></style:header-style></style:page-layout>"""


def fodt(body, header=None):
    hdr = f"<style:header>{header}</style:header>" if header else ""
    return (f'<?xml version="1.0" encoding="UTF-8"?>\n<office:document {NS} office:version="1.3" '
            f'office:mimetype="application/vnd.oasis.opendocument.text">\n'
            '<office:meta><meta:creation-date>2025-06-12T09:30:00</meta:creation-date><dc:date>2025-06-12T09:30:00</dc:date>'
            '</office:meta>\n'
            f"{STYLES}\n<office:automatic-styles>{AUTO}</office:automatic-styles>\n"
            f'<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1">{hdr}'
            "</style:master-page></office:master-styles>\n"
            f"<office:body><office:text>\n{body}\n</office:text></office:body></office:document>\n")


def P(t, st="Standard"):
    return f'<text:p text:style-name="{st}">{x(t)}</text:p>'


def cell(t, span_=1, st="TC", pst="Cell"):
    parts = t if isinstance(t, list) else [t]
    attrs = f' table:number-columns-spanned="{span_}"' if span_ > 1 else ""
    c = f'<table:table-cell table:style-name="{st}" office:value-type="string"{attrs}>' + "".join(P(s, pst) for s in parts) + "</table:table-cell>"
    return c + "<table:covered-table-cell/>" * (span_ - 1)


def table(name, ncols, rows):
    return (f'<table:table table:name="{name}" table:style-name="Tbl"><table:table-column table:number-columns-repeated="{ncols}"/>'
            + "".join(f"<table:table-row>{r}</table:table-row>" for r in rows) + "</table:table>")


# 07 / 09 — 求职登记表: the whole resume is a grid; work and study as rows.
def form(p, S, title, study_label="学习经历", work_label="工作经历"):
    g = lambda t, n=1: cell(t, n, "TCg", "CellC")  # noqa: E731
    rows = [g("姓　名") + cell(p["name"]) + g("性　别") + cell(p["sex"]) + g("出生年月") + cell(p["birth_disp"]),
            g("籍　贯") + cell(p["hometown"]) + g("政治面貌") + cell(p["politics"]) + g("年　龄") + cell(str(p["age"]) if p.get("age") else ""),
            g("现居住地") + cell(p["city_disp"], 3) + g("最高学历") + cell(max((e[2] for e in p["E"]), key=["大专", "本科", "硕士", "博士"].index)),
            g("手　机") + cell(p["phone_disp"], 2) + g("电子邮箱") + cell(p["email"], 2)]
    if p.get("wy_disp"):
        rows.append(g("工作年限") + cell(p["wy_disp"], 5))
    rows.append(g(study_label, 6))
    rows.append(g("起止年月") + g("学校") + g("专业", 2) + g("学历/学位", 2))
    for e in p["E"]:
        rows.append(cell(span(e[4], e[5], S, "—")) + cell(e[0]) + cell(e[1], 2) + cell(e[3], 2))
    rows.append(g(work_label, 6))
    rows.append(g("起止年月") + g("工作单位") + g("职务") + g("主要工作内容", 3))
    for w in p["W"]:
        rows.append(cell(span(w[3], w[4], S, "—")) + cell(w[0]) + cell(w[2]) + cell(w[5], 3))
    rows.append(g("奖惩情况", 6))
    rows.append(cell(p.get("awards", "2021年度区级优秀公务员；2016年度先进工作者。"), 6))
    rows.append(g("本人承诺", 6))
    rows.append(cell("以上信息真实有效，如有虚假愿承担相应责任。　　签名：　　　　日期：2025年6月", 6))
    return fodt(P(title, "Title") + table("Form", 6, rows))


# 08 — two sections: 1-column header, 2-column body (education + skills | work, column break), 1-column projects.
def two_sections(p):
    S = "dash"
    b = [f'<text:section text:style-name="S1" text:name="Top">', P(p["name"], "Name"),
         P(f"{p['sex']}　|　{p['age']}岁　|　{p['wy_disp']}工作经验　|　常住：{p['city_disp']}"),
         P(f"手机 {p['phone_disp']}　|　邮箱 {p['email']}"), "</text:section>",
         '<text:section text:style-name="S2" text:name="Body">', P("教育背景", "H")]
    for e in p["E"]:
        b += [P(e[0], "B"), P(f"{e[1]}　{e[3]}"), P(span(e[4], e[5], S, " 至 "), "Small")]
    b.append(P("专业技能", "H"))
    b += [P("• " + s) for s in p["skills"]]
    b.append(P("工作经历", "HC"))
    for w in p["W"]:
        b += [P(w[0], "B"), P(f"{w[1]} · {w[2]}"), P(d(w[3], S) + " 至今" if w[4] == "至今" else span(w[3], w[4], S, " 至 "), "Small"),
              P(w[5])]
    b += ["</text:section>", '<text:section text:style-name="S1" text:name="Bottom">', P("项目经历", "H")]
    for x_ in p["P"]:
        b += [P(f"{x_[0]}　（{x_[1]}）　{span(x_[2], x_[3], S, ' 至 ')}", "B"), P(x_[4])]
    b.append("</text:section>")
    return fodt("".join(b))


# 13 — DOCX with sections of different column counts: 1-col header, 3-col skills, 1-col body.
def sections_docx(p):
    S = "dot"
    b = [P(p["name"], "Name"), P(f"{p['sex']} / 出生年月：{p['birth_disp']} / {p['city_disp']}"),
         P(f"电话：{p['phone_disp']}　邮箱：{p['email']}"), '<text:section text:style-name="S3" text:name="Skills">']
    b += [P("◇ " + s) for s in p["skills"]]
    b.append("</text:section>")
    b.append(P("工作经历", "H"))
    for w in p["W"]:
        b += [P(f"{w[0]}　　{span(w[3], w[4], S, ' - ')}", "B"), P(f"{w[1]}　{w[2]}"), P(w[5])]
    b.append(P("项目经历", "H"))
    for x_ in p["P"]:
        b += [P(f"{x_[0]}　　{span(x_[2], x_[3], S, ' - ')}", "B"), P(f"{x_[1]}：{x_[4]}")]
    b.append(P("教育经历", "H"))
    for e in p["E"]:
        b += [P(f"{e[0]}　　{span(e[4], e[5], S, ' - ')}", "B"), P(f"{e[1]}　{e[3]}")]
    return fodt("".join(b))


# 19 — name and contacts ONLY in the page header; skills in a floating text box (frame) beside the summary.
def header_textbox(p):
    S = "dot"
    header = (P(p["name"], "HdrName") + P(f"{p['sex']} | {p['age']}岁 | {p['city_disp']} | 电话 {p['phone_disp']} | 邮箱 {p['email']}", "Hdr"))
    box = ('<draw:frame draw:style-name="fr1" draw:name="SkillsBox" text:anchor-type="paragraph" svg:x="11.2cm" svg:y="0cm" '
           'svg:width="5.8cm" draw:z-index="0"><draw:text-box fo:min-height="3.2cm">'
           + P("专业技能", "B") + "".join(P("· " + s) for s in p["skills"]) + "</draw:text-box></draw:frame>")
    b = [f'<text:p text:style-name="H">个人简介</text:p>',
         f'<text:p text:style-name="Standard">{box}{x(p["wy_disp"])}游戏美术经验，擅长二次元角色设定与立绘，熟悉从概念到'
         "上线的美术流程，能与策划、程序高效协作。</text:p>", P(""), P(""), P(""), P(""), P("工作经历", "H")]
    for w in p["W"]:
        b += [P(f"{w[0]}｜{w[1]}｜{w[2]}", "B"), P(span(w[3], w[4], S, " - "), "Small"), P(w[5])]
    b.append(P("项目经历", "H"))
    for x_ in p["P"]:
        b += [P(f"{x_[0]}｜{x_[1]}", "B"), P(span(x_[2], x_[3], S, " - "), "Small"), P(x_[4])]
    b.append(P("教育经历", "H"))
    for e in p["E"]:
        b += [P(f"{e[0]}｜{e[1]}｜{e[3]}", "B"), P(span(e[4], e[5], S, " - "), "Small")]
    return fodt("".join(b), header)


# 23 — legacy .doc: borderless table per section (dates column left), 4 education entries.
def doc_tables(p):
    S = "slash1"
    n = lambda t, k=1: cell(t, k, "TN")  # noqa: E731
    b = [P(p["name"], "Name"), P(f"{p['sex']}，{p['age']}岁，从教{p['wy_disp']}，现居{p['city_disp']}"),
         P(f"联系电话：{p['phone_disp']}　电子邮箱：{p['email']}"), P("工作经历", "H")]
    b.append(table("Work", 3, [n(span(w[3], w[4], S, " — ")) + n(w[0]) + n([w[2] + ("（" + w[1] + "）" if w[1] else ""), w[5]])
                               for w in p["W"]]))
    b.append(P("科研项目", "H"))
    b.append(table("Proj", 3, [n(span(x_[2], x_[3], S, " — ")) + n(x_[0]) + n(x_[1] + "。" + x_[4]) for x_ in p["P"]]))
    b.append(P("教育经历", "H"))
    b.append(table("Edu", 3, [n(span(e[4], e[5], S, " — ")) + n(e[0]) + n(f"{e[1]}　{e[3]}") for e in p["E"]]))
    b.append(P("荣誉与专长", "H"))
    b.append(P("浙江省教坛新秀（2012年）；" + "、".join(p["skills"])))
    return fodt("".join(b))


# ---- Markdown for pandoc ----

def md_mixed(p):  # 14: headings 中文 / English
    S = "dot"
    L = [f"# {p['name']}", "", f"{p['sex']} · {p['age']}岁 · {p['wy_disp']}经验 · 所在城市：{p['city_disp']}  ",
         f"Mobile: {p['phone_disp']} · Email: {p['email']}", "", "## 工作经历 / Work Experience", ""]
    for w in p["W"]:
        L += [f"**{w[0]}** — {w[1]} · {w[2]}  ", f"*{span(w[3], w[4], S, ' – ', 'Present')}*", "", w[5], ""]
    L += ["## 项目经验 / Projects", ""]
    for x_ in p["P"]:
        L += [f"**{x_[0]}**（{x_[1]}）  ", f"*{span(x_[2], x_[3], S, ' – ')}*", "", x_[4], ""]
    L += ["## 教育背景 / Education", ""]
    for e in p["E"]:
        L += [f"- {span(e[4], e[5], S, ' – ')}　{e[0]}　{e[1]}　{e[3]}"]
    L += ["", "## 技能 / Skills", ""] + [f"- {s}" for s in p["skills"]]
    return "\n".join(L) + "\n"


def md_icons(p):  # 15: emoji headings, a table for education
    S = "slash"
    L = [f"# {p['name']}", "", f"📱 {p['phone_disp']}　✉️ {p['email']}　📍 现居 {p['city_disp']}　🎂 {p['birth_disp']}　{p['sex']}", "",
         "## 🏥 工作经历", ""]
    for w in p["W"]:
        dept = f"（{w[1]}）" if w[1] else ""
        L += [f"### {w[0]}{dept}", "", f"{w[2]} | {span(w[3], w[4], S, ' - ', '今')}", "", w[5], ""]
    L += ["## 📊 项目经历", ""]
    for x_ in p["P"]:
        L += [f"### {x_[0]}", "", f"{x_[1]} | {span(x_[2], x_[3], S, ' - ')}", "", x_[4], ""]
    L += ["## 🎓 教育经历", "", "| 时间 | 学校 | 专业 | 学位 |", "|---|---|---|---|"]
    for e in p["E"]:
        L += [f"| {span(e[4], e[5], S, ' - ')} | {e[0]} | {e[1]} | {e[3]} |"]
    L += ["", "## 🧰 技能", ""] + [f"- {s}" for s in p["skills"]]
    return "\n".join(L) + "\n"


def md_phd(p):  # 22: new PhD, no work; bare headings 教育 / 项目 / 技能
    S = "dot"
    L = [f"# {p['name']}", "", f"{p['sex']}｜{p['birth_disp']}生｜{p['wy_disp']}｜{p['city_disp']}  ",
         f"{p['phone_disp']}｜{p['email']}", "", "## 教育", ""]
    for e in p["E"]:
        L += [f"**{e[0]}**　{e[1]}　{e[3]}　{span(e[4], e[5], S, '–')}", ""]
    L += ["## 项目", ""]
    for x_ in p["P"]:
        L += [f"**{x_[0]}**　{span(x_[2], x_[3], S, '–')}", "", x_[4], ""]
    L += ["## 论文", "", "1. Qiu S. *et al.* Cryo-EM structure of a rice NLR resistosome. *Plant Cell* (2024), 第一作者。", "",
          "## 技能", ""] + [f"- {s}" for s in p["skills"]]
    return "\n".join(L) + "\n"
