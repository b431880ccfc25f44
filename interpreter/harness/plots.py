"""The reports' plots, drawn by matplotlib as static SVG: curves with their interval bands (a sweep) and heat maps
(a skill matrix).

Static SVG from the server keeps a report one self-contained file that fetches nothing when it is opened.
Text stays text (``svg.fonttype = none``), in a font stack that carries Chinese (the CJK fonts are the
reader's browser's, so a label in 中文 is selectable and sharp, never drawn as paths), and each plot scales to
the width of the page (no fixed size: readable on a phone). matplotlib is an optional extra (``pip install -e
'.[plots]'``): without it ``available()`` is False and the reports show their tables alone.
"""

from __future__ import annotations

import io
import math
import re
import warnings
from collections.abc import Sequence
from typing import Any

from .stats import Estimate

# the families a label asks for, in order: Latin first, then the CJK fonts of common systems
FONT_STACK = ("DejaVu Sans", "Noto Sans CJK SC", "Noto Sans SC", "PingFang SC", "Microsoft YaHei", "Source Han Sans SC",
              "sans-serif")
INK, BAND, GRID_INK = "#1f4e79", "#9dc3e6", "#d9d9d9"


def available() -> bool:
    """Whether matplotlib (the plots extra) is installed."""
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        return False
    return True


def _pyplot() -> Any:
    import matplotlib

    matplotlib.use("Agg")  # no display: the figures only become SVG text
    import matplotlib.pyplot as plt

    return plt


def _svg(fig: Any) -> str:
    buf = io.StringIO()
    with _style(), warnings.catch_warnings():
        # a glyph the measuring font lacks (a Chinese label where no CJK font is installed) only sizes the label
        # roughly: the text stays text, drawn by the reader's own fonts
        warnings.simplefilter("ignore", UserWarning)
        fig.savefig(buf, format="svg", bbox_inches="tight")
    _pyplot().close(fig)
    text = buf.getvalue()
    text = text[text.index("<svg"):]  # no XML prologue or DOCTYPE inside an HTML page
    text = re.sub(r"\s*<metadata>.*?</metadata>", "", text, flags=re.S)  # the tool's name and the date: not the report's
    # every text element names the whole stack (matplotlib writes the first family it resolved)
    stack = ", ".join(f"'{f}'" if " " in f else f for f in FONT_STACK)
    text = re.sub(r"font-family:[^;\"]*", f"font-family: {stack}", text)
    text = re.sub(r"font: ([\d.]+px) [^;\"]*", lambda m: f"font-size: {m.group(1)}; font-family: {stack}", text)
    # plain href (every browser reads it): the page names no namespace but SVG's
    text = text.replace(' xmlns:xlink="http://www.w3.org/1999/xlink"', "").replace("xlink:href=", "href=")
    # scale with the page: the viewBox stays, the fixed size goes
    return re.sub(r'<svg([^>]*?) width="[^"]*" height="[^"]*"', r'<svg\1 width="100%" role="img"', text, count=1)


def _style() -> Any:
    import matplotlib

    return matplotlib.rc_context({"svg.fonttype": "none", "font.family": ["sans-serif"],
                                  "font.sans-serif": list(FONT_STACK), "svg.hashsalt": "speakeasy"})


def _band(estimates: Sequence[Estimate], scale: float) -> tuple[list[float], list[float], list[float]]:
    """A curve's means and its 95 % band, scaled (an estimate without an interval is a band of no width)."""
    mean = [e.mean * scale for e in estimates]
    low = [(e.low if e.low is not None else e.mean) * scale for e in estimates]
    high = [(e.high if e.high is not None else e.mean) * scale for e in estimates]
    return mean, low, high


