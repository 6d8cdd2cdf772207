"""Writes every source of the v3 set (HTML, Markdown, RTF, flat ODF, DOCX part trees) and truth.json.

Run from anywhere: python3 build.py. produce.sh then turns the sources into files/ with the real producers."""

import json
import os
import struct
import zlib

from common import fname, truth
from doc_layouts import DOCX, HTML_DOC, LO, MD, RTF, W_NS
from html_layouts import CHROMIUM
from people import PEOPLE

HERE = os.path.dirname(os.path.abspath(__file__))
V3 = os.path.dirname(HERE)


def out(rel, data, mode="w"):
    path = os.path.join(HERE, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, mode, **({} if "b" in mode else {"encoding": "utf-8"})) as f:
        f.write(data)


def png(w, h, rgb):
    """A flat-colour PNG (the photo placeholder of the MHTML pages)."""
    raw = b"".join(b"\x00" + bytes(rgb) * w for _ in range(h))

    def chunk(t, d):
        return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d) & 0xFFFFFFFF)

    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0)) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


# ---------------------------------------------------------------------------------------------- DOCX packaging
CT = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/><Override PartName="/word/settings.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.settings+xml"/>{extra}<Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/><Override PartName="/docProps/custom.xml" ContentType="application/vnd.openxmlformats-officedocument.custom-properties+xml"/></Types>"""

RELS = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/><Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/extended-properties" Target="docProps/app.xml"/><Relationship Id="rId4" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/custom-properties" Target="docProps/custom.xml"/></Relationships>"""

APP = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties" xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes"><Template>Normal.dotm</Template><Pages>1</Pages><Application>WPS Office_12.1.0.17147_F1E327BC-269C-435d-A152-05C5408002CA</Application><DocSecurity>0</DocSecurity></Properties>"""

CORE = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:dcmitype="http://purl.org/dc/dcmitype/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dc:creator>WPS_1718</dc:creator><cp:lastModifiedBy>WPS_1718</cp:lastModifiedBy><dcterms:created xsi:type="dcterms:W3CDTF">2025-06-08T09:21:00Z</dcterms:created><dcterms:modified xsi:type="dcterms:W3CDTF">2025-06-11T14:02:00Z</dcterms:modified></cp:coreProperties>"""

CUSTOM = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/custom-properties" xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes"><property fmtid="{D5CDD505-2E9C-101B-9397-08002B2CF9AE}" pid="2" name="KSOProductBuildVer"><vt:lpwstr>2052-12.1.0.17147</vt:lpwstr></property><property fmtid="{D5CDD505-2E9C-101B-9397-08002B2CF9AE}" pid="3" name="ICV"><vt:lpwstr>3F6A2C1B9E0D4B7A8C5D2E1F0A9B8C7D_12</vt:lpwstr></property></Properties>"""

STYLES = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Calibri" w:hAnsi="Calibri" w:eastAsia="宋体" w:cs="Times New Roman"/><w:kern w:val="2"/><w:sz w:val="21"/><w:szCs w:val="21"/><w:lang w:val="en-US" w:eastAsia="zh-CN" w:bidi="ar-SA"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:after="40" w:line="300" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults><w:style w:type="paragraph" w:default="1" w:styleId="1"><w:name w:val="Normal"/><w:qFormat/><w:pPr><w:widowControl w:val="0"/><w:jc w:val="both"/></w:pPr></w:style><w:style w:type="paragraph" w:styleId="2"><w:name w:val="header"/><w:basedOn w:val="1"/><w:pPr><w:pBdr><w:bottom w:val="single" w:sz="6" w:space="1" w:color="auto"/></w:pBdr><w:tabs><w:tab w:val="center" w:pos="4153"/><w:tab w:val="right" w:pos="8306"/></w:tabs><w:snapToGrid w:val="0"/><w:jc w:val="center"/></w:pPr><w:rPr><w:sz w:val="18"/></w:rPr></w:style><w:style w:type="paragraph" w:styleId="3"><w:name w:val="footer"/><w:basedOn w:val="1"/><w:pPr><w:snapToGrid w:val="0"/><w:jc w:val="left"/></w:pPr><w:rPr><w:sz w:val="18"/></w:rPr></w:style><w:style w:type="table" w:default="1" w:styleId="4"><w:name w:val="Normal Table"/><w:tblPr><w:tblCellMar><w:top w:w="0" w:type="dxa"/><w:left w:w="108" w:type="dxa"/><w:bottom w:w="0" w:type="dxa"/><w:right w:w="108" w:type="dxa"/></w:tblCellMar></w:tblPr></w:style></w:styles>"""

