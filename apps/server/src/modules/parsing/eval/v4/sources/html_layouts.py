# One function per HTML layout (Chromium pages, LibreOffice HTML imports, HTML-as-.doc downloads).
from fmt import d, h, span

FONT = "'WenQuanYi Micro Hei', sans-serif"


def page(title, css, body, head_extra="", at_page="@page{size:A4;margin:10mm 0}"):
    return (f"<!DOCTYPE html>\n<html lang=\"zh-CN\"><head><meta charset=\"utf-8\"><title>{h(title)}</title>{head_extra}"
            f"<style>{at_page}body{{font-family:{FONT};color:#222;margin:0}}{css}</style></head><body>{body}</body></html>\n")


# 01 — job-board page laid out with <table>s (old-school board export): grey label cells, section bars with English.
def table_board(p):
    S = "slash"
    css = ("table{border-collapse:collapse;width:100%}td{font-size:12.5px;padding:5px 7px;vertical-align:top}"
           ".wrap{width:760px;margin:18px auto}.bar td{background:#3a6ea5;color:#fff;font-size:14px;font-weight:bold}"
           ".lab{background:#eef2f7;color:#555;width:90px}.g td{border:1px solid #cfd8e3}.name{font-size:24px;font-weight:bold}"
           ".muted{color:#777}.ttl{font-weight:bold}")
    b = ["<div class=wrap><table><tr><td class=name>" + h(p["name"]) + "</td><td style='text-align:right' class=muted>"
         "简历编号：FJ2025061207 &nbsp; 更新日期：2025-06-12</td></tr></table>"]
    b.append("<table class=g><tr class=bar><td colspan=4>个人信息 Personal</td></tr>"
             f"<tr><td class=lab>性　　别</td><td>{p['sex']}</td><td class=lab>年　　龄</td><td>{p['age']}岁</td></tr>"
             f"<tr><td class=lab>工作年限</td><td>{p['wy_disp']}</td><td class=lab>学　　历</td><td>本科</td></tr>"
             f"<tr><td class=lab>手　　机</td><td>{p['phone_disp']}</td><td class=lab>邮　　箱</td><td>{p['email']}</td></tr>"
             f"<tr><td class=lab>现居住地</td><td colspan=3>{p['city_disp']}</td></tr></table><br>")
    b.append("<table class=g><tr class=bar><td colspan=4>求职意向 Career Objective</td></tr>"
             f"<tr><td class=lab>期望职位</td><td>{p['expect_title']}</td><td class=lab>期望地点</td><td>{p['expect_city']}</td></tr>"
             f"<tr><td class=lab>期望薪资</td><td>{p['salary']}</td><td class=lab>到岗时间</td><td>1个月内</td></tr></table><br>")
    b.append("<table class=g><tr class=bar><td colspan=3>工作经历 Work Experience</td></tr>")
    for w in p["W"]:
        b.append(f"<tr><td style='width:150px'>{span(w[3], w[4], S)}</td><td class=ttl>{h(w[0])}</td>"
                 f"<td>{h(w[1] or '')}｜{h(w[2])}</td></tr><tr><td></td><td colspan=2 class=muted>{h(w[5])}</td></tr>")
    b.append("</table><br><table class=g><tr class=bar><td colspan=3>项目经验 Projects</td></tr>")
    for x in p["P"]:
        b.append(f"<tr><td style='width:150px'>{span(x[2], x[3], S)}</td><td class=ttl>{h(x[0])}</td><td>{h(x[1])}</td></tr>"
                 f"<tr><td></td><td colspan=2 class=muted>{h(x[4])}</td></tr>")
    b.append("</table><br><table class=g><tr class=bar><td colspan=4>教育经历 Education</td></tr>")
    for e in p["E"]:
        b.append(f"<tr><td style='width:150px'>{span(e[4], e[5], S)}</td><td class=ttl>{h(e[0])}</td><td>{h(e[1])}</td>"
                 f"<td>{h(e[3])}</td></tr>")
    b.append("</table><br><table class=g><tr class=bar><td>专业技能 Skills</td></tr>")
    b.append("<tr><td>" + "；".join(h(s) for s in p["skills"]) + "</td></tr></table></div>")
    return page(p["name"] + "的简历", css, "".join(b))