def curve(xs: Sequence[float], estimates: Sequence[Estimate], title: str, xlabel: str, percent: bool = False,
          reference: float | None = None, marker: float | None = None) -> str | None:
    """One curve with its 95 % band, as SVG (None without matplotlib). ``reference``: a horizontal line (a fair
    share, zero); ``marker``: a vertical line (the base rules' value, a --target search's answer)."""
    if not available():
        return None
    plt = _pyplot()
    with _style():
        fig, ax = plt.subplots(figsize=(5.2, 2.8))
        scale = 100.0 if percent else 1.0
        mean, low, high = _band(estimates, scale)
        ax.fill_between(xs, low, high, color=BAND, alpha=0.6, linewidth=0, label="95% interval")
        ax.plot(xs, mean, color=INK, marker="o", markersize=4, linewidth=1.6, label="mean")
        if reference is not None:
            ax.axhline(reference * scale, color="#c00000", linewidth=1, linestyle="--")
        if marker is not None and math.isfinite(marker):
            ax.axvline(marker, color="#7f7f7f", linewidth=1, linestyle=":")
        ax.set_title(title, fontsize=11)
        ax.set_xlabel(xlabel)
        if percent:
            ax.set_ylabel("%")
        ax.grid(True, color=GRID_INK, linewidth=0.6)
        ax.set_xticks(list(xs))
        for side in ("top", "right"):
            ax.spines[side].set_visible(False)
        return _svg(fig)


SERIES_INKS = ("#1f4e79", "#c55a11", "#548235", "#7030a0", "#bf9000", "#2e75b6", "#843c0c", "#375623")


def curves(xs: Sequence[float], series: Sequence[tuple[str, Sequence[Estimate]]], title: str, xlabel: str,
           percent: bool = False, reference: float | None = None) -> str | None:
    """Several curves over the same x, each with its 95 % band and its name in the legend (a grid sweep's slices),
    as SVG (None without matplotlib)."""
    if not available():
        return None
    plt = _pyplot()
    with _style():
        fig, ax = plt.subplots(figsize=(5.2, 3.0))
        scale = 100.0 if percent else 1.0
        for k, (name, estimates) in enumerate(series):
            ink = SERIES_INKS[k % len(SERIES_INKS)]
            mean, low, high = _band(estimates, scale)
            ax.fill_between(xs, low, high, color=ink, alpha=0.12, linewidth=0)
            ax.plot(xs, mean, color=ink, marker="o", markersize=3.5, linewidth=1.4, label=name)
        if reference is not None:
            ax.axhline(reference * scale, color="#c00000", linewidth=1, linestyle="--")
        ax.set_title(title, fontsize=11)
        ax.set_xlabel(xlabel)
        if percent:
            ax.set_ylabel("%")
        ax.grid(True, color=GRID_INK, linewidth=0.6)
        ax.set_xticks(list(xs))
        ax.legend(fontsize=7, frameon=False)
        for side in ("top", "right"):
            ax.spines[side].set_visible(False)
        return _svg(fig)


def heatmap(rows: Sequence[str], cols: Sequence[str], values: Sequence[Sequence[float | None]], title: str,
            percent: bool = True, centre: float | None = None) -> str | None:
    """A matrix of numbers as a heat map with each cell's value written in it, as SVG (None without matplotlib)."""
    if not available():
        return None
    plt = _pyplot()
    with _style():
        fig, ax = plt.subplots(figsize=(1.2 + 1.1 * len(cols), 0.9 + 0.6 * len(rows)))
        grid = [[math.nan if v is None else v for v in row] for row in values]
        finite = [v for row in grid for v in row if not math.isnan(v)] or [0.0]
        lo, hi = min(finite), max(finite)
        if centre is not None:
            span = max(abs(hi - centre), abs(centre - lo)) or 1.0
            lo, hi = centre - span, centre + span
        image = ax.imshow(grid, cmap="RdBu_r" if centre is not None else "Blues", vmin=lo, vmax=hi, aspect="auto")
        ax.set_xticks(range(len(cols)), list(cols), rotation=30, ha="right")
        ax.set_yticks(range(len(rows)), list(rows))
        for i, row in enumerate(grid):
            for j, v in enumerate(row):
                if not math.isnan(v):
                    ax.text(j, i, f"{100 * v:.0f}%" if percent else f"{v:.2f}", ha="center", va="center", fontsize=9)
        ax.set_title(title, fontsize=11)
        fig.colorbar(image, ax=ax, shrink=0.8)
        return _svg(fig)


