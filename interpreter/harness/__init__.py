"""The tools around a game: the game package (``package.GamePackage``, ``load_game``), bots,
simulation, saves, scenarios and state paths, playthroughs, soak, compare and the benchmarks."""

from __future__ import annotations