# 02 — two columns, sidebar on the RIGHT (contact, 证书, 技能), main column left; icon glyphs before headings.
def sidebar_right(p):
    S = "dot"
    css = (".g{display:flex;width:794px;min-height:1118px}.main{flex:1;padding:34px 30px}.side{width:230px;background:#24495e;"
           "color:#eaf2f6;padding:34px 20px;font-size:12.5px}.side h3{font-size:14px;border-bottom:1px solid #7fa3b6;"
           "padding-bottom:4px;margin:22px 0 8px}.side p{margin:5px 0}h1{margin:0;font-size:28px}.sub{color:#24495e;margin:6px 0 18px}"
           "h2{font-size:16px;color:#24495e;border-bottom:2px solid #24495e;padding-bottom:3px;margin:22px 0 10px}"
           ".e{margin-bottom:12px;font-size:13px}.row{display:flex;justify-content:space-between}.b{font-weight:bold}"
           ".d{color:#666;font-size:12px}.desc{color:#444;margin-top:3px}")
    m = [f"<h1>{h(p['name'])}</h1><div class=sub>重症护理 · 护理管理</div>",
         "<h2>◆ 个人简介</h2><div class=e>" f"{p['wy_disp']}临床护理经验，其中7年重症医学科，熟悉护理质量管理与带教。</div>",
         "<h2>◆ 工作经历</h2>"]
    for w in p["W"]:
        m.append(f"<div class=e><div class=row><span class=b>{h(w[0])}</span><span class=d>{span(w[3], w[4], S, present='现在')}"
                 f"</span></div><div>{h(w[1])} · {h(w[2])}</div><div class=desc>{h(w[5])}</div></div>")
    m.append("<h2>◆ 教育背景</h2>")
    for e in p["E"]:
        m.append(f"<div class=e><div class=row><span class=b>{h(e[0])}</span><span class=d>{span(e[4], e[5], S)}</span></div>"
                 f"<div>{h(e[1])}　{h(e[3])}</div></div>")
    s = ["<h3>联系方式</h3>", f"<p>☎ {p['phone_disp']}</p>", f"<p>✉ {p['email']}</p>", f"<p>⌂ 现居：{p['city_disp']}</p>",
         "<h3>基本信息</h3>", f"<p>性别：{p['sex']}</p>", f"<p>出生年月：{p['birth_disp']}</p>", f"<p>工作年限：{p['wy_disp']}</p>",
         "<h3>求职意向</h3>", "<p>护士长 / 护理部干事</p>", f"<p>意向城市：{p['expect_city']}</p>", "<h3>证书与技能</h3>"]
    s += [f"<p>· {h(x)}</p>" for x in p["skills"]]
    return page(p["name"], css, f"<div class=g><div class=main>{''.join(m)}</div><div class=side>{''.join(s)}</div></div>",
                at_page="@page{size:A4;margin:0}")


# 03 — dates in a left gutter column (stacked start / end), content right; CSS grid.
def date_gutter(p):
    S = "dot"
    css = (".w{width:740px;margin:30px auto;font-size:13px}h1{font-size:26px;margin:0 0 4px}.info{color:#555;margin-bottom:14px}"
           "h2{font-size:15px;letter-spacing:2px;margin:20px 0 8px;color:#8a1c1c}"
           ".it{display:grid;grid-template-columns:90px 1fr;column-gap:16px;margin-bottom:12px}"
           ".gut{color:#8a1c1c;text-align:right;border-right:2px solid #e2c0c0;padding-right:10px;line-height:1.5}"
           ".b{font-weight:bold}.desc{color:#444}")

    def gut(a, b):
        return f"<div class=gut>{d(a, S)}<br>{d(b, S)}</div>"
    b = [f"<div class=w><h1>{h(p['name'])}</h1><div class=info>{p['sex']} ｜ {p['age']}岁 ｜ {p['wy_disp']}工作经验 ｜ "
         f"{p['city_disp']}<br>手机 {p['phone_disp']} ｜ 邮箱 {p['email']}</div>"]
    b.append("<h2>工作经历</h2>")
    for w in p["W"]:
        b.append(f"<div class=it>{gut(w[3], w[4])}<div><div class=b>{h(w[0])}</div><div>{h(w[2])}　（{h(w[1])}）</div>"
                 f"<div class=desc>{h(w[5])}</div></div></div>")
    b.append("<h2>项目经历</h2>")
    for x in p["P"]:
        b.append(f"<div class=it>{gut(x[2], x[3])}<div><div class=b>{h(x[0])}</div><div>角色：{h(x[1])}</div>"
                 f"<div class=desc>{h(x[4])}</div></div></div>")
    b.append("<h2>教育背景</h2>")
    for e in p["E"]:
        b.append(f"<div class=it>{gut(e[4], e[5])}<div><div class=b>{h(e[0])}</div><div>{h(e[1])} · {h(e[3])}</div></div></div>")
    b.append("<h2>资格证书</h2><div>" + "、".join(h(s) for s in p["skills"]) + "</div></div>")
    return page(p["name"], css, "".join(b))


