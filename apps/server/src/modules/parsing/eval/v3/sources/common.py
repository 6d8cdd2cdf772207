"""Shared helpers for the v3 source builders: date display styles, durations, escaping."""

import html

NOW = (2025, 6)  # the set is written as of June 2025
MONTHS_EN = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
RANK = {"大专": 1, "本科": 2, "硕士": 3, "博士": 4}


def esc(s):
    return html.escape(str(s), quote=True)


def ym(d, style="dot"):
    """Show a YYYY-MM truth date the way a layout writes it."""
    if d == "至今":
        return "Present" if style == "en" else "至今"
    y, m = d.split("-")
    mi = int(m)
    return {
        "dot": f"{y}.{m}",
        "slash": f"{y}/{m}",
        "dash": f"{y}-{m}",
        "cn": f"{y}年{mi}月",
        "cn0": f"{y}年{m}月",
        "en": f"{MONTHS_EN[mi - 1]} {y}",
        "dot1": f"{y}.{mi}",
    }[style]


def months(start, end):
    sy, sm = map(int, start.split("-"))
    ey, em = NOW if end == "至今" else map(int, end.split("-"))
    return (ey * 12 + em) - (sy * 12 + sm)


def dur(start, end, style="cn"):
    n = months(start, end)
    y, m = divmod(n, 12)
    if style == "en":
        parts = []
        if y:
            parts.append(f"{y} yr{'s' if y > 1 else ''}")
        if m:
            parts.append(f"{m} mo{'s' if m > 1 else ''}")
        return " ".join(parts)
    if y and m:
        return f"{y}年{m}个月"
    if y:
        return f"{y}年"
    return f"{m}个月"


def span(e, style="dot", sep=" - "):
    return f"{ym(e['start'], style)}{sep}{ym(e['end'], style)}"


def highest(p):
    return max((e["degree"] for e in p["education"]), key=lambda d: RANK[d]) if p["education"] else None


def title_of(p):
    """The degree part of the one-line header (highest degree as shown in Chinese)."""
    return highest(p)


def truth(p):
    return dict(
        file=fname(p),
        name=p["name"],
        sex=p["sex"],
        birth=p["birth"],
        age=p["age"],
        phone=p["phone"],
        email=p["email"],
        city=p["city"],
        highestEducation=highest(p),
        workYears=p["workYears"],
        education=[{k: e[k] for k in ("school", "major", "degree", "start", "end")} for e in p["education"]],
        work=[{k: w[k] for k in ("company", "title", "start", "end")} for w in p["work"]],
        projects=[{k: j[k] for k in ("name", "start", "end")} for j in p["projects"]],
    )


def fname(p):
    return f"v3-{p['n']:02d}-{p['layout']}.{p['ext']}"


def sex_age(p):
    bits = [p["sex"]]
    if p["age"] is not None:
        bits.append(f"{p['age']}岁")
    return bits


def wy_text(p):
    if p["workYears"] is None:
        return None
    if p["workYears"] == 0:
        return "应届毕业生"
    return f"{p['workYears']}年工作经验"
