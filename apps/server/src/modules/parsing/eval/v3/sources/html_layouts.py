"""HTML pages for the Chromium-printed files (job-board pages, two-column CV templates, scans) and for the
MHTML / HTML "Word" downloads. Each function takes a person from people.py and returns a complete HTML document."""

from common import dur, esc, highest, span, wy_text, ym

FONT = "'WenQuanYi Micro Hei', 'DejaVu Sans', sans-serif"


def page(title, css, body, lang="zh-CN", head_extra=""):
    return f"""<!DOCTYPE html>
<html lang="{lang}"><head><meta charset="utf-8"><title>{esc(title)}</title>{head_extra}
<style>
@page {{ size: A4; margin: 14mm 12mm; }}
* {{ box-sizing: border-box; }}
body {{ font-family: {FONT}; font-size: 10.5pt; color: #333; margin: 0; line-height: 1.55; }}
ul {{ margin: 2px 0 6px 0; padding-left: 18px; }}
li {{ margin: 1px 0; }}
{css}
</style></head><body>
{body}
</body></html>
"""


def bullets(items):
    if not items:
        return ""
    return "<ul>" + "".join(f"<li>{esc(x)}</li>" for x in items) + "</ul>"


def birth_cn(p):
    y, m = p["birth"].split("-")
    return f"{y}年{int(m)}月"


# ---------------------------------------------------------------- 01 智联-like
def zhilian(p):
    css = """
.top { border-bottom: 3px solid #3a6df0; padding-bottom: 10px; display: flex; justify-content: space-between; }
.name { font-size: 22pt; font-weight: bold; color: #222; }
.meta { color: #555; margin-top: 4px; }
.meta span + span:before { content: " | "; color: #bbb; }
.contact { margin-top: 4px; color: #555; }
.updated { color: #999; font-size: 9pt; text-align: right; }
h2 { font-size: 12.5pt; color: #3a6df0; border-bottom: 1px solid #e3e8f5; margin: 14px 0 6px; padding-bottom: 3px; }
h2 .ic { display: inline-block; width: 18px; color: #3a6df0; }
.intent td { padding: 2px 18px 2px 0; }
.intent td.k { color: #888; }
.row { display: flex; justify-content: space-between; align-items: baseline; margin-top: 8px; }
.row .co { font-weight: bold; font-size: 11pt; }
.row .dt { color: #777; white-space: nowrap; }
.sub { color: #444; }
.tags span { display: inline-block; border: 1px solid #cfd8f3; border-radius: 3px; padding: 0 6px; margin: 2px 4px 2px 0; font-size: 9pt; }
"""
    meta = [p["sex"], f"{p['age']}岁", highest(p), wy_text(p), f"现居住地：{p['city_shown']}"]
    b = [f"""<div class="top"><div>
<div class="name">{esc(p['name'])}</div>
<div class="meta">{''.join(f'<span>{esc(x)}</span>' for x in meta)}</div>
<div class="contact">&#9742; {esc(p['phone_shown'])} &nbsp;&nbsp; &#9993; {esc(p['email'])}</div>
</div><div class="updated">简历编号：ZL2025061{p['n']:04d}<br>更新时间：2025-06-12</div></div>"""]
    i = p["intent"]
    b.append(f"""<h2><span class="ic">&#9873;</span>求职意向</h2>
<table class="intent"><tr><td class="k">期望职位</td><td>{esc(i['job'])}</td><td class="k">期望城市</td><td>{esc(i['city'])}</td></tr>
<tr><td class="k">期望月薪</td><td>{esc(i['salary'])}</td><td class="k">期望行业</td><td>{esc(i['industry'])}</td></tr>
<tr><td class="k">求职状态</td><td colspan="3">{esc(i['status'])}</td></tr></table>""")
    b.append(f'<h2><span class="ic">&#9998;</span>自我评价</h2><div>{esc(p["summary"])}</div>')
    b.append('<h2><span class="ic">&#9635;</span>工作经历</h2>')
    for w in p["work"]:
        b.append(f"""<div class="row"><span class="co">{esc(w['company'])}</span><span class="dt">{span(w, 'dot')}（{dur(w['start'], w['end'])}）</span></div>
<div class="sub">{esc(w['dept'] + ' | ') if w['dept'] else ''}{esc(w['title'])}</div>{bullets(w['desc'])}""")
    b.append('<h2><span class="ic">&#9881;</span>项目经历</h2>')
    for j in p["projects"]:
        b.append(f"""<div class="row"><span class="co">{esc(j['name'])}</span><span class="dt">{span(j, 'dot')}</span></div>
<div class="sub">担任角色：{esc(j['role'])}</div>{bullets(j['desc'])}""")
    b.append('<h2><span class="ic">&#9733;</span>教育经历</h2>')
    for e in p["education"]:
        b.append(f"""<div class="row"><span class="co">{esc(e['school'])}</span><span class="dt">{span(e, 'dot')}</span></div>
<div class="sub">{esc(e['major'])} | {esc(e['shown'])}</div>""")
    b.append('<h2><span class="ic">&#9830;</span>专业技能</h2><div class="tags">' + "".join(f"<span>{esc(s)}</span>" for s in p["skills"]) + "</div>")
    return page(f"{p['name']}的简历", css, "\n".join(b))