# 04 — header band: name + title left, photo placeholder + contacts right.
def header_band(p):
    S = "cn"
    css = (".band{display:flex;justify-content:space-between;align-items:center;background:#f4ede4;padding:26px 40px;"
           "border-bottom:4px solid #b5651d}.l h1{margin:0;font-size:32px}.l .t{font-size:16px;color:#b5651d;margin-top:6px}"
           ".r{display:flex;gap:16px;align-items:center;font-size:12.5px}.ph{width:84px;height:104px;background:#d9cfc3;"
           "display:flex;align-items:center;justify-content:center;color:#8c7f70;font-size:11px}.r p{margin:3px 0}"
           ".w{padding:10px 40px;font-size:13px}h2{font-size:16px;margin:18px 0 8px;padding-left:8px;border-left:4px solid #b5651d}"
           ".e{margin-bottom:11px}.top{display:flex;justify-content:space-between}.b{font-weight:bold}.dd{color:#7a6a58}")
    b = [f"<div class=band><div class=l><h1>{h(p['name'])}</h1><div class=t>{h(p['headline'])}</div></div><div class=r>"
         f"<div><p>{p['sex']} · {p['age']}岁 · {p['wy_disp']}经验</p><p>电话：{p['phone_disp']}</p><p>邮箱：{p['email']}</p>"
         f"<p>所在城市：{p['city_disp']}</p></div><div class=ph>照片</div></div></div><div class=w>"]
    b.append("<h2>工作经历</h2>")
    for w in p["W"]:
        dept = f"{h(w[1])} / " if w[1] else ""
        b.append(f"<div class=e><div class=top><span><span class=b>{h(w[0])}</span>　{dept}{h(w[2])}</span>"
                 f"<span class=dd>{span(w[3], w[4], S, ' – ')}</span></div><div>{h(w[5])}</div></div>")
    b.append("<h2>项目经历</h2>")
    for x in p["P"]:
        b.append(f"<div class=e><div class=top><span class=b>{h(x[0])}</span><span class=dd>{span(x[2], x[3], S, ' – ')}</span>"
                 f"</div><div>{h(x[1])}：{h(x[4])}</div></div>")
    b.append("<h2>教育经历</h2>")
    for e in p["E"]:
        b.append(f"<div class=e><div class=top><span><span class=b>{h(e[0])}</span>　{h(e[1])}　{h(e[3])}</span>"
                 f"<span class=dd>{span(e[4], e[5], S, ' – ')}</span></div></div>")
    b.append("<h2>技能</h2><div>" + " ｜ ".join(h(s) for s in p["skills"]) + "</div></div>")
    return page(p["name"], css, "".join(b))


# 05 — compact one-page English template, small-caps headings, dates right.
def compact_en(p):
    S = "en"
    css = (".w{width:720px;margin:26px auto;font-family:'DejaVu Serif',serif;font-size:12px;line-height:1.35}"
           "h1{font-variant:small-caps;font-size:26px;margin:0;letter-spacing:1px}.c{color:#444;margin:3px 0 6px}"
           "h2{font-variant:small-caps;font-size:15px;border-bottom:1px solid #333;margin:12px 0 5px;letter-spacing:1px}"
           ".r{display:flex;justify-content:space-between}.b{font-weight:bold}.i{font-style:italic}ul{margin:2px 0 6px 18px;padding:0}")
    b = [f"<div class=w><h1>{h(p['name_en'])} ({h(p['name'])})</h1><div class=c>{h(p['city_disp'])} · {p['phone_disp']} · "
         f"{p['email']} · Male</div><div>Gameplay programmer with {p['wy_disp']} of experience shipping mobile and PC titles.</div>"]
    b.append("<h2>Experience</h2>")
    for w in p["W"]:
        b.append(f"<div class=r><span class=b>{h(w[2])}</span><span>{span(w[3], w[4], S, ' – ', 'Present')}</span></div>"
                 f"<div class=i>{h(w[0])}</div><ul><li>{h(w[5])}</li></ul>")
    b.append("<h2>Projects</h2>")
    for x in p["P"]:
        role = f" — {h(x[1])}" if x[1] else ""
        b.append(f"<div class=r><span><span class=b>{h(x[0])}</span>{role}</span><span>{span(x[2], x[3], S, ' – ')}</span></div>"
                 f"<ul><li>{h(x[4])}</li></ul>")
    b.append("<h2>Education</h2>")
    for e in p["E"]:
        b.append(f"<div class=r><span><span class=b>{h(e[0])}</span> — {h(e[3])}, {h(e[1])}</span>"
                 f"<span>{span(e[4], e[5], S, ' – ')}</span></div>")
    b.append("<h2>Skills</h2><div>" + "; ".join(h(s) for s in p["skills"]) + "</div></div>")
    return page(p["name_en"], css, "".join(b))


