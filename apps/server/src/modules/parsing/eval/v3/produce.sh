#!/usr/bin/env bash
# Rebuilds the v3 evaluation set: sources/ → files/ and truth.json.
# Needs: python3, node + @playwright/test (repo root node_modules), /usr/bin/chromium, iconv, zip,
# LibreOffice (soffice), pandoc. Run from anywhere: bash apps/server/src/modules/parsing/eval/v3/produce.sh
set -euo pipefail
export PYTHONDONTWRITEBYTECODE=1
# pandoc (and any tool that honours it) stamps 12 Jun 2025 instead of the clock; Chromium and LibreOffice PDFs still carry
# the machine time as CreationDate, so their bytes differ between runs while their text does not.
export SOURCE_DATE_EPOCH=1749718800
V3="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$V3/../../../../../../.." && pwd)"
SRC="$V3/sources"
OUT="$V3/files"
TMP="$(mktemp -d /tmp/v3-produce.XXXXXX)"
trap 'rm -rf "$TMP"' EXIT
mkdir -p "$OUT"

# 1. sources (HTML, Markdown, RTF, flat ODF, DOCX part trees) and truth.json from sources/people.py
python3 "$SRC/build.py"

# 2. Chromium: print-to-PDF (01–10), MHTML snapshots named .doc (14, 15), screenshots (29, 30)
(cd "$ROOT" && node "$SRC/render.mjs" "$SRC/html" "$OUT" "$TMP")
python3 "$SRC/jpeg2pdf.py" "$TMP/v3-30.jpg" "$OUT/v3-30-scan-pdf.pdf"

# 3. job-board "Word" downloads: HTML encoded in GBK (charset gb2312), CRLF line ends, named .doc
for pair in 11:html-doc-51 12:html-doc-zl 13:html-doc-lp; do
  n="${pair%%:*}"; layout="${pair#*:}"
  iconv -f utf-8 -t gbk "$SRC/worddoc/v3-$n.utf8.html" | sed 's/$/\r/' > "$OUT/v3-$n-$layout.doc"
done

# 4. RTF as Word writes it (the source is the file); 18 is an RTF saved under a .doc name
cp "$SRC/rtf/v3-16.rtf" "$OUT/v3-16-rtf-classic.rtf"
cp "$SRC/rtf/v3-17.rtf" "$OUT/v3-17-rtf-unicode.rtf"
cp "$SRC/rtf/v3-18.rtf" "$OUT/v3-18-rtf-doc.doc"

# 5. WPS-style DOCX: the part trees zipped by hand ([Content_Types].xml first)
for pair in 19:docx-header 20:docx-textbox 21:docx-grid 22:docx-mixed; do
  n="${pair%%:*}"; layout="${pair#*:}"
  rm -f "$OUT/v3-$n-$layout.docx"
  (cd "$SRC/docx/v3-$n" && find . -exec touch -t 202506111402 {} + &&
    zip -X -D -q "$OUT/v3-$n-$layout.docx" '[Content_Types].xml' _rels/.rels docProps/*.xml word/*.xml word/_rels/*.rels)
done

# 6. LibreOffice: Writer two-column sections, an Impress slide and a Draw poster → PDF
LOPROFILE="file://$TMP/lo-profile"
lo() { soffice -env:UserInstallation="$LOPROFILE" --headless --convert-to "$1" --outdir "$TMP/lo" "$2" >/dev/null; }
lo pdf:writer_pdf_Export "$SRC/lo/v3-23.fodt"
lo pdf:writer_pdf_Export "$SRC/lo/v3-24.fodt"
lo pdf:impress_pdf_Export "$SRC/lo/v3-25.fodp"
lo pdf:draw_pdf_Export "$SRC/lo/v3-26.fodg"
cp "$TMP/lo/v3-23.pdf" "$OUT/v3-23-lo-writer-2col.pdf"
cp "$TMP/lo/v3-24.pdf" "$OUT/v3-24-lo-writer-2col-b.pdf"
cp "$TMP/lo/v3-25.pdf" "$OUT/v3-25-lo-impress.pdf"
cp "$TMP/lo/v3-26.pdf" "$OUT/v3-26-lo-draw.pdf"

# 7. pandoc Markdown → DOCX
pandoc -f markdown -t docx -o "$OUT/v3-27-pandoc-cn.docx" "$SRC/md/v3-27.md"
pandoc -f markdown -t docx -o "$OUT/v3-28-pandoc-en.docx" "$SRC/md/v3-28.md"

ls -l "$OUT"
