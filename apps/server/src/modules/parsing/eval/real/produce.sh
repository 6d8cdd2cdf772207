#!/usr/bin/env bash
# Makes the evaluation set's files with real producers, from the hand-written sources/*.html:
#   LibreOffice (Debian's libreoffice-writer-nogui) → DOCX ("MS Word 2007 XML"), legacy DOC ("MS Word 97"), PDF (writer_pdf_Export)
#   Chromium (Debian's chromium, headless --print-to-pdf) → PDF
#   pandoc 2.17 (Debian's pandoc) → DOCX (pandoc's own Word writer)
#   XeLaTeX (Debian's texlive-xetex + texlive-lang-chinese, ctexart with xeCJK over fonts-noto-cjk) → PDF (xdvipdfmx),
#     from pandoc's LaTeX of the same HTML, as a LaTeX resume is typeset
# Each resume is kept in the format its number picks (n % 4: docx, chromium pdf, libreoffice pdf, doc), so every
# producer has a quarter of the set (and three more files, below); `ALL=1` makes all four formats of every resume (for the bench, in $OUT).
#   bash apps/server/src/modules/parsing/eval/real/produce.sh           (rewrites files/)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="${OUT:-$here/files}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$out" "$work/html" "$work/lo"
for src in "$here"/sources/*.html; do
  base="$(basename "$src" .html)"
  {
    echo '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>简历</title>'
    echo '<style>body{font-family:"Noto Serif CJK SC","Noto Sans CJK SC",serif}</style>'
    echo '</head><body>'
    cat "$src"
    echo '</body></html>'
  } >"$work/html/$base.html"
done
lo() { # format, extension
  soffice -env:UserInstallation="file://$work/profile" --headless --infilter="HTML (StarWriter)" \
    --convert-to "$1" --outdir "$work/lo/$2" "$work"/html/*.html >/dev/null 2>&1
}
lo 'docx:MS Word 2007 XML' docx
lo 'doc:MS Word 97' doc
lo 'pdf:writer_pdf_Export' pdf
mkdir -p "$work/chromium"
for html in "$work"/html/*.html; do
  base="$(basename "$html" .html)"
  chromium --headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking \
    --disable-component-update --disable-sync --user-data-dir="$work/chrome-profile" --no-pdf-header-footer \
    --print-to-pdf="$work/chromium/$base.pdf" "file://$html" >/dev/null 2>&1
done
mkdir -p "$work/pandoc" "$work/tex"
cat >"$work/tex/wrap.tex" <<'TEX'
\documentclass[fontset=none,a4paper,11pt]{ctexart}
\setCJKmainfont{Noto Serif CJK SC}
\setCJKsansfont{Noto Sans CJK SC}
\setmainfont{Noto Serif CJK SC}
\usepackage[margin=2cm]{geometry}
\usepackage{longtable,booktabs,array,calc}
\providecommand{\href}[2]{#2}\providecommand{\url}[1]{#1}\providecommand{\hypertarget}[2]{#2}
\providecommand{\tightlist}{\setlength{\itemsep}{0pt}\setlength{\parskip}{0pt}}
\setcounter{secnumdepth}{-2}
\pagestyle{empty}
\begin{document}
\input{body.tex}
\end{document}
TEX
for html in "$work"/html/*.html; do
  base="$(basename "$html" .html)"
  pandoc "$html" -o "$work/pandoc/$base.docx"
  pandoc "$html" -t latex -o "$work/tex/body.tex"
  (cd "$work/tex" && xelatex -interaction=nonstopmode -halt-on-error wrap.tex >/dev/null && mv wrap.pdf "$base.pdf")
done
for html in "$work"/html/*.html; do
  base="$(basename "$html" .html)"
  n=$((10#${base%%-*}))
  if [ "${ALL:-}" = 1 ]; then
    cp "$work/lo/docx/$base.docx" "$out/$base.libreoffice.docx"
    cp "$work/lo/doc/$base.doc" "$out/$base.libreoffice.doc"
    cp "$work/lo/pdf/$base.pdf" "$out/$base.libreoffice.pdf"
    cp "$work/chromium/$base.pdf" "$out/$base.chromium.pdf"
    cp "$work/pandoc/$base.docx" "$out/$base.pandoc.docx"
    cp "$work/tex/$base.pdf" "$out/$base.xelatex.pdf"
    continue
  fi
  # A few more, for layouts whose miss was found in another producer's file than the rotation keeps.
  case "$base" in
    21-*) cp "$work/lo/pdf/$base.pdf" "$out/$base.libreoffice.pdf" ;;
    26-* | 33-*) cp "$work/lo/doc/$base.doc" "$out/$base.libreoffice.doc" ;;
    02-* | 16-*) cp "$work/tex/$base.pdf" "$out/$base.xelatex.pdf" ;;
  esac
  # The two producers added in session 9 (pandoc, XeLaTeX): a third of the resumes each, on top of the rotation.
  case $((n % 3)) in
    0) cp "$work/tex/$base.pdf" "$out/$base.xelatex.pdf" ;;
    1) cp "$work/pandoc/$base.docx" "$out/$base.pandoc.docx" ;;
  esac
  case $((n % 4)) in
    0) cp "$work/lo/docx/$base.docx" "$out/$base.libreoffice.docx" ;;
    1) cp "$work/chromium/$base.pdf" "$out/$base.chromium.pdf" ;;
    2) cp "$work/lo/pdf/$base.pdf" "$out/$base.libreoffice.pdf" ;;
    3) cp "$work/lo/doc/$base.doc" "$out/$base.libreoffice.doc" ;;
  esac
done