# 06 — a three-column skills band above the experience; two-digit years.
def skills_band(p):
    S = "yy"
    css = (".w{width:760px;margin:24px auto;font-size:13px}.hd{text-align:center}.hd h1{margin:0;font-size:30px;letter-spacing:6px}"
           ".hd p{margin:6px 0;color:#555}.band{display:grid;grid-template-columns:1fr 1fr 1fr;gap:12px;margin:16px 0;"
           "background:#eef5ee;padding:12px}.band h4{margin:0 0 6px;color:#2e6b3a}.band div div{margin:2px 0}"
           "h2{font-size:15px;color:#2e6b3a;margin:16px 0 8px;border-bottom:1px dashed #2e6b3a}.e{margin-bottom:10px}"
           ".b{font-weight:bold}.dt{display:inline-block;width:120px;color:#555}")
    b = [f"<div class=w><div class=hd><h1>{h(p['name'])}</h1><p>{p['sex']} · 出生年月 {p['birth_disp']} · 现居住地：{h(p['city_disp'])}</p>"
         f"<p>Tel {p['phone_disp']} · E-mail {p['email']}</p></div><div class=band>"]
    for t, items in p["skills_band"]:
        b.append(f"<div><h4>{h(t)}</h4>" + "".join(f"<div>▪ {h(i)}</div>" for i in items) + "</div>")
    b.append("</div><h2>工作经历</h2>")
    for w in p["W"]:
        b.append(f"<div class=e><span class=dt>{span(w[3], w[4], S)}</span><span class=b>{h(w[0])}</span> ｜ {h(w[1])} ｜ {h(w[2])}"
                 f"<div style='margin-left:120px'>{h(w[5])}</div></div>")
    b.append("<h2>项目经历</h2>")
    for x in p["P"]:
        b.append(f"<div class=e><span class=dt>{span(x[2], x[3], S)}</span><span class=b>{h(x[0])}</span> ｜ {h(x[1])}"
                 f"<div style='margin-left:120px'>{h(x[4])}</div></div>")
    b.append("<h2>教育经历</h2>")
    for e in p["E"]:
        b.append(f"<div class=e><span class=dt>{span(e[4], e[5], S)}</span><span class=b>{h(e[0])}</span> ｜ {h(e[1])} ｜ {h(e[3])}</div>")
    b.append("</div>")
    return page(p["name"], css, "".join(b))


# 21 — long career (6 jobs, 2 pages) with bare headings 经历 / 项目 / 教育 and 2021年1月至今 dates on the line.
def long_career(p):
    S = "cn"
    css = (".w{width:730px;margin:30px auto;font-size:14.5px;line-height:1.8}h1{font-size:26px;margin:0}"
           ".i{color:#444;margin:6px 0 10px}h2{font-size:17px;margin:22px 0 8px;border-bottom:1px solid #999}"
           ".e{margin-bottom:12px;page-break-inside:avoid}.b{font-weight:bold}.x{color:#555}")
    b = [f"<div class=w><h1>{h(p['name'])}</h1><div class=i>{p['sex']} ｜ 出生：{p['birth_disp']} ｜ 工作年限：{p['wy_disp']} ｜ "
         f"{h(p['city_disp'])}<br>手机：{p['phone_disp']} ｜ 邮箱：{p['email']}</div>"
         "<div>二十余年汽车零部件制造与管理经验，历经一线装配、工艺、质量、制造到经营管理。</div><h2>经历</h2>"]
    for w, more in zip(p["W"], p["more"]):
        tail = f"（{h(w[1])}）" if w[1] else ""
        b.append(f"<div class=e><div><span class=b>{h(w[0])}</span>　{h(w[2])}{tail}</div>"
                 f"<div class=x>{d(w[3], S)}{'至今' if w[4] == '至今' else '—' + d(w[4], S)}</div><div>{h(w[5])}</div>"
                 f"<div>{h(more)}</div></div>")
    b.append("<h2>项目</h2>")
    for x in p["P"]:
        b.append(f"<div class=e><div><span class=b>{h(x[0])}</span>　{h(x[1])}</div>"
                 f"<div class=x>{d(x[2], S)}—{d(x[3], S)}</div><div>{h(x[4])}</div></div>")
    b.append("<h2>教育</h2>")
    for e in p["E"]:
        b.append(f"<div class=e><span class=b>{h(e[0])}</span>　{h(e[1])}　{h(e[3])}　<span class=x>{d(e[4], S)}—{d(e[5], S)}</span></div>")
    b.append("<h2>技能</h2><div>" + "、".join(h(s) for s in p["skills"]) + "</div></div>")
    return page(p["name"], css, "".join(b))


