"""The `speakeasy` command line: the app and its shared options (common.py) and one module per group of commands."""

from __future__ import annotations

from . import bench, compare, games, rules, scenarios, serve, soak, text  # noqa: F401  (importing a module registers its commands)
from .common import app, main

__all__ = ["app", "main"]
