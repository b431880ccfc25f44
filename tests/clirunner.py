"""The command line as the tests run it in-process: what a test asserts is what was said, however wide the
terminal running the suite and however long its temporary paths.

The CLI prints its usage errors in a box as wide as the terminal (typer's, through rich), and a box
wraps its words: at 80 columns, ``unknown bot 'clever'`` after a path of some 20 characters broke across
two lines and a test looking for it failed on a fresh machine (issue 22 item 18). So the tests read
those errors at a fixed width no message reaches: ``runner`` gives every command it runs a terminal of
``WIDTH`` columns. The program's own output keeps the width of the terminal it was started in (CI sets
``COLUMNS=80``), so a test of a table still sees what a user at 80 columns sees.
"""

from __future__ import annotations

from typer.testing import CliRunner

WIDTH = 1000  # columns: wider than any message and any temporary path of a test
runner = CliRunner(env={"COLUMNS": str(WIDTH)})
