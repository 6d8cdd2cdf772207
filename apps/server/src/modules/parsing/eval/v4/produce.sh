#!/usr/bin/env bash
# Makes eval set v4 again: sources/ -> files/ and truth.json.  usage: bash produce.sh   (from anywhere in the repo)
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"          # the set folder (…/eval/v4)
SRC="$HERE/sources"; GEN="$SRC/gen"; OUT="$HERE/files"
REPO_ROOT="${REPO_ROOT:-$(git -C "$HERE" rev-parse --show-toplevel 2>/dev/null || echo /work/main)}"
export REPO_ROOT
mkdir -p "$OUT"
python3 "$SRC/build.py" "$HERE"
REPO_ROOT="$REPO_ROOT" node "$SRC/render.mjs" "$GEN" "$OUT"

# LibreOffice with its own profile, so it never joins another user's running instance
LO=(soffice "-env:UserInstallation=file:///tmp/v4-lo-profile-$$" --headless --norestore)
TMP="$(mktemp -d)"
while IFS=$'\t' read -r kind src file; do
  stem="${file%.*}"
  case "$kind" in
    lo-fodt-docx) "${LO[@]}" --convert-to 'docx:MS Word 2007 XML' --outdir "$TMP" "$GEN/$src" >/dev/null ;;
    lo-fodt-pdf)  "${LO[@]}" --convert-to 'pdf:writer_pdf_Export' --outdir "$TMP" "$GEN/$src" >/dev/null ;;
    lo-fodt-doc)  "${LO[@]}" --convert-to 'doc:MS Word 97' --outdir "$TMP" "$GEN/$src" >/dev/null ;;
    lo-html-docx) "${LO[@]}" --infilter='HTML (StarWriter)' --convert-to 'docx:MS Word 2007 XML' --outdir "$TMP" "$GEN/$src" >/dev/null ;;
    lo-html-pdf)  "${LO[@]}" --infilter='HTML (StarWriter)' --convert-to 'pdf:writer_pdf_Export' --outdir "$TMP" "$GEN/$src" >/dev/null ;;
    lo-html-doc)  "${LO[@]}" --infilter='HTML (StarWriter)' --convert-to 'doc:MS Word 97' --outdir "$TMP" "$GEN/$src" >/dev/null ;;
    pandoc)       SOURCE_DATE_EPOCH=1749695400 pandoc -f markdown -t docx -o "$OUT/$file" "$GEN/$src" ;;
    html-doc-utf8) cp "$GEN/$src" "$OUT/$file" ;;
    html-doc-gbk) iconv -f utf-8 -t gbk "$GEN/$src" > "$OUT/$file" ;;
    *) continue ;;
  esac
  if [[ "$kind" == lo-* ]]; then mv "$TMP/${src%.*}.${file##*.}" "$OUT/$file"; fi
  echo "$kind $file"
done < <(python3 -c "import json,sys; [print(i['kind'],i['src'],i['file'],sep='\t') for i in json.load(open(sys.argv[1]))]" "$GEN/plan.json")
rm -rf "$TMP" "/tmp/v4-lo-profile-$$"
ls -l "$OUT"