SETTINGS = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:settings xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:zoom w:percent="100"/><w:defaultTabStop w:val="420"/><w:characterSpacingControl w:val="compressPunctuation"/><w:compat><w:spaceForUL/><w:balanceSingleByteDoubleByteWidth/><w:doNotLeaveBackslashAlone/><w:ulTrailSpace/><w:doNotExpandShiftReturn/><w:adjustLineHeightInTable/><w:useFELayout/><w:compatSetting w:name="compatibilityMode" w:uri="http://schemas.microsoft.com/office/word" w:val="14"/></w:compat><w:themeFontLang w:val="en-US" w:eastAsia="zh-CN"/></w:settings>"""


def docx_tree(p, parts):
    base = f"docx/v3-{p['n']:02d}"
    rels = ['<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>',
            '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/settings" Target="settings.xml"/>']
    extra = ""
    sect_refs = ""
    if parts["header"]:
        out(f"{base}/word/header1.xml", f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:hdr {W_NS}>' + "".join(parts["header"]) + "</w:hdr>")
        rels.append('<Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/header" Target="header1.xml"/>')
        extra += '<Override PartName="/word/header1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.header+xml"/>'
        sect_refs += '<w:headerReference w:type="default" r:id="rId3"/>'
    if parts["footer"]:
        out(f"{base}/word/footer1.xml", f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:ftr {W_NS}>' + "".join(parts["footer"]) + "</w:ftr>")
        rels.append('<Relationship Id="rId4" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/footer" Target="footer1.xml"/>')
        extra += '<Override PartName="/word/footer1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.footer+xml"/>'
        sect_refs += '<w:footerReference w:type="default" r:id="rId4"/>'
    sect = (f'<w:sectPr>{sect_refs}<w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1247" w:bottom="1440" w:left="1247" '
            'w:header="851" w:footer="992" w:gutter="0"/><w:cols w:space="425"/><w:docGrid w:type="lines" w:linePitch="312" w:charSpace="0"/></w:sectPr>')
    out(f"{base}/word/document.xml", f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document {W_NS}><w:body>' + "".join(parts["body"]) + sect + "</w:body></w:document>")
    out(f"{base}/word/_rels/document.xml.rels", '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' + "".join(rels) + "</Relationships>")
    out(f"{base}/word/styles.xml", STYLES)
    out(f"{base}/word/settings.xml", SETTINGS)
    out(f"{base}/[Content_Types].xml", CT.replace("{extra}", extra))
    out(f"{base}/_rels/.rels", RELS)
    out(f"{base}/docProps/app.xml", APP)
    out(f"{base}/docProps/core.xml", CORE)
    out(f"{base}/docProps/custom.xml", CUSTOM)


def main():
    out("html/avatar.png", png(96, 120, (186, 198, 214)), "wb")
    for p in PEOPLE:
        lay, n = p["layout"], f"v3-{p['n']:02d}"
        if lay in CHROMIUM:
            out(f"html/{n}.html", CHROMIUM[lay](p))
        elif lay in HTML_DOC:
            out(f"worddoc/{n}.utf8.html", HTML_DOC[lay](p))
        elif lay in RTF:
            out(f"rtf/{n}.rtf", RTF[lay](p))
        elif lay in DOCX:
            docx_tree(p, DOCX[lay](p))
        elif lay in LO:
            ext, text = LO[lay](p)
            out(f"lo/{n}.{ext}", text)
        elif lay in MD:
            out(f"md/{n}.md", MD[lay](p))
        else:
            raise SystemExit(f"no producer for {lay}")
    assert len({fname(p) for p in PEOPLE}) == 30
    with open(os.path.join(V3, "truth.json"), "w", encoding="utf-8") as f:
        json.dump([truth(p) for p in PEOPLE], f, ensure_ascii=False, indent=2)
        f.write("\n")


if __name__ == "__main__":
    main()