# ---------------------------------------------------------------- 02 前程无忧-like (main + right side panel)
def job51(p):
    css = """
.wrap { display: flex; gap: 14px; }
.main { flex: 1; }
.side { width: 190px; background: #f6f8f3; border-left: 3px solid #ff8a00; padding: 8px 10px; font-size: 9.5pt; }
.side h3 { font-size: 10.5pt; margin: 8px 0 4px; color: #ff6a00; }
.hd { background: #fff7ee; padding: 10px 12px; border: 1px solid #f3dfc8; margin-bottom: 8px; }
.hd .name { font-size: 20pt; font-weight: bold; }
.hd .l { color: #555; margin-top: 2px; }
h2 { font-size: 12pt; background: #f2f2f2; padding: 3px 8px; margin: 12px 0 6px; border-left: 4px solid #ff8a00; }
.item { margin: 6px 0 8px; }
.item .t { display: flex; justify-content: space-between; }
.item .t b { font-size: 10.5pt; }
.item .d { color: #888; white-space: nowrap; }
.item .s { color: #555; }
"""
    y, m = p["birth"].split("-")
    hd = f"""<div class="hd"><div class="name">{esc(p['name'])}</div>
<div class="l">{p['sex']} | {p['age']}岁（{int(y)}年{int(m)}月15日） | {wy_text(p)} | 户口：{esc(p['hometown'])}</div>
<div class="l">现居住：{esc(p['city_shown'])}</div>
<div class="l">手机：{esc(p['phone_shown'])} &nbsp; E-mail：{esc(p['email'])}</div></div>"""
    main = [hd, f"<h2>自我评价</h2><div>{esc(p['summary'])}</div>", "<h2>工作经验</h2>"]
    for w in p["work"]:
        main.append(f"""<div class="item"><div class="t"><b>{esc(w['company'])}</b><span class="d">{span(w, 'slash', ' -- ')} [{dur(w['start'], w['end'])}]</span></div>
<div class="s">所在部门：{esc(w['dept'])} &nbsp; 职位：{esc(w['title'])}</div>{bullets(w['desc'])}</div>""")
    main.append("<h2>教育经历</h2>")
    for e in p["education"]:
        main.append(f"""<div class="item"><div class="t"><b>{esc(e['school'])}</b><span class="d">{span(e, 'slash', ' -- ')}</span></div>
<div class="s">{esc(e['shown'])} | {esc(e['major'])}</div></div>""")
    i = p["intent"]
    side = f"""<h3>求职意向</h3><div>期望工作地区：{esc(i['city'])}</div><div>期望月薪：{esc(i['salary'])}</div>
<div>目前状况：{esc(i['status'])}</div><div>期望从事职业：{esc(i['job'])}</div><div>期望从事行业：{esc(i['industry'])}</div>
<h3>证书</h3>{''.join(f'<div>{esc(c)}</div>' for c in p['certificates'])}
<h3>技能特长</h3>{''.join(f'<div>{esc(s)}</div>' for s in p['skills'])}"""
    body = f'<div class="wrap"><div class="main">{"".join(main)}</div><div class="side">{side}</div></div>'
    return page(f"{p['name']} - 前程无忧简历", css, body)


