#!/usr/bin/env python3
"""Writes gen/ (HTML / Markdown inputs), gen/plan.json and truth.json for v5."""
import json, os, html
from people import PEOPLE, rng, fd
H=os.path.dirname(os.path.abspath(__file__)); G=os.path.join(H,'gen'); os.makedirs(G,exist_ok=True)
e=html.escape
RANK={'大专':1,'本科':2,'硕士':3,'博士':4}
DESC={1:['负责A320机队航线及定检维修排班、放行与质量管控，带领12人班组。','执行过站、航前航后检查，排除液压与引气系统故障。'],
 2:['负责长沙及株洲12家三甲医院肿瘤产品的学术推广，2023年完成指标的128%。','负责区县医院心血管产品推广与客户维护。'],
 3:['主持文化、教育类公建项目方案设计与施工图配合。','参与商业综合体及住宅项目的方案与扩初设计。'],
 4:['Oversee daily operations of a 320-room resort hotel; GOP up 14% in 2024. 全面负责酒店日常运营。','Managed front desk, concierge and guest relations teams of 25. 管理前厅团队。'],
 5:['负责28nm逻辑平台工艺整合与良率提升。','负责干法刻蚀工艺维护与异常处理。'],
 6:['负责环境、民生类深度调查报道，年均发稿60余篇。','负责社会新闻采写，获江西新闻奖二等奖（2019年）。'],
 7:['负责全省车险及财产险理赔管理，团队30人，结案率提升至96%。','负责企财险、工程险查勘定损与公估报告撰写。','负责企业客户财产险核保与保单管理。'],
 8:['负责甘蔗抗旱、高糖品种选育与区域试验。'],
 9:['负责战队训练体系、BP策略与选手管理，带队获2024年秋季城市赛冠军。','负责对手数据分析与赛前战术报告。','负责线上赛事解说与直播内容策划。'],
 10:['负责报关部日常管理，年申报单量约1.8万票，差错率低于0.2%。','负责海运进出口货物申报、商品归类与查验协调。']}
PDESC='负责方案制定、进度协调与结果复盘。'
def truth(p):
    return dict(file=f"v5-{p['n']:02d}-{p['layout']}.{p['ext']}",name=p['name'],sex=p['sex'],birth=p['birth'],age=p['age'],
        phone=p['phone'],email=p['email'],city=p['city'],
        highestEducation=max((x['degree'] for x in p['education']),key=RANK.get),workYears=p['workYears'],
        education=[{k:x[k] for k in ('school','major','degree','start','end')} for x in p['education']],
        work=[{k:x[k] for k in ('company','title','start','end')} for x in p['work']],
        projects=[{k:x[k] for k in ('name','start','end')} for x in p['projects']])
def birth(p,style='dot'):
    y,m=p['birth'].split('-'); return {'dot':f'{y}.{m}','cn':f'{y}年{int(m)}月','dash':f'{y}-{m}','slash':f'{y}/{m}'}[style]
BASECSS="@page{size:A4;margin:0}body{margin:0;font-family:'WenQuanYi Micro Hei',sans-serif;font-size:10.5pt;color:#222}"
def page(body,css='',meta='<meta charset="utf-8">'): return f'<!DOCTYPE html><html><head>{meta}<style>{css}</style></head><body>{body}</body></html>'

def sidebar(p):
    css=BASECSS+""".wrap{display:flex;min-height:297mm}.side{width:66mm;background:#23313f;color:#eef;padding:14mm 8mm}
.photo{width:30mm;height:38mm;border:1px dashed #99a;margin:0 auto 6mm;text-align:center;line-height:38mm;color:#99a}
.side h1{font-size:20pt;margin:0 0 2mm}.side h3{border-bottom:1px solid #567;padding-bottom:1mm;margin-top:8mm;font-size:11pt}
.side p{margin:1.5mm 0;font-size:9.5pt}.main{flex:1;padding:14mm 10mm}.main h2{color:#23313f;border-bottom:2px solid #23313f;font-size:13pt}
.row{display:flex;justify-content:space-between;font-weight:bold;margin-top:4mm}.d{color:#666;font-weight:normal}.sub{color:#456;margin:1mm 0}"""
    s=f"<div class=photo>照片</div><h1>{p['name']}</h1><p>{p['title_wanted']}</p><h3>联系方式</h3><p>电话：{p['phone_shown']}</p><p>邮箱：{p['email']}</p><p>现居：{p['city_shown']}</p><p>出生年月：{birth(p)}</p><p>性别：{p['sex']}</p><p>{p['years_shown']}</p><h3>专业技能</h3>"+''.join(f'<p>· {e(x)}</p>' for x in p['skills'])
    m="<h2>个人简介</h2><p>持CAAC B1执照，11年民航机务经验，熟悉空客机型航线与定检维修。</p><h2>工作经历</h2>"
    for i,w in enumerate(p['work']):
        m+=f"<div class=row><span>{w['company']}</span><span class=d>{rng(p,w)}</span></div><div class=sub>{(w['dept']+' · ') if w['dept'] else ''}{w['title']}</div><p>{DESC[p['n']][i]}</p>"
    m+="<h2>项目经历</h2>"+''.join(f"<div class=row><span>{j['name']}</span><span class=d>{rng(p,j)}</span></div><div class=sub>角色：{j['role']}</div><p>{PDESC}</p>" for j in p['projects'])
    m+="<h2>教育背景</h2>"+''.join(f"<div class=row><span>{x['school']}　{x['major']}　{x['shown']}</span><span class=d>{rng(p,x)}</span></div>" for x in p['education'])
    return page(f"<div class=wrap><div class=side>{s}</div><div class=main>{m}</div></div>",css)