# 18 — a job-board page saved by Chromium as MHTML (photo as an inline SVG image part).
def mhtml_page(p):
    S = "dash"
    css = (".w{width:800px;margin:0 auto;font-size:13px}.top{display:flex;gap:20px;padding:20px;background:#fafafa;border:1px solid #eee}"
           ".top img{width:90px;height:110px}.top h1{margin:0 0 6px;font-size:24px}.top p{margin:3px 0}"
           ".sec{margin-top:14px;border:1px solid #eee;padding:12px 18px}.sec h3{margin:0 0 10px;font-size:15px;color:#e8590c}"
           ".job{margin-bottom:10px}.job .h{display:flex;justify-content:space-between}.b{font-weight:bold}")
    b = [f"<div class=w><div class=top><img src='/static/avatar.svg' alt='头像'><div><h1>{h(p['name'])}</h1>"
         f"<p>{p['sex']} ｜ {p['age']}岁 ｜ {p['wy_disp']}工作经验 ｜ 本科 ｜ 现居{h(p['city_disp'])}</p>"
         f"<p>手机：{p['phone_disp']}　邮箱：{p['email']}</p></div></div>"
         f"<div class=sec><h3>求职意向</h3>Java开发 ｜ 期望城市：{h(p['expect_city'])} ｜ 薪资面议</div><div class=sec><h3>工作经历</h3>"]
    for w in p["W"]:
        b.append(f"<div class=job><div class=h><span class=b>{h(w[0])}</span><span>{span(w[3], w[4], S)}</span></div>"
                 f"<div>{h(w[2])}{' ｜ ' + h(w[1]) if w[1] else ''}</div><div>{h(w[5])}</div></div>")
    b.append("</div><div class=sec><h3>项目经历</h3>")
    for x in p["P"]:
        b.append(f"<div class=job><div class=h><span class=b>{h(x[0])}</span><span>{span(x[2], x[3], S)}</span></div>"
                 f"<div>担任角色：{h(x[1])}</div><div>{h(x[4])}</div></div>")
    b.append("</div><div class=sec><h3>教育经历</h3>")
    for e in p["E"]:
        b.append(f"<div class=job><div class=h><span class=b>{h(e[0])}</span><span>{span(e[4], e[5], S)}</span></div>"
                 f"<div>{h(e[1])} ｜ {h(e[3])}</div></div>")
    b.append("</div><div class=sec><h3>专业技能</h3>" + "；".join(h(s) for s in p["skills"]) + "</div></div>")
    return page(p["name"] + " - 个人简历", css, "".join(b))


# 20 — a clean one-page resume for the scan (large font).
def scan_page(p):
    S = "dot"
    css = ("body{background:#fff}.w{width:900px;padding:40px 50px;font-size:22px;line-height:1.5}h1{font-size:40px;margin:0 0 8px}"
           "h2{font-size:26px;margin:22px 0 8px;border-bottom:2px solid #000}.e{margin-bottom:10px}")
    b = [f"<div class=w><h1>个人简历</h1><div>姓名：{h(p['name'])}</div><div>性别：{p['sex']}</div><div>年龄：{p['age']}岁</div>"
         f"<div>工作年限：{p['wy_disp']}</div><div>手机：{p['phone_disp']}</div><div>邮箱：{p['email']}</div><div>现居：{h(p['city_disp'])}</div><h2>工作经历</h2>"]
    for w in p["W"]:
        b.append(f"<div class=e>{span(w[3], w[4], S)}　{h(w[0])}<br>{h(w[2])}　{h(w[5])}</div>")
    b.append("<h2>教育经历</h2>")
    for e in p["E"]:
        b.append(f"<div class=e>{span(e[4], e[5], S)}　{h(e[0])}<br>专业：{h(e[1])}　学历：{h(e[3])}</div>")
    b.append("<h2>技能证书</h2><div>" + "、".join(h(s) for s in p["skills"]) + "</div></div>")
    return page(p["name"], css, "".join(b))


