#!/usr/bin/env python3
"""Independent check (not the parser): opens every file in files/ and checks that what truth.json says is visible."""
import json, os, re, subprocess, zipfile, html, sys, tempfile
from people import PEOPLE, rng
H=os.path.dirname(os.path.abspath(__file__))
T=json.load(open(os.path.join(H,'truth.json')))
def soffice_cat(path):
    with tempfile.TemporaryDirectory() as d:
        r=subprocess.run(['soffice','-env:UserInstallation=file:///tmp/v5-lo-profile','--headless','--cat',path],capture_output=True,text=True,timeout=120)
        return r.stdout
def text(path):
    ext=path.rsplit('.',1)[1]
    if ext=='pdf': return subprocess.run(['pdftotext','-layout',path,'-'],capture_output=True,text=True,check=True).stdout
    raw=open(path,'rb').read()
    if ext=='docx':
        x=zipfile.ZipFile(path).read('word/document.xml').decode()
        t=html.unescape(re.sub(r'<[^>]+>','',re.sub(r'</w:p>|<w:tab/>|<w:br */>','\n',x)))
        c=soffice_cat(path); assert len(c.strip())>100, 'soffice cannot open '+path
        return t
    if raw[:4]==b'\xd0\xcf\x11\xe0': return soffice_cat(path)   # OLE2 Word 97
    m=re.search(rb'charset=([\w-]+)',raw); cs=m.group(1).decode().lower()
    cs='gbk' if cs in ('gb2312','gbk') else cs
    s=raw.decode(cs)  # strict: fails on bad bytes
    c=soffice_cat(path); assert len(c.strip())>100, 'soffice cannot open '+path
    return html.unescape(re.sub(r'<[^>]+>',' ',s))
def N(s): return re.sub(r'\s+','',s)
bad=0
for t,p in zip(T,PEOPLE):
    path=os.path.join(H,'files',t['file']); tx=text(path); n=N(tx); errs=[]
    def need(tok,where=n):
        if N(tok) not in where: errs.append('missing '+tok)
    need(t['name']); need(t['email']); need(t['sex']); need(p['city_shown'])
    if t['phone'] not in re.sub(r'\D','',tx): errs.append('phone')
    if t['age'] is not None: need(f"{t['age']}岁")
    if t['birth']:
        y,m=t['birth'].split('-')
        if not any(f in n for f in (f'{y}.{m}',f'{y}年{int(m)}月',f'{y}-{m}',f'{y}/{m}')): errs.append('birth')
    if t['workYears'] is not None and not re.search(rf'(?<!\d){t["workYears"]}(年|years)',n): errs.append('workYears')
    if t['workYears'] is None and re.search(r'工作年限|年经验|years of experience',n): errs.append('workYears stated but null')
    pos=0
    for kind,keys in (('education',('school','major')),('work',('company','title')),('projects',('name',))):
        for e,src in zip(t[kind],p[kind]):
            k=N(e[keys[0]]); i=n.find(k,pos if kind=='work' else 0)
            if i<0: errs.append(f'{kind} {k} missing/out of order'); continue
            if kind=='work': pos=i+1
            win=n[max(0,i-200):i+250]
            for kk in keys[1:]: need(e[kk],win)
            if kind=='education': need(src['shown'],win)
            need(rng(p,e),win)
    ok=not errs; bad+=not ok
    print(('OK  ' if ok else 'FAIL'),t['file'],len(tx),'chars',errs)
    # the truth keys are exactly v4's
v4=json.load(open('/work/main/apps/server/src/modules/parsing/eval/v4/truth.json'))[0]
assert list(v4)==list(T[0]), (list(v4),list(T[0]))
for t in T:
    assert list(t)==list(v4)
    for d in [x for k in ('education','work','projects') for e in t[k] for x in (e['start'],e['end'])]: assert d=='至今' or re.fullmatch(r'\d{4}-\d{2}',d),d
print('fail' if bad else 'all pass', bad)
sys.exit(1 if bad else 0)
