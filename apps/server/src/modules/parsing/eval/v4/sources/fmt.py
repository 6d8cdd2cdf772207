# Date and text helpers shared by the layouts.
from html import escape as h

EN_MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def d(v, style, present="至今"):
    """A YYYY-MM truth date in the form a layout shows it."""
    if v == "至今":
        return present
    y, m = v.split("-")
    mi = int(m)
    return {
        "dot": f"{y}.{m}",
        "slash": f"{y}/{m}",
        "slash1": f"{y}/{mi}",
        "cn": f"{y}年{mi}月",
        "cn0": f"{y}年{m}月",
        "yy": f"{y[2:]}.{m}",
        "en": f"{EN_MON[mi - 1]} {y}",
        "dash": f"{y}-{m}",
    }[style]


def span(a, b, style, sep=" - ", present="至今"):
    return d(a, style, present) + sep + d(b, style, present)


def sex_en(s):
    return "Male" if s == "男" else "Female"