def board(p):
    css=BASECSS+""".band{background:#e4e6ea;padding:8mm 14mm}.band h1{margin:0;font-size:20pt}.band span{color:#666;font-size:9pt}
.c{padding:4mm 14mm}h2{font-size:12pt;border-left:4px solid #f60;padding-left:3mm;margin-top:7mm}table.kv{width:100%;border-collapse:collapse}
.kv td{padding:2mm;border-bottom:1px solid #eee}.kv td.k{color:#888;width:22mm}.job{margin-top:4mm}.job b{font-size:11pt}.job .d{color:#888;margin-left:6mm}"""
    b=f"<div class=band><h1>{p['name']}</h1><span>简历编号：R2025061048213　　更新时间：2025-06-10　　求职状态：在职，看机会</span></div><div class=c>"
    rows=[('性别',p['sex']),('年龄',f"{p['age']}岁"),('现居住地',p['city_shown']),('工作经验',p['years_shown']),('学历','本科'),('手机',p['phone_shown']),('邮箱',p['email']),('婚姻状况','未婚')]
    b+="<h2>基本信息</h2><table class=kv>"+''.join(f"<tr><td class=k>{rows[i][0]}</td><td>{rows[i][1]}</td><td class=k>{rows[i+1][0]}</td><td>{rows[i+1][1]}</td></tr>" for i in range(0,8,2))+"</table>"
    b+=f"<h2>求职意向</h2><table class=kv><tr><td class=k>期望职位</td><td>医药代表/学术专员</td><td class=k>期望城市</td><td>{p['wanted_cities']}</td></tr><tr><td class=k>期望薪资</td><td>15-20K</td><td class=k>到岗时间</td><td>1个月内</td></tr></table>"
    b+="<h2>工作经验</h2>"+''.join(f"<div class=job><b>{w['company']}</b><span class=d>{rng(p,w)}</span><div>{(w['dept']+'　|　') if w['dept'] else ''}{w['title']}</div><div>工作描述：{DESC[2][i]}</div></div>" for i,w in enumerate(p['work']))
    b+="<h2>教育经历</h2>"+''.join(f"<div class=job><b>{x['school']}</b><span class=d>{rng(p,x)}</span><div>{x['major']}　|　{x['shown']}</div></div>" for x in p['education'])
    b+="<h2>技能证书</h2><p>执业药师资格证（2018年）；驾驶证C1；英语CET-4</p></div>"
    return page(b,css)

def timeline(p):
    css=BASECSS+""".c{padding:14mm 16mm}h1{margin:0;font-size:22pt}.info{color:#555;margin:2mm 0 6mm}h2{font-size:12.5pt;color:#2a6;margin:7mm 0 2mm}
.tl{position:relative;margin-left:42mm;border-left:2px solid #2a6;padding-left:6mm}.it{position:relative;padding:2mm 0 3mm}
.it:before{content:'';position:absolute;left:-8.6mm;top:3.2mm;width:9px;height:9px;border-radius:50%;background:#2a6}
.it .d{position:absolute;left:-48mm;width:37mm;white-space:nowrap;text-align:right;color:#666;font-size:9pt;top:2.4mm}.it b{font-size:11pt}"""
    def it(d,t,sub,desc=''): return f"<div class=it><div class=d>{d}</div><b>{t}</b><div>{sub}</div>{('<div>'+desc+'</div>') if desc else ''}</div>"
    b=f"<div class=c><h1>{p['name']}</h1><div class=info>{p['sex']}　|　{birth(p,'cn')}生　|　{p['phone_shown']}　|　{p['email']}<br>所在地：{p['city_shown']}　|　国家一级注册建筑师</div>"
    b+="<h2>教育经历</h2><div class=tl>"+''.join(it(rng(p,x),x['school'],f"{x['major']}　{x['shown']}") for x in p['education'])+"</div>"
    b+="<h2>职业经历</h2><div class=tl>"+''.join(it(rng(p,w),w['company'],((w['dept']+' / ') if w['dept'] else '')+w['title'],DESC[3][i]) for i,w in enumerate(p['work']))+"</div>"
    b+="<h2>项目作品</h2><div class=tl>"+''.join(it(rng(p,j),j['name'],'担任：'+j['role'],PDESC) for j in p['projects'])+"</div>"
    b+="<h2>软件技能</h2><p>Rhino / Grasshopper、Revit、SketchUp、AutoCAD、Enscape</p></div>"
    return page(b,css)

