#!/bin/bash
# Rebuilds gen/, truth.json and files/ for v5.
set -euo pipefail
cd "$(dirname "$0")"
export SOURCE_DATE_EPOCH=1749686400   # 12 Jun 2025
rm -rf files gen && mkdir -p files gen/lo
python3 build.py
node render.mjs
PROFILE="-env:UserInstallation=file:///tmp/v5-lo-profile"
SO="soffice $PROFILE --headless --infilter=HTML (StarWriter)"
$SO --convert-to 'docx:MS Word 2007 XML' --outdir gen/lo gen/v5-06-twocol-table-lo.html >/dev/null
$SO --convert-to 'doc:MS Word 97' --outdir gen/lo gen/v5-07-paragraphs-lo.html >/dev/null
# direct HTML→PDF export leaves page 1 blank and drops the title paragraph; go through ODT (still LibreOffice only)
$SO --convert-to odt --outdir gen/lo gen/v5-08-form-lo.html >/dev/null
soffice $PROFILE --headless --convert-to 'pdf:writer_pdf_Export' --outdir gen/lo gen/lo/v5-08-form-lo.odt >/dev/null
cp gen/lo/v5-06-twocol-table-lo.docx gen/lo/v5-07-paragraphs-lo.doc gen/lo/v5-08-form-lo.pdf files/
pandoc -f markdown -t docx -o files/v5-09-pandoc.docx gen/v5-09-pandoc.md
iconv -f utf-8 -t gbk gen/v5-10-html-gbk.html > files/v5-10-html-gbk.doc
ls -l files