# ---- HTML imported by LibreOffice (10, 11, 12, 24) ----

def lo_bilingual(p):  # 10 → DOCX: icon + Chinese + English headings, paragraphs
    S = "slash1"
    b = [f"<h1>{h(p['name'])}</h1><p>{p['sex']} | {p['age']}岁 | {p['wy_disp']}工作经验 | 现居：{h(p['city_disp'])}</p>"
         f"<p>手机：{p['phone_disp']} | 邮箱：{p['email']}</p>", "<h2>💼 工作经历 Work Experience</h2>"]
    for w in p["W"]:
        dept = f"{h(w[1])} " if w[1] else ""
        b.append(f"<p><b>{h(w[0])}</b>　{dept}{h(w[2])}　{span(w[3], w[4], S, present='现在')}</p><p>{h(w[5])}</p>")
    b.append("<h2>📌 项目经历 Projects</h2>")
    for x in p["P"]:
        b.append(f"<p><b>{h(x[0])}</b>　{h(x[1])}　{span(x[2], x[3], S)}</p><p>{h(x[4])}</p>")
    b.append("<h2>🎓 教育背景 Education</h2>")
    for e in p["E"]:
        b.append(f"<p><b>{h(e[0])}</b>　{h(e[1])}　{h(e[3])}　{span(e[4], e[5], S)}</p>")
    b.append("<h2>🛠 技能 Skills</h2><ul>" + "".join(f"<li>{h(s)}</li>" for s in p["skills"]) + "</ul>")
    return page(p["name"], "h1{font-size:22pt}h2{font-size:13pt;color:#1f4e79}p{font-size:10.5pt;margin:3pt 0}", "".join(b))


def lo_table_cv(p):  # 11 → PDF: a 2-column table for the whole page (left labels/dates, right content)
    S = "dash"
    r = []

    def row(l, rr, bold=False):
        r.append(f"<tr><td width='22%' valign='top'><font color='#555555'>{l}</font></td><td valign='top'>"
                 + (f"<b>{rr}</b>" if bold else rr) + "</td></tr>")

    def head(t):
        r.append(f"<tr><td colspan='2' bgcolor='#dde6ee'><b>{t}</b></td></tr>")
    r.append(f"<tr><td colspan='2'><font size='6'><b>{h(p['name'])}</b></font></td></tr>")
    row("基本信息", f"{p['sex']}，出生日期：{p['birth_disp']}，工作年限：{p['wy_disp']}")
    row("联系方式", f"{p['phone_disp']} / {p['email']}")
    row("所在地", h(p["city_disp"]))
    head("工作经历")
    for w in p["W"]:
        row(span(w[3], w[4], S, " ~ "), f"<b>{h(w[0])}</b><br>{h(w[1]) + ' · ' if w[1] else ''}{h(w[2])}<br>{h(w[5])}")
    head("项目经历")
    for x in p["P"]:
        row(span(x[2], x[3], S, " ~ "), f"<b>{h(x[0])}</b>（{h(x[1])}）<br>{h(x[4])}")
    head("教育经历")
    for e in p["E"]:
        row(span(e[4], e[5], S, " ~ "), f"<b>{h(e[0])}</b>　{h(e[1])}　{h(e[3])}")
    head("技能证书")
    row("", "；".join(h(s) for s in p["skills"]))
    return page(p["name"], "td{font-size:10pt}", "<table width='100%' cellpadding='4' border='0'>" + "".join(r) + "</table>")


