"""Opens every produced file with a tool that is not the product's parser and checks that each truth value is
visible in it: name, phone, e-mail, city, age/birth, work years, and every school, major, company, title, project
and date. PDF → pdftotext; scans → tesseract (chi_sim+eng); HTML/MHTML .doc → decoded and stripped of tags;
RTF → LibreOffice --convert-to txt; DOCX → the text of document, header, footer and text boxes (and LibreOffice
must open it). Prints one line per file and every miss; exits 1 on a miss outside the scans.

Usage: python3 check.py"""

import email
import html
import json
import os
import re
import subprocess
import sys
import tempfile
import zipfile

from common import MONTHS_EN

HERE = os.path.dirname(os.path.abspath(__file__))
V3 = os.path.dirname(HERE)
FILES = os.path.join(V3, "files")
EN_CITY = {"上海": "Shanghai", "深圳": "Shenzhen"}


def strip_tags(s):
    s = re.sub(r"(?is)<(script|style)[^>]*>.*?</\1>", " ", s)
    s = re.sub(r"(?i)<br\s*/?>|</(p|div|tr|li|h\d)>", "\n", s)
    s = re.sub(r"<[^>]+>", " ", s)
    return html.unescape(s)


def soffice_txt(path):
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(["soffice", f"-env:UserInstallation=file://{tmp}/p", "--headless", "--convert-to", "txt:Text (encoded):UTF8",
                        "--outdir", tmp, path], check=True, capture_output=True)
        out = [f for f in os.listdir(tmp) if f.endswith(".txt")]
        return open(os.path.join(tmp, out[0]), encoding="utf-8-sig").read()


def docx_text(path):
    z = zipfile.ZipFile(path)
    names = [n for n in z.namelist() if re.match(r"word/(document|header\d*|footer\d*|footnotes)\.xml$", n)]
    text = []
    for n in names:
        x = z.read(n).decode("utf-8")
        x = re.sub(r"</w:p>", "\n", x)
        x = re.sub(r"<w:tab/>", "\t", x)
        text.append(html.unescape(re.sub(r"<[^>]+>", "", x)))
    soffice_txt(path)  # LibreOffice must open it
    return "\n".join(text)


def ocr(path):
    r = subprocess.run(["tesseract", path, "-", "-l", "chi_sim+eng"], capture_output=True, text=True, check=True)
    return r.stdout


def text_of(path):
    ext = path.rsplit(".", 1)[1]
    raw = open(path, "rb").read()
    if ext == "jpg":
        return ocr(path)
    if raw.startswith(b"%PDF"):
        t = subprocess.run(["pdftotext", "-enc", "UTF-8", path, "-"], capture_output=True, text=True, check=True).stdout
        if t.strip():
            return t
        with tempfile.TemporaryDirectory() as tmp:
            subprocess.run(["pdfimages", "-j", path, f"{tmp}/img"], check=True)
            return "\n".join(ocr(os.path.join(tmp, f)) for f in sorted(os.listdir(tmp)))
    if raw.startswith(b"{\\rtf"):
        return soffice_txt(path)
    if raw.startswith(b"PK"):
        return docx_text(path)
    if raw.startswith(b"From: <Saved by Blink>") or b"multipart/related" in raw[:2000]:
        msg = email.message_from_bytes(raw)
        parts = [p for p in msg.walk() if p.get_content_type() == "text/html"]
        return strip_tags(parts[0].get_payload(decode=True).decode(parts[0].get_content_charset() or "utf-8"))
    m = re.search(rb"charset\s*=\s*\"?([\w-]+)", raw[:3000], re.I)
    return strip_tags(raw.decode(m.group(1).decode() if m else "utf-8"))


def date_re(d):
    if d == "至今":
        return r"(至今|Present)"
    y, m = d.split("-")
    mi = int(m)
    return rf"({y}\s*[.\-/年]\s*0?{mi}(?!\d)|{MONTHS_EN[mi - 1]}\w*\.?\s*{y})"


def check(t, txt):
    flat = re.sub(r"\s+", "", txt)
    miss = []

    def need(label, s):
        if re.sub(r"\s+", "", s) not in flat:
            miss.append(f"{label}: {s}")

    def need_re(label, pat):
        if not re.search(pat, txt):
            miss.append(f"{label}: /{pat}/")

    need("name", t["name"])
    phone = r"[\s\-.()]*".join(t["phone"])
    need_re("phone", phone)
    if t["email"]:
        need("email", t["email"])
    if t["city"] not in flat and EN_CITY.get(t["city"], "@") not in txt:
        miss.append(f"city: {t['city']}")
    if t["age"] is not None:
        need_re("age", rf"{t['age']}\s*岁|Age")
    if t["birth"]:
        need_re("birth", date_re(t["birth"]))
    if t["workYears"] == 0:
        need_re("workYears", r"应届")
    elif t["workYears"] is not None:
        need_re("workYears", rf"(?<!\d){t['workYears']}\s*(年|years|yrs)")
    for k in ("education", "work", "projects"):
        for e in t[k]:
            for f in ("school", "major", "company", "title", "name"):
                if f in e:
                    need(f"{k}.{f}", e[f])
            need_re(f"{k}.start {e['start']}", date_re(e["start"]))
            need_re(f"{k}.end {e['end']}", date_re(e["end"]))
    return miss


def main():
    truth = json.load(open(os.path.join(V3, "truth.json"), encoding="utf-8"))
    bad = 0
    for t in truth:
        path = os.path.join(FILES, t["file"])
        size = os.path.getsize(path)
        txt = text_of(path)
        miss = check(t, txt)
        scan = "scan" in t["file"]
        print(f"{'ok ' if not miss else ('ocr' if scan else 'BAD')} {t['file']:32} {size // 1024:4d} kB  {len(txt):5d} chars")
        for m in miss:
            print("     miss", m)
        if size >= 500 * 1024 or (miss and not scan):
            bad += 1
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