# ---------------------------------------------------------------- 03 猎聘-like (left info panel)
def liepin(p):
    css = """
.wrap { display: flex; gap: 16px; }
.side { width: 200px; border-right: 1px solid #e5e5e5; padding-right: 12px; font-size: 9.5pt; }
.side .name { font-size: 19pt; font-weight: bold; margin-bottom: 6px; }
.side dl { margin: 0; } .side dt { color: #999; margin-top: 6px; } .side dd { margin: 0; }
.main { flex: 1; }
h2 { font-size: 12pt; color: #c1272d; margin: 12px 0 6px; border-bottom: 2px solid #c1272d; padding-bottom: 2px; }
.job { margin: 8px 0; }
.job .t { display: flex; justify-content: space-between; align-items: baseline; }
.job .t b { font-size: 11pt; }
.job .d { color: #888; font-size: 9.5pt; white-space: nowrap; }
.job .r { color: #444; }
.intent { background: #fbf3f3; padding: 6px 8px; }
"""
    side = f"""<div class="name">{esc(p['name'])}</div><dl>
<dt>性别</dt><dd>{p['sex']}</dd><dt>年龄</dt><dd>{p['age']}岁</dd><dt>所在城市</dt><dd>{esc(p['city_shown'])}</dd>
<dt>工作年限</dt><dd>{p['workYears']}年</dd><dt>最高学历</dt><dd>{highest(p)}</dd>
<dt>手机号码</dt><dd>{esc(p['phone_shown'])}</dd><dt>电子邮箱</dt><dd>{esc(p['email'])}</dd>
<dt>技能标签</dt><dd>{' / '.join(esc(s) for s in p['skills'])}</dd></dl>"""
    i = p["intent"]
    m = [f"""<h2>求职意向</h2><div class="intent">期望职位：{esc(i['job'])}　期望地点：{esc(i['city'])}　期望年薪：{esc(i['salary'])}<br>
期望行业：{esc(i['industry'])}　当前状态：{esc(i['status'])}</div>""",
         f"<h2>职业概况</h2><div>{esc(p['summary'])}</div>", "<h2>工作经历</h2>"]
    for w in p["work"]:
        m.append(f"""<div class="job"><div class="t"><b>{esc(w['company'])}</b><span class="d">{span(w, 'dot')} ({dur(w['start'], w['end'])})</span></div>
<div class="r">{esc(w['title'])} · {esc(w['dept'])}</div>{bullets(w['desc'])}</div>""")
    m.append("<h2>项目经历</h2>")
    for j in p["projects"]:
        m.append(f"""<div class="job"><div class="t"><b>{esc(j['name'])}</b><span class="d">{span(j, 'dot')}</span></div>
<div class="r">项目职务：{esc(j['role'])}</div>{bullets(j['desc'])}</div>""")
    m.append("<h2>教育经历</h2>")
    for e in p["education"]:
        m.append(f"""<div class="job"><div class="t"><b>{esc(e['school'])}</b><span class="d">{span(e, 'dot')}</span></div>
<div class="r">{esc(e['major'])} · {esc(e['shown'])}</div></div>""")
    body = f'<div class="wrap"><div class="side">{side}</div><div class="main">{"".join(m)}</div></div>'
    return page(f"{p['name']}-猎聘简历", css, body)


# ---------------------------------------------------------------- 04 BOSS-like online resume
def boss(p):
    css = """
.card { display: flex; align-items: center; gap: 14px; border-bottom: 1px solid #eee; padding-bottom: 10px; }
.avatar { width: 58px; height: 58px; border-radius: 50%; background: #5dd5c8; color: #fff; font-size: 22pt; text-align: center; line-height: 58px; }
.name { font-size: 18pt; font-weight: bold; }
.info span { color: #666; } .info span + span:before { content: "  ·  "; color: #ccc; }
h2 { font-size: 12pt; margin: 14px 0 6px; }
h2:before { content: ""; display: inline-block; width: 4px; height: 13px; background: #00bebd; margin-right: 6px; }
.exp { margin: 6px 0 10px; }
.exp .t { display: flex; justify-content: space-between; }
.exp .t b { font-size: 11pt; }
.exp .d { color: #999; }
.exp .s { color: #555; }
.expect { display: flex; gap: 26px; color: #333; }
.lbl { color: #999; margin-right: 6px; }
"""
    i = p["intent"]
    b = [f"""<div class="card"><div class="avatar">{esc(p['name'][0])}</div><div>
<div class="name">{esc(p['name'])}</div>
<div class="info"><span>{p['workYears']}年</span><span>{highest(p)}</span><span>{p['age']}岁</span><span>{p['sex']}</span><span>{esc(i['status'])}</span></div>
<div class="info"><span>&#9990; {esc(p['phone_shown'])}</span><span>&#9993; {esc(p['email'])}</span><span>&#9873; {esc(p['city_shown'])}</span></div>
</div></div>""",
         f"<h2>个人优势</h2><div>{esc(p['summary'])}</div>",
         f"""<h2>期望职位</h2><div class="expect"><span>{esc(i['job'])}</span><span>{esc(i['city'])}</span><span>{esc(i['salary'])}</span><span>{esc(i['industry'])}</span></div>""",
         "<h2>工作经历</h2>"]
    for w in p["work"]:
        b.append(f"""<div class="exp"><div class="t"><b>{esc(w['company'])}</b><span class="d">{span(w, 'dot', '-')}</span></div>
<div class="s">{esc(w['title'])}</div><div><span class="lbl">内容：</span></div>{bullets(w['desc'])}</div>""")
    b.append("<h2>项目经历</h2>")
    for j in p["projects"]:
        b.append(f"""<div class="exp"><div class="t"><b>{esc(j['name'])}</b><span class="d">{span(j, 'dot', '-')}</span></div>
<div class="s">{esc(j['role'])}</div>{bullets(j['desc'])}</div>""")
    b.append("<h2>教育经历</h2>")
    for e in p["education"]:
        b.append(f"""<div class="exp"><div class="t"><b>{esc(e['school'])}</b><span class="d">{span(e, 'dot', '-')}</span></div>
<div class="s">{esc(e['shown'])} · {esc(e['major'])}</div></div>""")
    b.append("<h2>专业技能</h2><div>" + "、".join(esc(s) for s in p["skills"]) + "</div>")
    return page(f"{p['name']}的在线简历", css, "\n".join(b))