def lo_plain(p):  # 12 → .doc: heading paragraphs with 【】, dates first
    S = "cn"
    b = [f"<p align='center'><font size='5'><b>个 人 简 历</b></font></p><p><b>{h(p['name'])}</b>　{p['sex']}　{p['age']}岁</p>"
         f"<p>工作经验：{p['wy_disp']}　城市：{h(p['city_disp'])}</p><p>电话：{p['phone_disp']}　E-mail：{p['email']}</p>",
         "<p><b>【工作经历】</b></p>"]
    for w in p["W"]:
        b.append(f"<p>{d(w[3], S)}-{d(w[4], S)}　{h(w[0])}　{h(w[1])}　{h(w[2])}</p><p>工作内容：{h(w[5])}</p>")
    b.append("<p><b>【教育经历】</b></p>")
    for e in p["E"]:
        b.append(f"<p>{d(e[4], S)}-{d(e[5], S)}　{h(e[0])}　{h(e[1])}　{h(e[3])}</p>")
    b.append("<p><b>【语言与技能】</b></p><p>" + "；".join(h(s) for s in p["skills"]) + "</p>")
    b.append("<p><b>【自我评价】</b></p><p>性格开朗，熟悉海南旅游资源，能吃苦，接受出差。</p>")
    return page(p["name"], "p{font-size:11pt;margin:2pt 0}", "".join(b))


def lo_form(p):  # 24 → PDF: 求职登记表 (HTML table form with photo cell, spans)
    S = "dot"
    c = "style='border:1px solid #000'"
    r = [f"<p align='center'><font size='5'><b>求 职 登 记 表</b></font></p><table width='100%' cellpadding='4' cellspacing='0' {c}>",
         f"<tr><td {c}>姓名</td><td {c}>{h(p['name'])}</td><td {c}>性别</td><td {c}>{p['sex']}</td><td {c} rowspan='4' "
         f"align='center'>照<br>片</td></tr>",
         f"<tr><td {c}>出生年月</td><td {c}>{p['birth_disp']}</td><td {c}>籍贯</td><td {c}>{p['hometown']}</td></tr>",
         f"<tr><td {c}>现居住地</td><td {c}>{p['city_disp']}</td><td {c}>工作年限</td><td {c}>{p['wy_disp']}</td></tr>",
         f"<tr><td {c}>联系电话</td><td {c}>{p['phone_disp']}</td><td {c}>电子邮箱</td><td {c}>{p['email']}</td></tr>",
         f"<tr><td {c}>求职意向</td><td {c} colspan='4'>物流计划 / 采购助理（惠州、深圳）</td></tr>",
         f"<tr><td {c} colspan='5' bgcolor='#e6e6e6'><b>教育经历</b></td></tr>",
         f"<tr><td {c}>起止时间</td><td {c}>学校</td><td {c}>专业</td><td {c} colspan='2'>学历</td></tr>"]
    for e in p["E"]:
        r.append(f"<tr><td {c}>{span(e[4], e[5], S, '-')}</td><td {c}>{h(e[0])}</td><td {c}>{h(e[1])}</td>"
                 f"<td {c} colspan='2'>{h(e[3])}</td></tr>")
    r += [f"<tr><td {c} colspan='5' bgcolor='#e6e6e6'><b>实习经历</b></td></tr>",
          f"<tr><td {c}>起止时间</td><td {c}>单位</td><td {c}>职位</td><td {c} colspan='2'>工作内容</td></tr>"]
    for w in p["W"]:
        r.append(f"<tr><td {c}>{span(w[3], w[4], S, '-')}</td><td {c}>{h(w[0])}</td><td {c}>{h(w[2])}</td>"
                 f"<td {c} colspan='2'>{h(w[5])}</td></tr>")
    r += [f"<tr><td {c} colspan='5' bgcolor='#e6e6e6'><b>项目经历</b></td></tr>",
          f"<tr><td {c}>起止时间</td><td {c}>项目名称</td><td {c}>角色</td><td {c} colspan='2'>项目描述</td></tr>"]
    for x in p["P"]:
        r.append(f"<tr><td {c}>{span(x[2], x[3], S, '-')}</td><td {c}>{h(x[0])}</td><td {c}>{h(x[1])}</td>"
                 f"<td {c} colspan='2'>{h(x[4])}</td></tr>")
    r += [f"<tr><td {c} colspan='5' bgcolor='#e6e6e6'><b>校园经历</b></td></tr>",
          f"<tr><td {c}>2022.09-2023.06</td><td {c}>广东工业大学管理学院学生会</td><td {c}>实践部部长</td>"
          f"<td {c} colspan='2'>组织暑期社会实践与企业参访6次。</td></tr>",
          f"<tr><td {c} colspan='5' bgcolor='#e6e6e6'><b>技能证书</b></td></tr>",
          f"<tr><td {c} colspan='5'>{'；'.join(h(s) for s in p['skills'])}</td></tr></table>"]
    return page(p["name"], "td{font-size:10pt}", "".join(r))


