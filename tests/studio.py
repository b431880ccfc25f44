"""The studio (`speakeasy serve`) for the tests: a real server on a free port of 127.0.0.1, in a thread
of the test process, so a test can both ask it over HTTP (or drive a browser at it) and look at the
game it holds — to know, say, which cards the first seat holds while the second seat's page loads."""

from __future__ import annotations

import shutil
import socket
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import uvicorn

from interpreter.harness.package import GamePackage
from interpreter.web.app import Studio
from interpreter.web.guard import Limits
from interpreter.web.server import config

from .conftest import RULES_DIR

TOKEN = "test-launch-token-0123456789"
# A helper written on one line (a YAML flow mapping) whose provenance, before its typo, is Chinese with a character
# beyond the Basic Multilingual Plane (𠮷: two UTF-16 units, four UTF-8 bytes): the editors' position tests.
ONE_LINE = ('  - {reconstructed: "改写：影响力𠮷", id: helper_gain_influence, effect: "gain 2 influnce", '
            'bottle: bottle_gray, value: 10, source: "000 P.24"}')


def one_line(text: str) -> str:
    """helpers.yaml with helper_gain_influence's block replaced by ONE_LINE."""
    start = text.index("  - id: helper_gain_influence")
    end = text.index("\n  - id:", start + 1)
    return text[:start] + ONE_LINE + text[end:]


@dataclass
class Running:
    studio: Studio
    url: str

    def client(self, token: str | None = TOKEN, **headers: str) -> httpx.Client:
        sent = {"X-Studio-Token": token, **headers} if token else dict(headers)
        return httpx.Client(base_url=self.url, headers=sent, timeout=60)

    def link(self, path: str, **query: str) -> str:
        params = "&".join(f"{k}={v}" for k, v in {"token": TOKEN, **query}.items())
        return f"{self.url}{path}?{params}"


def rules_copy(folder: Path) -> Path:
    """A copy of the shipped rules to edit and save variants into (the shipped folder stays untouched)."""
    target = folder / "rules"
    shutil.copytree(RULES_DIR, target, ignore=shutil.ignore_patterns("__pycache__"))
    return target


@contextmanager
def serving(game: GamePackage[Any], rules: Path, variants: list[str] | None = None, store: Path | None = None,
            limits: Limits | None = None, token: str = TOKEN, variant_dir: Path | None = None,
            **options: Any) -> Iterator[Running]:
    """A studio on ``rules``; its games kept in ``store`` (by default a database of its own, removed after)."""
    own = None if store is not None else Path(tempfile.mkdtemp(prefix="studio-store-"))
    studio = Studio(game, rules, list(variants or []), variant_dir or rules / "variants", token,
                    store=store or own / "studio.sqlite3", limits=limits or Limits(), **options)  # type: ignore[operator]
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM, socket.IPPROTO_TCP)  # (as `serve` makes it: no Nagle)
    sock.bind(("127.0.0.1", 0))
    sock.listen(64)
    server = uvicorn.Server(config(studio))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not server.started and time.monotonic() < deadline:
        time.sleep(0.02)
    try:
        yield Running(studio, f"http://127.0.0.1:{sock.getsockname()[1]}")
    finally:
        server.should_exit = True
        thread.join(10)
        sock.close()
        studio.close()
        if own is not None:
            shutil.rmtree(own, ignore_errors=True)


# Debian's Chromium, driven by Playwright (Playwright's own browser download is not reachable from these machines)
CHROMIUM = Path("/usr/bin/chromium")


def browser_marks() -> list[Any]:
    """The marks of a test file that drives Chromium: `browser`, and skipped where it is not installed."""
    import pytest

    return [pytest.mark.browser,
            pytest.mark.skipif(not CHROMIUM.exists(), reason="no /usr/bin/chromium (apt-get install chromium fonts-noto-cjk)")]


@contextmanager
def chromium() -> Iterator[Any]:
    """A headless Chromium for a module's pages."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        launched = p.chromium.launch(executable_path=str(CHROMIUM), headless=True)
        yield launched
        launched.close()