def bilingual(p):
    css=BASECSS+""".c{padding:13mm 16mm}h1{margin:0;font-size:21pt}h1 small{font-size:14pt;color:#666}.info{margin:2mm 0 4mm;color:#444}
h2{font-size:12pt;text-transform:uppercase;border-bottom:1px solid #999;margin:6mm 0 2mm;letter-spacing:.5pt}.r{display:flex;justify-content:space-between}.r b{font-size:10.5pt}.i{font-style:italic;color:#444}"""
    b=f"<div class=c><h1>{p['en_name']} <small>{p['name']}</small></h1><div class=info>{p['sex_en']} 女 · Age 33 / 33岁 · {p['city_shown']}（{p['city_cn']}）<br>Mobile: {p['phone_shown']} · Email: {p['email']} · {p['years_shown']}（9年经验）</div>"
    b+="<h2>Summary 个人简介</h2><p>Hospitality manager with nine years in resort and boutique hotels across Yunnan. 九年云南度假及精品酒店管理经验。</p>"
    b+="<h2>Work Experience 工作经历</h2>"+''.join(f"<div class=r><b>{p['work_en'][i][1]} 驻店经理 </b><span>{rng(p,w)}</span></div>".replace(' 驻店经理 ',f" {w['title']}")+f"<div class=i>{p['work_en'][i][0]} · {w['company']}</div><p>{DESC[4][i]}</p>" for i,w in enumerate(p['work']))
    b+="<h2>Projects 项目经历</h2>"+''.join(f"<div class=r><b>{p['proj_en'][i]} {j['name']}</b><span>{rng(p,j)}</span></div><div class=i>{j['role']}</div><p>Repositioned the hotel brand and refurbished 120 rooms. 完成品牌重塑及120间客房翻新。</p>" for i,j in enumerate(p['projects']))
    b+="<h2>Education 教育背景</h2>"+''.join(f"<div class=r><b>{p['edu_en'][i]} {x['school']}</b><span>{rng(p,x)}</span></div><div class=i>{x['shown']} · {p['major_en'][i]} {x['major']}</div>" for i,x in enumerate(p['education']))
    b+="<h2>Languages 语言</h2><p>English (IELTS 7.0), Mandarin (native) 英语、普通话</p></div>"
    return page(b,css)

def compact(p):
    css=BASECSS+"""@page{margin:12mm 14mm}body{font-size:10pt}h1{font-size:17pt;margin:0}h2{font-size:11pt;background:#eef;padding:1mm 2mm;margin:5mm 0 1.5mm}p{margin:1mm 0}.l{font-weight:bold;margin-top:2mm}"""
    b=f"<h1>{p['name']}</h1><p>{p['sex']} | {birth(p)} | {p['phone_shown']} | {p['email']} | {p['city_shown']}</p>"
    b+="<h2>教育</h2>"+''.join(f"<p class=l>{rng(p,x)} | {x['school']} | {x['major']} | {x['shown']}</p>" for x in p['education'])
    b+="<h2>工作</h2>"+''.join(f"<p class=l>{rng(p,w)} | {w['company']} | {w['title']}</p><p>{DESC[5][i]}</p>" for i,w in enumerate(p['work']))
    b+="<h2>项目</h2>"+''.join(f"<p class=l>{rng(p,j)} | {j['name']} | {j['role']}</p><p>{PDESC}</p>" for j in p['projects'])
    b+="<h2>技能</h2><p>SPC / DOE、JMP、TCAD 仿真；CET-6；发表 IEEE 论文 2 篇（2017年）</p>"
    return page(b,css.replace('@page{size:A4;margin:0}','@page{size:A4}'))