# ---------------------------------------------------------------- 05 two-column template, dark sidebar left
def sidebar_left(p):
    css = """
@page { margin: 0; }
.grid { display: grid; grid-template-columns: 68mm 1fr; min-height: 297mm; }
.side { background: #2f3a4c; color: #e8ecf2; padding: 18mm 8mm 10mm; font-size: 9.5pt; }
.side h3 { color: #ffcf70; font-size: 11pt; letter-spacing: 2px; border-bottom: 1px solid #56627a; padding-bottom: 3px; margin: 16px 0 6px; }
.photo { width: 30mm; height: 36mm; background: #56627a; margin: 0 auto 8px; }
.bar { height: 5px; background: #56627a; margin: 2px 0 6px; } .bar i { display: block; height: 5px; background: #ffcf70; }
.main { padding: 18mm 12mm 10mm 10mm; }
.name { font-size: 26pt; font-weight: bold; color: #2f3a4c; letter-spacing: 6px; }
.role { color: #888; font-size: 12pt; margin-bottom: 8px; }
h2 { font-size: 13pt; color: #2f3a4c; border-bottom: 2px solid #ffcf70; margin: 14px 0 6px; }
.e { margin: 6px 0 8px; }
.e .t { font-weight: bold; font-size: 11pt; }
.e .m { color: #777; font-size: 9.5pt; }
"""
    y, m = p["birth"].split("-")
    side = f"""<div class="photo"></div>
<h3>联系方式</h3><div>电话：{esc(p['phone_shown'])}</div><div>邮箱：{esc(p['email'])}</div>
<div>{esc(p['city_shown'])}</div><div>出生：{y}.{m}</div><div>性别：{p['sex']}</div>
<h3>专业技能</h3>""" + "".join(
        f'<div>{esc(s)}</div><div class="bar"><i style="width:{90 - k * 8}%"></i></div>' for k, s in enumerate(p["skills"])
    ) + "<h3>语言</h3>" + "".join(f"<div>{esc(x)}</div>" for x in p["languages"])
    m_ = [f'<div class="name">{esc(p["name"])}</div><div class="role">{esc(p["title_line"])}</div>',
          f"<h2>个人简介</h2><div>{esc(p['summary'])}</div>", "<h2>工作经历</h2>"]
    for w in p["work"]:
        dept = f"{esc(w['dept'])} · " if w["dept"] else ""
        m_.append(f"""<div class="e"><div class="t">{esc(w['title'])}</div>
<div class="m">{esc(w['company'])} | {dept}{span(w, 'dot', ' – ')}</div>{bullets(w['desc'])}</div>""")
    m_.append("<h2>项目作品</h2>")
    for j in p["projects"]:
        m_.append(f"""<div class="e"><div class="t">{esc(j['name'])}</div><div class="m">{esc(j['role'])} | {span(j, 'dot', ' – ')}</div></div>""")
    m_.append("<h2>教育背景</h2>")
    for e in p["education"]:
        m_.append(f"""<div class="e"><div class="t">{esc(e['school'])}</div><div class="m">{esc(e['major'])} · {esc(e['shown'])} | {span(e, 'dot', ' – ')}</div></div>""")
    body = f'<div class="grid"><div class="side">{side}</div><div class="main">{"".join(m_)}</div></div>'
    return page(f"{p['name']} 简历", css, body)


# ---------------------------------------------------------------- 06 two-column template, sidebar right, bare headings
def sidebar_right(p):
    css = """
.grid { display: grid; grid-template-columns: 1fr 58mm; gap: 8mm; }
.name { font-size: 24pt; font-weight: bold; }
.role { color: #0a7d6b; font-size: 12pt; }
h2 { font-size: 13pt; color: #0a7d6b; margin: 14px 0 6px; text-transform: uppercase; }
.side { background: #eef6f4; padding: 8px 10px; font-size: 9.5pt; }
.side h3 { font-size: 10.5pt; color: #0a7d6b; margin: 10px 0 4px; }
.e { display: grid; grid-template-columns: 34mm 1fr; margin: 6px 0; }
.e .d { color: #888; font-size: 9pt; }
.e b { font-size: 10.5pt; }
"""
    side = f"""<h3>联系</h3><div>手机 {esc(p['phone_shown'])}</div><div>{esc(p['email'])}</div><div>{esc(p['city_shown'])}</div>
<h3>概况</h3><div>{p['sex']}，{p['age']}岁</div><div>工作年限：{p['workYears']}年</div><div>学历：{highest(p)}</div>
<h3>技能</h3>{''.join(f'<div>{esc(s)}</div>' for s in p['skills'])}
<h3>证书</h3>{''.join(f'<div>{esc(c)}</div>' for c in p['certificates'])}"""
    m = [f'<div class="name">{esc(p["name"])}</div><div class="role">{esc(p["title_line"])}</div><div>{esc(p["summary"])}</div>',
         "<h2>经历</h2>"]
    for w in p["work"]:
        d = f"{esc(w['dept'])} " if w["dept"] else ""
        m.append(f"""<div class="e"><div class="d">{ym(w['start'])} — {ym(w['end'])}</div><div><b>{esc(w['company'])}</b><br>{d}{esc(w['title'])}{bullets(w['desc'])}</div></div>""")
    m.append("<h2>教育</h2>")
    for e in p["education"]:
        m.append(f"""<div class="e"><div class="d">{ym(e['start'])} — {ym(e['end'])}</div><div><b>{esc(e['school'])}</b><br>{esc(e['major'])}　{esc(e['shown'])}</div></div>""")
    body = f'<div class="grid"><div>{"".join(m)}</div><div class="side">{side}</div></div>'
    return page(p["name"], css, body)


