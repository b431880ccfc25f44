"""Take the README's pictures of Nostra City's board in the studio (`speakeasy --game nostra_city serve`).

    python tools/nostra_board_screenshots.py [--out docs]

Starts a studio on the shipped rules with five seats (a human and four greedy bots), plays the human's
seat at random to month 3's Meeting where it is asked where to bid, opens the board in Debian's Chromium
(Playwright) and writes docs/nostra-board.png (a wide screen, English), docs/nostra-board-phone.png
(390 px wide, Simplified Chinese) and docs/nostra-board-phone-hant.png (Traditional). Look at them before
committing them.
"""

from __future__ import annotations

import argparse
import random
import socket
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import uvicorn

from interpreter.harness.package import load_game
from interpreter.web.app import Studio
from interpreter.web.guard import new_token
from interpreter.web.server import config


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", type=Path, default=Path(__file__).resolve().parent.parent / "docs")
    args = ap.parse_args()
    from playwright.sync_api import sync_playwright

    game = load_game("nostra_city")
    with tempfile.TemporaryDirectory() as tmp:
        rules = Path(game.schema.shipped or ".")
        studio = Studio(game, rules, [], Path(tmp) / "variants", new_token(), store=Path(tmp) / "studio.sqlite3")
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM, socket.IPPROTO_TCP)
        sock.bind(("127.0.0.1", 0))
        sock.listen(16)
        server = uvicorn.Server(config(studio))
        threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True).start()
        while not server.started:
            time.sleep(0.05)
        url = f"http://127.0.0.1:{sock.getsockname()[1]}"
        table = studio.tables.new(5, ["human", "greedy", "greedy", "greedy", "greedy"], 11)
        rng = random.Random(3)

        def bidding() -> bool:  # the human asked where to bid at month 3's Meeting: the street's spaces glow
            d = table.game.decision
            return d is not None and d.seat == 0 and any(o.id.startswith("bid:") for o in d.options)

        while not (table.game.state.month >= 3 and bidding()) and not table.game.is_over:
            seat = table.game.current_player
            assert seat is not None
            table.choose(seat, rng.choice(table.game.legal_options()).id, None)
        key = next(iter(table.keys))
        shots = [("nostra-board.png", "en", {"width": 1280, "height": 1000}),
                 ("nostra-board-phone.png", "zh-Hans", {"width": 390, "height": 1400}),
                 ("nostra-board-phone-hant.png", "zh-Hant", {"width": 390, "height": 1400})]
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", headless=True)
            for name, lang, viewport in shots:
                page = browser.new_page(viewport=viewport)
                page.add_init_script(f"localStorage.setItem('studio-lang', '{lang}')")
                page.goto(f"{url}/play/{table.id}?token={studio.token}&seat={key}&lang={lang}")
                page.wait_for_selector('[data-panel="table"] svg')
                page.wait_for_timeout(600)
                page.screenshot(path=str(args.out / name), full_page=True)
                page.close()
            browser.close()
        server.should_exit = True
        studio.close()
    print(f"wrote {', '.join(str(args.out / n) for n, _, _ in shots)}")


if __name__ == "__main__":
    main()