def twocol_table(p):
    L=f"<h1>{p['name']}</h1><p>性别：{p['sex']}</p><p>出生年月：{birth(p,'dash')}</p><p>电话：{p['phone_shown']}</p><p>邮箱：{p['email']}</p><p>现居：{p['city_shown']}</p><p>{p['years_shown']}</p><h3>专业技能</h3><p>深度调查、数据新闻、短视频策划</p><p>Python 数据分析</p>"
    R="<h2>工作经历</h2>"+''.join(f"<p><b>{w['company']}</b>　{w['dept']}　{w['title']}<br>{rng(p,w)}</p><p>{DESC[6][i]}</p>" for i,w in enumerate(p['work']))
    R+="<h2>代表作品</h2>"+''.join(f"<p><b>{j['name']}</b>　{j['role']}<br>{rng(p,j)}</p><p>十篇系列报道，获省级好新闻一等奖。</p>" for j in p['projects'])
    R+="<h2>教育背景</h2>"+''.join(f"<p><b>{x['school']}</b>　{x['major']}　{x['shown']}<br>{rng(p,x)}</p>" for x in p['education'])
    return page(f"<table width=100% border=0 cellpadding=8><tr><td width=32% valign=top bgcolor='#dde6ee'>{L}</td><td valign=top>{R}</td></tr></table>")

def paragraphs(p):
    b=f"<h1>个人简历</h1><p>姓名：{p['name']}　　性别：{p['sex']}　　出生年月：{birth(p,'cn')}</p><p>手机：{p['phone_shown']}　　邮箱：{p['email']}</p><p>所在地：{p['city_shown']}　　{p['years_shown']}</p>"
    b+="<h2>■ 工作经历</h2>"+''.join(f"<p><b>{rng(p,w)}　{w['company']}　{w['title']}</b></p><p>{DESC[7][i]}</p>" for i,w in enumerate(p['work']))
    b+="<h2>■ 教育经历</h2>"+''.join(f"<p><b>{rng(p,x)}　{x['school']}　{x['major']}　{x['shown']}</b></p>" for x in p['education'])
    b+="<h2>■ 资格证书</h2><p>保险公估从业人员资格；中级经济师（保险，2017年）</p><h2>■ 自我评价</h2><p>熟悉车险与财产险理赔全流程，具备团队管理经验。</p>"
    return page(b)

def form(p):
    td=lambda x,a='':f"<td {a} style='border:1px solid #000;padding:4px'>{x}</td>"
    th=lambda x,a='':f"<td {a} bgcolor='#e8e8e8' style='border:1px solid #000;padding:4px'><b>{x}</b></td>"
    r=[f"<tr>{th('姓名')}{td(p['name'])}{th('性别')}{td(p['sex'])}{td('照片','rowspan=4 width=90 align=center')}</tr>",
       f"<tr>{th('出生年月')}{td(birth(p))}{th('民族')}{td('壮族')}</tr>",
       f"<tr>{th('籍贯')}{td(p['jiguan'])}{th('现居住地')}{td(p['city_shown'])}</tr>",
       f"<tr>{th('最高学历')}{td('硕士')}{th('工作年限')}{td(p['years_shown'])}</tr>",
       f"<tr>{th('手机')}{td(p['phone_shown'])}{th('电子邮箱')}{td(p['email'],'colspan=2')}</tr>",
       f"<tr>{th('教育经历','colspan=5')}</tr><tr>{th('起止时间')}{th('学校')}{th('专业')}{th('学历','colspan=2')}</tr>"]
    r+=[f"<tr>{td(rng(p,x))}{td(x['school'])}{td(x['major'])}{td(x['shown'],'colspan=2')}</tr>" for x in p['education']]
    r+=[f"<tr>{th('工作经历','colspan=5')}</tr><tr>{th('起止时间')}{th('工作单位')}{th('部门')}{th('职务','colspan=2')}</tr>"]
    r+=[f"<tr>{td(rng(p,w))}{td(w['company'])}{td(w['dept'])}{td(w['title'],'colspan=2')}</tr><tr>{th('工作内容')}{td(DESC[8][i],'colspan=4')}</tr>" for i,w in enumerate(p['work'])]
    r+=[f"<tr>{th('项目经历','colspan=5')}</tr><tr>{th('起止时间')}{th('项目名称','colspan=2')}{th('担任角色','colspan=2')}</tr>"]
    r+=[f"<tr>{td(rng(p,j))}{td(j['name'],'colspan=2')}{td(j['role'],'colspan=2')}</tr>" for j in p['projects']]
    r+=[f"<tr>{th('获奖情况')}{td('广西科技进步三等奖（2022年）','colspan=4')}</tr>"]
    return page("<p align=center><font size=5><b>个 人 简 历 表</b></font></p><table width=100% cellspacing=0 style='border-collapse:collapse'>"+''.join(r)+"</table>")