# ---------------------------------------------------------------- 07 English two-column
def english(p):
    css = """
.name { font-size: 24pt; font-weight: bold; color: #1d3557; }
.role { font-size: 12pt; color: #457b9d; margin-bottom: 10px; }
.grid { display: grid; grid-template-columns: 55mm 1fr; gap: 8mm; }
.side { font-size: 9.5pt; }
h2 { font-size: 11.5pt; letter-spacing: 1px; color: #1d3557; border-bottom: 1px solid #a8dadc; margin: 12px 0 6px; text-transform: uppercase; }
.job { margin: 6px 0 10px; }
.job .t { display: flex; justify-content: space-between; }
.job .t b { font-size: 11pt; }
.job .c { color: #457b9d; }
.job .d { color: #777; white-space: nowrap; }
"""
    side = f"""<h2>Contact</h2><div>Phone: {esc(p['phone_shown'])}</div><div>Email: {esc(p['email'])}</div><div>Location: {esc(p['city_shown'])}</div>
<div>Gender: Male</div><div>Experience: {p['workYears']} years</div>
<h2>Skills</h2>{''.join(f'<div>{esc(s)}</div>' for s in p['skills'])}
<h2>Languages</h2>{''.join(f'<div>{esc(s)}</div>' for s in p['languages'])}"""
    m = [f"<h2>Summary</h2><div>{esc(p['summary'])}</div>", "<h2>Experience</h2>"]
    for w in p["work"]:
        m.append(f"""<div class="job"><div class="t"><b>{esc(w['title'])}</b><span class="d">{span(w, 'en', ' – ')}</span></div>
<div class="c">{esc(w['company'])}</div>{bullets(w['desc'])}</div>""")
    m.append("<h2>Education</h2>")
    for e in p["education"]:
        m.append(f"""<div class="job"><div class="t"><b>{esc(e['shown'])} in {esc(e['major'])}</b><span class="d">{span(e, 'en', ' – ')}</span></div>
<div class="c">{esc(e['school'])}</div></div>""")
    m.append("<h2>Projects</h2>")
    for j in p["projects"]:
        m.append(f"""<div class="job"><div class="t"><b>{esc(j['name'])}</b><span class="d">{span(j, 'en', ' – ')}</span></div><div class="c">{esc(j['role'])}</div></div>""")
    body = f"""<div class="name">{esc(p['name'])}</div><div class="role">{esc(p['title_line'])}</div>
<div class="grid"><div class="side">{side}</div><div>{''.join(m)}</div></div>"""
    return page(f"{p['name']} - Resume", css, body, lang="en")


# ---------------------------------------------------------------- 08 timeline
def timeline(p):
    css = """
.hd { text-align: center; border-bottom: 1px solid #ddd; padding-bottom: 8px; }
.name { font-size: 24pt; font-weight: bold; color: #8b1e3f; }
.hd .l { color: #555; }
h2 { font-size: 12.5pt; color: #8b1e3f; margin: 14px 0 6px; }
.tl { position: relative; margin-left: 28mm; border-left: 2px solid #e0b8c4; padding-left: 14px; }
.it { position: relative; margin-bottom: 10px; min-height: 38px; }
.it:before { content: ""; position: absolute; left: -21px; top: 5px; width: 10px; height: 10px; border-radius: 50%; background: #8b1e3f; }
.it .d { position: absolute; left: -31mm; width: 24mm; text-align: right; color: #777; font-size: 9pt; }
.it b { font-size: 11pt; }
"""
    y, m = p["birth"].split("-")
    b = [f"""<div class="hd"><div class="name">{esc(p['name'])}</div><div class="l">{esc(p['title_line'])}</div>
<div class="l">{p['sex']} ｜ {y}年{int(m)}月生 ｜ {wy_text(p)} ｜ 现居 {esc(p['city_shown'])}</div>
<div class="l">{esc(p['phone_shown'])} ｜ {esc(p['email'])}</div></div>""",
         f"<h2>个人概述</h2><div>{esc(p['summary'])}</div>", '<h2>职业经历</h2><div class="tl">']
    for w in p["work"]:
        b.append(f"""<div class="it"><div class="d">{ym(w['start'])}<br>{ym(w['end'])}</div><b>{esc(w['company'])}</b>　{esc(w['title'])}{bullets(w['desc'])}</div>""")
    b.append('</div><h2>教育背景</h2><div class="tl">')
    for e in p["education"]:
        b.append(f"""<div class="it"><div class="d">{ym(e['start'])}<br>{ym(e['end'])}</div><b>{esc(e['school'])}</b>　{esc(e['major'])}　{esc(e['shown'])}</div>""")
    b.append("</div><h2>专业资质与技能</h2><div>" + "；".join(esc(x) for x in p["certificates"] + p["skills"]) + "</div>")
    return page(f"{p['name']}", css, "\n".join(b))