# ---- HTML downloads named .doc (16 UTF-8, 17 GBK) ----

WORD_HEAD = ("<html xmlns:o=\"urn:schemas-microsoft-com:office:office\" xmlns:w=\"urn:schemas-microsoft-com:office:word\" "
             "xmlns=\"http://www.w3.org/TR/REC-html40\" lang=\"zh-CN\">")


def html_doc_utf8(p):  # 16
    S = "dot"
    b = [WORD_HEAD, "<head><meta http-equiv=\"Content-Type\" content=\"text/html; charset=utf-8\"><title>简历</title>"
         "<!--[if gte mso 9]><xml><w:WordDocument><w:View>Print</w:View></w:WordDocument></xml><![endif]--></head><body>",
         f"<h2>{h(p['name'])}</h2><table border=0 cellpadding=3><tr><td>性别：{p['sex']}</td><td>年龄：{p['age']}</td>"
         f"<td>工作年限：{p['wy_disp']}</td></tr><tr><td>手机：{p['phone_disp']}</td><td colspan=2>邮箱：{p['email']}</td></tr>"
         f"<tr><td>现居地：{h(p['city_disp'])}</td><td colspan=2>期望工作地：{h(p['expect_city'])}</td></tr></table>",
         "<h3>工作经历</h3>"]
    for w in p["W"]:
        dept = h(w[1]) + "　" if w[1] else ""
        b.append(f"<p><b>{span(w[3], w[4], S)}　{h(w[0])}</b></p><p>{dept}职位：{h(w[2])}</p><p>{h(w[5])}</p>")
    b.append("<h3>教育经历</h3>")
    for e in p["E"]:
        b.append(f"<p>{span(e[4], e[5], S)}　{h(e[0])}　{h(e[1])}　{h(e[3])}</p>")
    b.append("<h3>证书与技能</h3><p>" + "；".join(h(s) for s in p["skills"]) + "</p></body></html>")
    return "\r\n".join(b)


def html_doc_gbk(p):  # 17 (encoded to GBK by produce.sh)
    S = "cn0"
    td = "style='border:1px solid #999;padding:3px'"
    b = [WORD_HEAD, "<head><meta http-equiv=Content-Type content=\"text/html; charset=gbk\"><title>个人简历</title></head><body>",
         f"<table width=640 cellspacing=0><tr><td {td} colspan=4 align=center><b>{h(p['name'])}</b></td></tr>"
         f"<tr><td {td}>性别</td><td {td}>{p['sex']}</td><td {td}>出生年月</td><td {td}>{p['birth_disp']}</td></tr>"
         f"<tr><td {td}>户口所在地</td><td {td}>{p['hometown']}</td><td {td}>居住地</td><td {td}>{p['city_disp']}</td></tr>"
         f"<tr><td {td}>手机</td><td {td}>{p['phone_disp']}</td><td {td}>E-mail</td><td {td}>{p['email']}</td></tr>"
         f"<tr><td {td}>工作年限</td><td {td} colspan=3>{p['wy_disp']}</td></tr></table>",
         "<p><b>工作经验</b></p><table width=640 cellspacing=0>"]
    for w in p["W"]:
        b.append(f"<tr><td {td} width=200>{span(w[3], w[4], S, '--')}</td><td {td}>{h(w[0])}</td></tr>"
                 f"<tr><td {td}>所属部门：{h(w[1])}</td><td {td}>职位：{h(w[2])}</td></tr>"
                 f"<tr><td {td} colspan=2>{h(w[5])}</td></tr>")
    b.append("</table><p><b>教育经历</b></p><table width=640 cellspacing=0>")
    for e in p["E"]:
        b.append(f"<tr><td {td} width=200>{span(e[4], e[5], S, '--')}</td><td {td}>{h(e[0])}</td><td {td}>{h(e[1])}</td>"
                 f"<td {td}>{h(e[3])}</td></tr>")
    b.append("</table><p><b>培训经历</b></p><table width=640 cellspacing=0>"
             f"<tr><td {td} width=200>2019年05月--2019年07月</td><td {td}>广西人力资源和社会保障培训中心</td><td {td}>"
             "劳动关系协调员（三级）</td></tr></table>")
    b.append("<p><b>专业技能</b></p><p>" + "；".join(h(s) for s in p["skills"]) + "</p></body></html>")
    return "\r\n".join(b)
