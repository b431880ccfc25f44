"""rich's ``Text`` and ``Table`` breaking Chinese by text/lines.py's rules (issue 28 item 3): the terminal's tables.

rich wraps a cell at its spaces and cuts a run of Chinese wherever the column ends: a line of a table began
with 、 or ：, parted 10 from 名 and 殡仪 from 灵车. ``Folding`` is a ``Text`` whose lines holding Chinese rich
breaks where ``lines.breaks`` says (clreq's prohibitions, a number with its words, the ``Terms`` whole where
they fit) and measures by the widest piece that may not break; rich still lays out the columns, pads, justifies
and crops. Any other line (English) is wrapped by rich itself, as before: its words stay its words.

``Table`` is rich's table whose cells, headers, title and caption holding Chinese are ``Folding``; a game's
terminal screens draw with it and pass their words' ``terms``.
"""

from __future__ import annotations

from copy import copy
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from rich import table as rich_table
from rich.cells import cell_len
from rich.containers import Lines
from rich.measure import Measurement
from rich.text import Text

from . import lines as L

if TYPE_CHECKING:
    from rich.console import Console, ConsoleOptions, JustifyMethod, OverflowMethod, RenderableType


class Folding(Text):
    """A ``Text`` whose lines holding Chinese break by clreq's rules, keeping ``terms`` whole where they fit."""

    __slots__ = ("terms",)

    def __init__(self, text: str = "", style: Any = "", *, terms: L.Terms | None = None, **options: Any) -> None:
        super().__init__(text, style, **options)
        self.terms = terms

    @classmethod
    def of(cls, text: Text, terms: L.Terms | None) -> Folding:
        """``text`` (its styles and settings) as a ``Folding``."""
        return cls(text.plain, text.style, terms=terms, justify=text.justify, overflow=text.overflow,
                   no_wrap=text.no_wrap, end=text.end, tab_size=text.tab_size, spans=list(text.spans))

    def __rich__(self) -> _Alone:
        # printed alone, rich would join it with the texts around it into a plain Text (Console.print): a
        # renderable of its own keeps its wrapping
        return _Alone(self)

    def wrap(self, console: Console, width: int, *, justify: JustifyMethod | None = None,
             overflow: OverflowMethod | None = None, tab_size: int = 8, no_wrap: bool | None = None) -> Lines:
        """rich's ``Text.wrap``, line by line: a line holding Chinese is divided where ``lines.breaks`` says."""
        if no_wrap or (no_wrap is None and self.no_wrap) or overflow == "ignore" or not L.wide(self.plain):
            return super().wrap(console, width, justify=justify, overflow=overflow, tab_size=tab_size, no_wrap=no_wrap)
        wrap_justify = justify or self.justify or "default"
        wrap_overflow = overflow or self.overflow or "fold"
        out = Lines()
        for line in self.split(allow_blank=True):
            if "\t" in line:
                line.expand_tabs(tab_size)
            if L.wide(line.plain):
                new_lines = line.divide(L.breaks(line.plain, width, self.terms))
                for piece in new_lines:
                    piece.rstrip_end(width)
                if wrap_justify:
                    new_lines.justify(console, width, justify=wrap_justify, overflow=wrap_overflow)
                for piece in new_lines:
                    piece.truncate(width, overflow=wrap_overflow)
            else:
                new_lines = line.wrap(console, width, justify=wrap_justify, overflow=wrap_overflow, tab_size=tab_size)
            out.extend(new_lines)
        return out

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        """At most its longest line; at least the widest piece no rule lets break (a Latin word, 10 名)."""
        rows = self.plain.splitlines()
        if not rows:
            return Measurement(0, 0)
        return Measurement(max(L.least_width(row) if L.wide(row) else max(map(cell_len, row.split()), default=0)
                               for row in rows), max(map(cell_len, rows)))


class _Alone:
    """A ``Folding`` as a renderable of its own (what its ``__rich__`` gives rich to draw)."""

    def __init__(self, text: Folding) -> None:
        self.text = text

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> Any:
        return Text.__rich_console__(self.text, console, options)

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        return self.text.__rich_measure__(console, options)


def folding(thing: Any, terms: L.Terms | None) -> Any:
    """``thing`` as a ``Folding`` when it is text holding Chinese (a string is plain text, never markup); any
    other renderable, and text without Chinese, as it is."""
    if isinstance(thing, Folding) or not isinstance(thing, str | Text):
        return thing
    if not L.wide(thing if isinstance(thing, str) else thing.plain):
        return thing
    return Folding(thing, terms=terms) if isinstance(thing, str) else Folding.of(thing, terms)


class Table(rich_table.Table):
    """rich's ``Table`` whose cells, headers, title and caption holding Chinese break by clreq's rules."""

    def __init__(self, *headers: Any, terms: L.Terms | None = None, **options: Any) -> None:
        self.terms = terms
        super().__init__(*headers, **options)

    def add_column(self, header: RenderableType = "", *args: Any, **options: Any) -> None:
        super().add_column(folding(header, self.terms), *args, **options)

    def add_row(self, *cells: RenderableType | None, **options: Any) -> None:
        super().add_row(*(folding(cell, self.terms) for cell in cells), **options)

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> Any:
        # the title and the caption are set after the rows as often as before them
        self.title, self.caption = folding(self.title, self.terms), folding(self.caption, self.terms)
        if self.width is not None and options.max_width < self.width:
            # a terminal narrower than the table: laid out to the terminal's width (rich would draw it as wide as
            # asked, and the terminal crop its right-hand columns away), each column at least as wide as its
            # widest piece that may not break (rich would squeeze a column below it and cut the piece); a table
            # that cannot fit so is as wide as that needs, and the terminal crops it as before
            narrower = copy(self)
            narrower.width = options.max_width
            narrower.columns = [replace(column, min_width=self._least(console, options, column))
                                if column.min_width is None else column for column in self.columns]
            return rich_table.Table.__rich_console__(narrower, console, options)
        return super().__rich_console__(console, options)

    def _least(self, console: Console, options: ConsoleOptions, column: rich_table.Column) -> int:
        """The narrowest ``column`` may be: its widest piece that may not break (its widest cell when it does
        not wrap), without the padding."""
        cells = [column.header, *column.cells] if self.show_header else list(column.cells)
        sizes = [Measurement.get(console, options, cell) for cell in cells]
        return max((m.maximum if column.no_wrap else m.minimum for m in sizes), default=0)