# ---------------------------------------------------------------- 09 job-board page with icon glyphs, student
def icons(p):
    css = """
.hd { display: flex; justify-content: space-between; background: #f3f7ff; padding: 10px 14px; border-radius: 6px; }
.name { font-size: 20pt; font-weight: bold; }
.hd .l { color: #555; }
h2 { font-size: 12pt; margin: 14px 0 6px; color: #1f4fb5; }
h2 .g { display: inline-block; width: 20px; height: 20px; border-radius: 50%; background: #1f4fb5; color: #fff; text-align: center; line-height: 20px; font-size: 10pt; margin-right: 6px; }
.r { display: flex; justify-content: space-between; margin-top: 6px; }
.r b { font-size: 10.5pt; }
.r .d { color: #888; white-space: nowrap; }
"""
    i = p["intent"]
    y, m = p["birth"].split("-")
    b = [f"""<div class="hd"><div><div class="name">{esc(p['name'])}</div>
<div class="l">{p['sex']} · {p['age']}岁 · {y}年{int(m)}月生 · {wy_text(p)} · {esc(p['city_shown'])}</div>
<div class="l">&#9743; {esc(p['phone_shown'])} · &#9993; {esc(p['email'])}</div></div>
<div class="l" style="text-align:right">求职状态<br><b>{esc(i['status'])}</b></div></div>"""]

    def h(g, t):
        return f'<h2><span class="g">{g}</span>{t}</h2>'

    b.append(h("&#10022;", "求职意向") + f"<div>意向岗位：{esc(i['job'])}　意向城市：{esc(i['city'])}　期望薪资：{esc(i['salary'])}</div>")
    b.append(h("&#9998;", "教育经历"))
    for e in p["education"]:
        b.append(f"""<div class="r"><b>{esc(e['school'])}　{esc(e['major'])}　{esc(e['shown'])}</b><span class="d">{span(e, 'dot')}</span></div>""")
    b.append(h("&#9874;", "实习经历"))
    for w in p["work"]:
        d = f"{esc(w['dept'])} " if w["dept"] else ""
        b.append(f"""<div class="r"><b>{esc(w['company'])}　{d}{esc(w['title'])}</b><span class="d">{span(w, 'dot')}（{dur(w['start'], w['end'])}）</span></div>{bullets(w['desc'])}""")
    b.append(h("&#9881;", "项目经历"))
    for j in p["projects"]:
        b.append(f"""<div class="r"><b>{esc(j['name'])}</b><span class="d">{span(j, 'dot')}</span></div><div>角色：{esc(j['role'])}</div>""")
    b.append(h("&#9873;", "校园经历") + "".join(f"<div>{esc(c)}</div>" for c in p["campus"]))
    b.append(h("&#9733;", "专业技能") + "<div>" + " / ".join(esc(s) for s in p["skills"]) + "</div>")
    return page(f"{p['name']}-简历", css, "\n".join(b))