def pandoc_md(p):
    m=f"# {p['name']}\n\n{p['sex']} · {p['age']}岁 · 现居{p['city_shown']}  \n手机：{p['phone_shown']} · 邮箱：<{p['email']}>  \n{p['years_shown']}\n\n## 职业经历\n\n"
    for i,w in enumerate(p['work']):
        m+=f"### {w['company']}\n\n**{w['title']}**{(' · '+w['dept']) if w['dept'] else ''} ｜ *{rng(p,w)}*\n\n- {DESC[9][i]}\n\n"
    m+="## 项目经历\n\n"+''.join(f"### {j['name']}\n\n*{rng(p,j)}* ｜ {j['role']}\n\n- {PDESC}\n\n" for j in p['projects'])
    m+="## 教育背景\n\n| 时间 | 学校 | 专业 | 学历 |\n|---|---|---|---|\n"+''.join(f"| {rng(p,x)} | {x['school']} | {x['major']} | {x['shown']} |\n" for x in p['education'])
    m+="\n## 荣誉\n\n- 2024年秋季城市赛冠军教练\n- 国家二级电子竞技裁判（2021年）\n"
    return m

def gbk_doc(p):
    tb=lambda rows:"<table border=1 cellspacing=0 cellpadding=4 width=100%>"+rows+"</table>"
    b=f"<p align=center><b style='font-size:16pt'>{p['name']}的个人简历</b></p>"
    b+=tb(f"<tr><td>姓名</td><td>{p['name']}</td><td>性别</td><td>{p['sex']}</td></tr><tr><td>出生日期</td><td>{birth(p,'slash')}</td><td>工作年限</td><td>{p['years_shown']}</td></tr><tr><td>居住地</td><td>{p['city_shown']}</td><td>户口所在地</td><td>{p['hukou']}</td></tr><tr><td>手机</td><td>{p['phone_shown']}</td><td>E-mail</td><td>{p['email']}</td></tr>")
    b+="<p><b>工作经历</b></p>"+tb(''.join(f"<tr><td width=30%>{rng(p,w)}</td><td>{w['company']}</td></tr><tr><td>{w['dept'] or '报关部'}</td><td>{w['title']}</td></tr><tr><td colspan=2>{DESC[10][i]}</td></tr>" for i,w in enumerate(p['work'])))
    b+="<p><b>项目经验</b></p>"+tb(''.join(f"<tr><td width=30%>{rng(p,j)}</td><td>{j['name']}</td></tr><tr><td>项目职务</td><td>{j['role']}</td></tr>" for j in p['projects']))
    b+="<p><b>教育经历</b></p>"+tb(''.join(f"<tr><td width=30%>{rng(p,x)}</td><td>{x['school']}</td><td>{x['major']}</td><td>{x['shown']}</td></tr>" for x in p['education']))
    b+="<p><b>证书</b></p><p>报关水平测试证书；国际货运代理从业资格</p>"
    meta='<meta http-equiv="Content-Type" content="text/html; charset=gb2312"><meta name=ProgId content=Word.Document>'
    return page(b,'body{font-family:宋体;font-size:10.5pt}',meta).replace('<html>','<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word">')

F={'sidebar':(sidebar,'chromium'),'board':(board,'chromium'),'timeline':(timeline,'chromium'),'bilingual':(bilingual,'chromium'),'compact':(compact,'chromium'),
   'twocol-table-lo':(twocol_table,'lo-docx'),'paragraphs-lo':(paragraphs,'lo-doc'),'form-lo':(form,'lo-pdf'),'pandoc':(pandoc_md,'pandoc'),'html-gbk':(gbk_doc,'gbk')}
plan=[];T=[]
for p in PEOPLE:
    fn,prod=F[p['layout']]; t=truth(p); T.append(t)
    src=os.path.join(G,t['file'].rsplit('.',1)[0]+('.md' if prod=='pandoc' else '.html'))
    open(src,'w',encoding='utf-8').write(fn(p)); plan.append(dict(file=t['file'],src=src,producer=prod))
json.dump(plan,open(os.path.join(G,'plan.json'),'w'),ensure_ascii=False,indent=1)
json.dump(T,open(os.path.join(H,'truth.json'),'w'),ensure_ascii=False,indent=2)
print(len(T),'people')
