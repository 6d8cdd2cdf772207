# Writes every source (HTML, flat ODT, Markdown, Word-HTML) into sources/gen/ and truth.json into the set folder.
import json
import os
import sys

import doc_layouts as D
import html_layouts as H
from people import P, truth

ROOT = os.path.dirname(os.path.abspath(__file__))
GEN = os.path.join(ROOT, "gen")

# number -> (kind, layout function); kind says which producer turns the source into the file (see produce.sh)
PLAN = {
    1: ("chromium-pdf", H.table_board), 2: ("chromium-pdf", H.sidebar_right), 3: ("chromium-pdf", H.date_gutter),
    4: ("chromium-pdf", H.header_band), 5: ("chromium-pdf", H.compact_en), 6: ("chromium-pdf", H.skills_band),
    7: ("lo-fodt-docx", lambda p: D.form(p, "dot", "求 职 登 记 表")), 8: ("lo-fodt-pdf", D.two_sections),
    9: ("lo-fodt-doc", lambda p: D.form(p, "cn0", "应聘人员登记表", "教育经历", "工作经历")),
    10: ("lo-html-docx", H.lo_bilingual), 11: ("lo-html-pdf", H.lo_table_cv), 12: ("lo-html-doc", H.lo_plain),
    13: ("lo-fodt-docx", D.sections_docx), 14: ("pandoc", D.md_mixed), 15: ("pandoc", D.md_icons),
    16: ("html-doc-utf8", H.html_doc_utf8), 17: ("html-doc-gbk", H.html_doc_gbk), 18: ("chromium-mhtml", H.mhtml_page),
    19: ("lo-fodt-docx", D.header_textbox), 20: ("chromium-jpg", H.scan_page), 21: ("chromium-pdf", H.long_career),
    22: ("pandoc", D.md_phd), 23: ("lo-fodt-doc", D.doc_tables), 24: ("lo-html-pdf", H.lo_form),
}
EXT = {"chromium-pdf": "html", "chromium-mhtml": "html", "chromium-jpg": "html", "lo-html-docx": "html", "lo-html-pdf": "html",
       "lo-html-doc": "html", "lo-fodt-docx": "fodt", "lo-fodt-pdf": "fodt", "lo-fodt-doc": "fodt", "pandoc": "md",
       "html-doc-utf8": "html", "html-doc-gbk": "html"}


def main(out_dir):
    os.makedirs(GEN, exist_ok=True)
    plan = []
    for p in P:
        kind, fn = PLAN[p["n"]]
        stem = os.path.splitext(p["file"])[0]
        src = os.path.join(GEN, f"{stem}.{EXT[kind]}")
        with open(src, "w", encoding="utf-8", newline="") as f:
            f.write(fn(p))
        plan.append({"n": p["n"], "kind": kind, "src": os.path.basename(src), "file": p["file"]})
    with open(os.path.join(GEN, "plan.json"), "w", encoding="utf-8") as f:
        json.dump(plan, f, ensure_ascii=False, indent=2)
        f.write("\n")
    with open(os.path.join(out_dir, "truth.json"), "w", encoding="utf-8") as f:
        json.dump([truth(p) for p in P], f, ensure_ascii=False, indent=2)
        f.write("\n")


if __name__ == "__main__":
    main(sys.argv[1])