# ---------------------------------------------------------------- 10 bilingual job-board page
def bilingual(p):
    css = """
.hd { border-bottom: 2px solid #0b5cab; padding-bottom: 8px; }
.name { font-size: 20pt; font-weight: bold; } .name small { font-size: 12pt; color: #666; margin-left: 10px; }
table.info { width: 100%; border-collapse: collapse; margin-top: 4px; }
table.info td { padding: 2px 4px; } table.info td.k { color: #888; width: 16%; }
h2 { font-size: 12pt; margin: 14px 0 6px; color: #0b5cab; }
h2 small { color: #8aa; font-weight: normal; margin-left: 6px; }
.r { display: flex; justify-content: space-between; margin-top: 6px; }
.r b { font-size: 10.5pt; }
.r .d { color: #777; white-space: nowrap; }
"""
    i = p["intent"]
    y, m = p["birth"].split("-")
    b = [f"""<div class="hd"><div class="name">{esc(p['name'])}<small>{esc(p['name_en'])}</small></div>
<table class="info"><tr><td class="k">性别 Gender</td><td>{p['sex']}</td><td class="k">年龄 Age</td><td>{p['age']}岁（{y}.{m}）</td></tr>
<tr><td class="k">手机 Mobile</td><td>{esc(p['phone_shown'])}</td><td class="k">邮箱 Email</td><td>{esc(p['email'])}</td></tr>
<tr><td class="k">现居 Location</td><td>{esc(p['city_shown'])}</td><td class="k">工作年限</td><td>{p['workYears']}年 / {p['workYears']} yrs</td></tr></table></div>""",
         f"<h2>求职意向<small>Objective</small></h2><div>{esc(i['job'])}｜{esc(i['city'])}｜{esc(i['salary'])}｜{esc(i['industry'])}</div>",
         f"<h2>个人简介<small>Summary</small></h2><div>{esc(p['summary'])}</div>",
         "<h2>工作经历<small>Work Experience</small></h2>"]
    for w in p["work"]:
        d = f"{esc(w['dept'])} / " if w["dept"] else ""
        b.append(f"""<div class="r"><b>{esc(w['company'])}</b><span class="d">{span(w, 'dot')}（{dur(w['start'], w['end'])}）</span></div><div>{d}{esc(w['title'])}</div>{bullets(w['desc'])}""")
    b.append("<h2>项目经验<small>Projects</small></h2>")
    for j in p["projects"]:
        b.append(f"""<div class="r"><b>{esc(j['name'])}</b><span class="d">{span(j, 'dot')}</span></div><div>{esc(j['role'])}</div>""")
    b.append("<h2>教育背景<small>Education</small></h2>")
    for e in p["education"]:
        b.append(f"""<div class="r"><b>{esc(e['school'])}</b><span class="d">{span(e, 'dot')}</span></div><div>{esc(e['major'])}　{esc(e['shown'])}</div>""")
    b.append("<h2>技能<small>Skills</small></h2><div>" + "，".join(esc(s) for s in p["skills"]) + "</div>")
    return page(f"{p['name']} {p['name_en']}", css, "\n".join(b))


# ---------------------------------------------------------------- scans (29, 30): a plain page, photographed
def scan(p):
    css = """
body { font-size: 15px; background: #f1efe8; }
.sheet { width: 794px; padding: 48px 56px; background: #fbfaf6; transform: rotate(0.35deg); margin: 10px; }
h1 { text-align: center; font-size: 30px; margin: 0 0 16px; letter-spacing: 8px; }
h2 { font-size: 18px; border-bottom: 2px solid #444; margin: 20px 0 8px; }
table { border-collapse: collapse; width: 100%; }
td { border: 1px solid #555; padding: 5px 8px; }
.r { display: flex; justify-content: space-between; margin: 6px 0; }
"""
    cells = [("姓名", p["name"]), ("性别", p["sex"])]
    if p["age"] is not None:
        cells.append(("年龄", f"{p['age']}岁"))
    if p["birth"]:
        y, m = p["birth"].split("-")
        cells.append(("出生年月", f"{y}年{int(m)}月"))
    cells += [("手机", p["phone_shown"]), ("邮箱", p["email"]), ("现居住地", p["city_shown"]),
              ("工作年限", f"{p['workYears']}年"), ("最高学历", highest(p))]
    rows = "".join(
        "<tr>" + "".join(f"<td>{esc(k)}</td><td>{esc(v)}</td>" for k, v in cells[i:i + 2]) + "</tr>" for i in range(0, len(cells), 2)
    )
    b = [f'<div class="sheet"><h1>个人简历</h1><table>{rows}</table>', f"<h2>自我评价</h2><div>{esc(p['summary'])}</div>", "<h2>工作经历</h2>"]
    for w in p["work"]:
        d = f"{esc(w['dept'])} " if w["dept"] else ""
        b.append(f"""<div class="r"><span>{ym(w['start'], 'cn')} - {ym(w['end'], 'cn')}</span><span>{esc(w['company'])}</span><span>{d}{esc(w['title'])}</span></div>""")
    b.append("<h2>教育经历</h2>")
    for e in p["education"]:
        b.append(f"""<div class="r"><span>{ym(e['start'], 'cn')} - {ym(e['end'], 'cn')}</span><span>{esc(e['school'])}</span><span>{esc(e['major'])}</span><span>{esc(e['shown'])}</span></div>""")
    b.append("<h2>技能证书</h2><div>" + "、".join(esc(s) for s in p["skills"]) + "</div></div>")
    return page("scan", css, "\n".join(b))