def bars(labels: Sequence[str], estimates: Sequence[Estimate], title: str, percent: bool = False,
         reference: float = 0.0) -> str | None:
    """Horizontal bars of estimates with their 95 % intervals as whiskers (impact's lifts, compare's differences)."""
    if not available():
        return None
    plt = _pyplot()
    with _style():
        fig, ax = plt.subplots(figsize=(5.6, 0.6 + 0.32 * len(labels)))
        scale = 100.0 if percent else 1.0
        ys = list(range(len(labels)))[::-1]
        mean = [e.mean * scale for e in estimates]
        err_lo = [max(0.0, (e.mean - (e.low if e.low is not None else e.mean)) * scale) for e in estimates]
        err_hi = [max(0.0, ((e.high if e.high is not None else e.mean) - e.mean) * scale) for e in estimates]
        colours = [INK if m >= reference * scale else "#c55a11" for m in mean]
        ax.barh(ys, mean, color=colours, alpha=0.8, xerr=[err_lo, err_hi], ecolor="#404040", capsize=2)
        ax.axvline(reference * scale, color="#404040", linewidth=0.8)
        ax.set_yticks(ys, list(labels))
        ax.set_title(title, fontsize=11)
        if percent:
            ax.set_xlabel("percentage points")
        ax.grid(True, axis="x", color=GRID_INK, linewidth=0.6)
        return _svg(fig)


def grouped_bars(groups: Sequence[str], series: Sequence[tuple[str, str, Sequence[Estimate]]], title: str,
                 reference: float | None = None) -> str | None:
    """Bars of rates side by side per group (``series``: name, colour, one estimate per group) with 95 % whiskers and
    a dashed reference line (a fair share): compare's win rate by seat."""
    if not available():
        return None
    plt = _pyplot()
    with _style():
        fig, ax = plt.subplots(figsize=(5.6, 2.8))
        width = 0.8 / max(1, len(series))
        for k, (name, colour, ests) in enumerate(series):
            xs = [i + (k - (len(series) - 1) / 2) * width for i in range(len(groups))]
            mean = [100 * e.mean for e in ests]
            lo = [max(0.0, 100 * (e.mean - (e.low if e.low is not None else e.mean))) for e in ests]
            hi = [max(0.0, 100 * ((e.high if e.high is not None else e.mean) - e.mean)) for e in ests]
            ax.bar(xs, mean, width * 0.95, color=colour, label=name, yerr=[lo, hi], ecolor="#222", capsize=2)
        if reference is not None:
            ax.axhline(100 * reference, color="#999", linewidth=1, linestyle="--")
        ax.set_xticks(range(len(groups)), list(groups))
        ax.set_ylabel("%")
        ax.set_title(title, fontsize=11)
        ax.legend(fontsize=8, frameon=False)
        for side in ("top", "right"):
            ax.spines[side].set_visible(False)
        return _svg(fig)


def histogram(series: Sequence[tuple[str, str, Sequence[float]]], title: str, xlabel: str) -> str | None:
    """Distributions side by side on shared whole-number bins (compare's scores)."""
    if not available():
        return None
    plt = _pyplot()
    values = [v for _, _, vs in series for v in vs]
    if not values:
        return None
    lo, hi = min(values), max(values)
    bins = max(5, min(30, int(math.sqrt(len(values) / max(1, len(series)))) or 5))
    step = max(1, math.ceil((hi - lo + 1) / bins))
    edges = [lo + i * step for i in range(bins + 1)]
    with _style():
        fig, ax = plt.subplots(figsize=(5.6, 2.8))
        ax.hist([list(vs) for _, _, vs in series], bins=edges, color=[c for _, c, _ in series],
                label=[n for n, _, _ in series])
        ax.set_title(title, fontsize=11)
        ax.set_xlabel(xlabel)
        ax.legend(fontsize=8, frameon=False)
        for side in ("top", "right"):
            ax.spines[side].set_visible(False)
        return _svg(fig)


def scatter(xs: Sequence[float], ys: Sequence[float], colours: Sequence[str], title: str, xlabel: str,
            ylabel: str) -> str | None:
    """Dots (impact's use rate against win-rate difference, in percentage points)."""
    if not available():
        return None
    plt = _pyplot()
    with _style():
        fig, ax = plt.subplots(figsize=(5.6, 2.8))
        ax.scatter([100 * x for x in xs], [100 * y for y in ys], c=list(colours), s=14)
        ax.axhline(0, color="#999", linewidth=1, linestyle="--")
        ax.set_title(title, fontsize=11)
        ax.set_xlabel(xlabel)
        ax.set_ylabel(ylabel)
        ax.grid(True, color=GRID_INK, linewidth=0.6)
        for side in ("top", "right"):
            ax.spines[side].set_visible(False)
        return _svg(fig)


__all__ = ["FONT_STACK", "available", "bars", "curve", "grouped_bars", "heatmap", "histogram", "scatter"]
