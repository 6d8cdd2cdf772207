"""Wraps one JPEG into a one-page, image-only PDF (a single DCTDecode image XObject), written by hand.

Usage: python3 jpeg2pdf.py in.jpg out.pdf"""

import struct
import sys


def jpeg_size(data):
    i = 2
    while i < len(data):
        if data[i] != 0xFF:
            raise ValueError("not a JPEG marker")
        marker = data[i + 1]
        length = struct.unpack(">H", data[i + 2:i + 4])[0]
        if marker in (0xC0, 0xC1, 0xC2):
            h, w = struct.unpack(">HH", data[i + 5:i + 9])
            comps = data[i + 9]
            return w, h, comps
        i += 2 + length
    raise ValueError("no SOF marker")


def main(src, dst):
    img = open(src, "rb").read()
    w, h, comps = jpeg_size(img)
    cs = "/DeviceRGB" if comps == 3 else "/DeviceGray"
    # A4 width (595.28 pt); the height follows the picture's proportions, like a phone scan app's "fit width".
    pw = 595.28
    ph = round(pw * h / w, 2)
    content = f"q {pw} 0 0 {ph} 0 0 cm /Im0 Do Q\n".encode()
    objs = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {pw} {ph}] /Resources << /XObject << /Im0 4 0 R >> >> /Contents 5 0 R >>".encode(),
        f"<< /Type /XObject /Subtype /Image /Width {w} /Height {h} /ColorSpace {cs} /BitsPerComponent 8 /Filter /DCTDecode /Length {len(img)} >>\nstream\n".encode()
        + img + b"\nendstream",
        f"<< /Length {len(content)} >>\nstream\n".encode() + content + b"endstream",
        b"<< /Producer (Scanner Pro 7.3 export) /CreationDate (D:20250610093012+08'00') >>",
    ]
    out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for k, o in enumerate(objs, 1):
        offsets.append(len(out))
        out += f"{k} 0 obj\n".encode() + o + b"\nendobj\n"
    xref = len(out)
    out += f"xref\n0 {len(objs) + 1}\n0000000000 65535 f \n".encode()
    out += b"".join(f"{off:010d} 00000 n \n".encode() for off in offsets)
    out += f"trailer\n<< /Size {len(objs) + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode()
    open(dst, "wb").write(out)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
