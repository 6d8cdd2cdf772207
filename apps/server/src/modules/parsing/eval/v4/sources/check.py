# Independent check of eval set v4 (not the parser): opens every file with a tool of its own kind, and checks that each
# truth value is visible in what a person reading the file sees.  usage: python3 check.py [set folder]
import email
import html
import json
import os
import re
import subprocess
import sys
import tempfile
import zipfile

HERE = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FILES = os.path.join(HERE, "files")
EN = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
DEGREE_WORDS = {"大专": ["大专", "专科"], "本科": ["本科", "B.Eng.", "B.Sc.", "B.A.", "学士"],
                "硕士": ["硕士", "MSc", "MBA", "MPA", "EMBA", "MPH", "M.Sc."], "博士": ["博士", "Ph.D.", "PhD"]}


def strip_tags(s):
    s = re.sub(r"(?is)<(script|style)\b.*?</\1>", " ", s)
    s = re.sub(r"(?is)<!--.*?-->", " ", s)
    s = re.sub(r"(?i)<(br|/p|/tr|/div|/h\d|/li)\b[^>]*>", "\n", s)
    return html.unescape(re.sub(r"<[^>]+>", " ", s))


def lo_cat(path):
    with tempfile.TemporaryDirectory() as prof:
        r = subprocess.run(["soffice", f"-env:UserInstallation=file://{prof}", "--headless", "--cat", path],
                           capture_output=True, text=True, timeout=120)
    return r.stdout


def text_of(path):
    ext = path.rsplit(".", 1)[1]
    raw = open(path, "rb").read()
    if ext == "pdf":
        return subprocess.run(["pdftotext", "-layout", path, "-"], capture_output=True, text=True, check=True).stdout, "pdftotext"
    if ext == "docx":
        z = zipfile.ZipFile(path)
        parts = [n for n in z.namelist() if re.match(r"word/(document|header\d*|footer\d*)\.xml$", n)]
        xml = "".join(z.read(n).decode("utf-8") for n in sorted(parts))
        xml = re.sub(r"</w:p>", "\n", xml)
        xml = re.sub(r"<w:tab/>", "\t", xml)
        body = html.unescape(re.sub(r"<[^>]+>", "", xml))
        opened = lo_cat(path)  # proves LibreOffice opens it
        if len(opened.strip()) < 50:
            raise RuntimeError("LibreOffice could not open " + path)
        return body, "docx XML (body+headers+footers+text boxes); LibreOffice opens it"
    if ext == "jpg":
        ocr = [subprocess.run(["tesseract", path, "-", "-l", lang, "--psm", "4"], capture_output=True, text=True, check=True).stdout
               for lang in ("chi_sim", "chi_sim+eng")]  # the e-mail from the chi_sim+eng reading
        return ocr[0] + "\n" + re.sub(r"[^\x00-\x7f]", " ", ocr[1]), "tesseract chi_sim (+eng for Latin text)"
    if ext == "mht":
        msg = email.message_from_bytes(raw)
        for part in msg.walk():
            if part.get_content_type() == "text/html":
                return strip_tags(part.get_payload(decode=True).decode(part.get_content_charset() or "utf-8")), "MHTML html part"
        raise RuntimeError("no html part")
    if ext == "doc":
        if raw[:8] == bytes.fromhex("d0cf11e0a1b11ae1"):
            return lo_cat(path), "OLE2 Word 97 via soffice --cat"
        m = re.search(rb"charset\s*=\s*\"?([\w-]+)", raw[:2000], re.I)
        cs = m.group(1).decode() if m else "utf-8"
        return strip_tags(raw.decode(cs)), f"HTML named .doc, {cs}"
    raise RuntimeError("unknown " + path)


def squash(s):
    return re.sub(r"\s+", "", s)


def date_forms(v):
    if v == "至今":
        return ["至今", "现在", "Present", "今"]
    y, m = v.split("-")
    mi = int(m)
    return [f"{y}.{m}", f"{y}/{m}", f"{y}/{mi}", f"{y}年{mi}月", f"{y}年{m}月", f"{y[2:]}.{m}", f"{EN[mi - 1]}{y}",
            f"{y}-{m}", f"{y}.{mi}"]


def check(t, text):
    T = squash(text)
    TD = re.sub(r"[\s\-.()+]", "", text)
    bad, far = [], []

    def need(label, *alts):
        if not any(squash(a) in T for a in alts if a):
            bad.append(f"{label}: {alts[0]!r}")

    def near(label, anchor_pos, forms):
        lo, hi = max(0, anchor_pos - 120), anchor_pos + 260
        if any(squash(f) in T[lo:hi] for f in forms):
            return
        if any(squash(f) in T for f in forms):
            far.append(f"{label} not within the entry")
        else:
            bad.append(f"{label}: {forms[0]!r}")

    need("name", t["name"])
    if t["phone"] not in TD:
        bad.append("phone")
    need("email", t["email"])
    need("city", t["city"], {"珠海": "Zhuhai"}.get(t["city"]))
    need("sex", t["sex"], {"男": "Male", "女": "Female"}[t["sex"]])
    if t["age"] is not None:
        if not re.search(rf"{t['age']}岁|年龄[:：]?{t['age']}|年龄{t['age']}", T):
            bad.append(f"age {t['age']}")
    if t["birth"]:
        need("birth", *date_forms(t["birth"]))
    if t["workYears"]:
        if not re.search(rf"(?<!\d){t['workYears']}(年|years|\+?years)", T):
            bad.append(f"workYears {t['workYears']}")
    elif t["workYears"] == 0:
        need("应届", "应届")
    pos = 0
    for kind, items, key in (("work", t["work"], "company"), ("edu", t["education"], "school"), ("proj", t["projects"], "name")):
        pos = 0
        for it in items:
            anchor = squash(it[key])
            i = T.find(anchor, pos)
            if i < 0:
                bad.append(f"{kind} {it[key]!r} (or out of order)")
                continue
            pos = i + 1
            if kind == "work":
                if squash(it["title"]) not in T[i:i + 200] and squash(it["title"]) not in T[max(0, i - 80):i]:
                    bad.append(f"title {it['title']!r} near {it['company']}")
            if kind == "edu":
                if squash(it["major"]) not in T[i:i + 120]:
                    bad.append(f"major {it['major']!r}")
                if not any(squash(w) in T[max(0, i - 60):i + 160] for w in DEGREE_WORDS[it["degree"]]):
                    bad.append(f"degree {it['degree']} near {it['school']}")
            near(f"{kind} {it[key]} start", i, date_forms(it["start"]))
            near(f"{kind} {it[key]} end", i, date_forms(it["end"]))
    return bad, far


def main():
    truth = json.load(open(os.path.join(HERE, "truth.json"), encoding="utf-8"))
    files = sorted(os.listdir(FILES))
    assert [t["file"] for t in truth] == files, "truth.json and files/ differ"
    fails = 0
    for t in truth:
        path = os.path.join(FILES, t["file"])
        size = os.path.getsize(path)
        text, how = text_of(path)
        bad, far = check(t, text)
        status = "ok" if not bad else "MISSING " + "; ".join(bad)
        fails += bool(bad)
        print(f"{t['file']:32} {size // 1024:4} kB  {how:40.40} {status}" + (f"  (note: {'; '.join(far)})" if far else ""))
        if size > 400 * 1024:
            print("   too large")
            fails += 1
    print("files with a missing value:", fails)
    return fails


if __name__ == "__main__":
    sys.exit(1 if main() else 0)