# ---------------------------------------------------------------- MHTML downloads (14, 15): pages with an image
def mhtml_51(p):
    css = """
table { border-collapse: collapse; width: 100%; }
td { padding: 3px 6px; vertical-align: top; }
.box { border: 1px solid #d8d8d8; margin-top: 10px; }
.box .h { background: #eaf1fb; font-weight: bold; padding: 4px 8px; font-size: 11pt; }
.name { font-size: 18pt; font-weight: bold; }
.k { color: #777; width: 110px; white-space: nowrap; }
"""
    i = p["intent"]
    y, m = p["birth"].split("-")
    b = [f"""<table><tr><td style="width:110px"><img src="avatar.png" width="96" height="120" alt="照片"></td><td>
<div class="name">{esc(p['name'])}</div>
<div>{wy_text(p)} | {p['sex']} | {p['age']}岁（{y}年{int(m)}月） | 现居住 {esc(p['city_shown'])}</div>
<div>手机：{esc(p['phone_shown'])}　E-mail：{esc(p['email'])}</div></td></tr></table>""",
         f"""<div class="box"><div class="h">求职意向</div><table>
<tr><td class="k">期望工作地区</td><td>{esc(i['city'])}</td><td class="k">期望月薪</td><td>{esc(i['salary'])}</td></tr>
<tr><td class="k">期望从事职业</td><td>{esc(i['job'])}</td><td class="k">目前状况</td><td>{esc(i['status'])}</td></tr></table></div>""",
         f'<div class="box"><div class="h">自我评价</div><div style="padding:4px 8px">{esc(p["summary"])}</div></div>',
         '<div class="box"><div class="h">工作经验</div><table>']
    for w in p["work"]:
        b.append(f"""<tr><td style="width:170px">{span(w, 'slash', '-')}</td><td><b>{esc(w['company'])}</b>（{dur(w['start'], w['end'])}）</td></tr>
<tr><td></td><td>{esc(w['dept'])} | {esc(w['title'])}<br>{'；'.join(esc(x) for x in w['desc'])}</td></tr>""")
    b.append('</table></div><div class="box"><div class="h">项目经验</div><table>')
    for j in p["projects"]:
        b.append(f"""<tr><td style="width:170px">{span(j, 'slash', '-')}</td><td><b>{esc(j['name'])}</b><br>项目职务：{esc(j['role'])}</td></tr>""")
    b.append('</table></div><div class="box"><div class="h">教育经历</div><table>')
    for e in p["education"]:
        b.append(f"""<tr><td style="width:170px">{span(e, 'slash', '-')}</td><td>{esc(e['school'])}</td><td>{esc(e['major'])}</td><td>{esc(e['shown'])}</td></tr>""")
    b.append('</table></div><div class="box"><div class="h">技能特长</div><div style="padding:4px 8px">' + "　".join(esc(s) for s in p["skills"]) + "</div></div>")
    return page(f"{p['name']} - 个人简历", css, "\n".join(b))


def mhtml_boss(p):
    css = """
.top { display: flex; gap: 12px; align-items: center; }
.top img { border-radius: 50%; }
.name { font-size: 18pt; font-weight: bold; }
h3 { font-size: 12pt; margin: 14px 0 4px; border-left: 4px solid #00a6a7; padding-left: 6px; }
.row { display: flex; justify-content: space-between; margin-top: 6px; }
.row span { color: #999; }
"""
    i = p["intent"]
    y, m = p["birth"].split("-")
    b = [f"""<div class="top"><img src="avatar.png" width="64" height="64" alt=""><div>
<div class="name">{esc(p['name'])}</div>
<div>{p['workYears']}年经验 · {highest(p)} · {y}年{m}月 · {p['sex']} · {esc(i['status'])}</div>
<div>{esc(p['phone_shown'])} · {esc(p['email'])} · {esc(p['city_shown'])}</div></div></div>""",
         f"<h3>个人优势</h3><div>{esc(p['summary'])}</div>",
         f"<h3>期望职位</h3><div>{esc(i['job'])} · {esc(i['city'])} · {esc(i['salary'])}</div>", "<h3>工作经历</h3>"]
    for w in p["work"]:
        b.append(f"""<div class="row"><b>{esc(w['company'])}</b><span>{span(w, 'dot', ' - ')}</span></div><div>{esc(w['title'])}</div>{bullets(w['desc'])}""")
    b.append("<h3>项目经历</h3>")
    for j in p["projects"]:
        b.append(f"""<div class="row"><b>{esc(j['name'])}</b><span>{span(j, 'dot', ' - ')}</span></div><div>{esc(j['role'])}</div>""")
    b.append("<h3>教育经历</h3>")
    for e in p["education"]:
        b.append(f"""<div class="row"><b>{esc(e['school'])}</b><span>{span(e, 'dot', ' - ')}</span></div><div>{esc(e['shown'])} · {esc(e['major'])}</div>""")
    return page(f"{p['name']}的简历", css, "\n".join(b))


CHROMIUM = {
    "zhilian": zhilian, "job51": job51, "liepin": liepin, "boss": boss, "sidebar-left": sidebar_left,
    "sidebar-right": sidebar_right, "english": english, "timeline": timeline, "icons": icons, "bilingual": bilingual,
    "scan-jpg": scan, "scan-pdf": scan, "mhtml-51": mhtml_51, "mhtml-boss": mhtml_boss,
}
