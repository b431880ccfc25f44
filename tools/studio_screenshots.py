"""Take the README's pictures of the studio (`speakeasy serve`): the editor and the board.

    python tools/studio_screenshots.py [--out docs]

Starts a studio on a copy of the shipped rules, opens it in Debian's Chromium (/usr/bin/chromium,
driven by Playwright) and writes docs/studio-editor.png (a helper being edited, with its text in
three languages) and docs/studio-board.png (a 3-player game in its second act, asked where to build; at a phone's 390 px,
docs/studio-board-phone.png). Run it after a change
that shows, and look at the pictures before committing them.
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
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

    game = load_game("speakeasy")
    with tempfile.TemporaryDirectory() as tmp:
        rules = Path(tmp) / "rules"
        shutil.copytree(game.schema.shipped or "rules", rules)
        os.chdir(tmp)  # files are named as the designer would see them: rules/helpers.yaml
        studio = Studio(game, rules, [], rules / "variants", new_token(), store=Path(tmp) / "studio.sqlite3")
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM, socket.IPPROTO_TCP)
        sock.bind(("127.0.0.1", 0))
        sock.listen(16)
        server = uvicorn.Server(config(studio))
        threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True).start()
        while not server.started:
            time.sleep(0.05)
        url = f"http://127.0.0.1:{sock.getsockname()[1]}"
        table = studio.tables.new(3, ["human", "greedy", "greedy"], 37)
        rng = random.Random(3)
        def on_the_map() -> bool:  # the human asked where to build: the city's spaces glow
            d = table.game.decision
            return d is not None and d.seat == 0 and any(o.id.startswith("space:") for o in d.options)

        while not (table.game.state.act >= 2 and on_the_map()) and not table.game.is_over:
            seat = table.game.current_player  # some rounds in, the human playing at random
            assert seat is not None
            table.choose(seat, rng.choice(table.game.legal_options()).id, None)
        key = next(iter(table.keys))
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", headless=True)
            page = browser.new_page(viewport={"width": 1440, "height": 1000})
            page.goto(f"{url}/editor?token={studio.token}#helper_gain_influence")
            page.wait_for_selector('.text-col[data-lang="zh-Hant"] li')
            page.evaluate("""() => { const view = CM.EditorView.findFromDOM(document.querySelector('#source .cm-editor'));
                             const i = view.state.doc.toString().indexOf('gain 2');
                             view.dispatch({ selection: { anchor: i, head: i + 6 } }); view.focus(); }""")
            page.keyboard.type("gain 3")
            page.wait_for_function("() => document.querySelector('.text-col[data-lang=\"en\"]').textContent.includes('3')")
            page.fill("#search", "influence")
            page.wait_for_timeout(400)
            page.screenshot(path=str(args.out / "studio-editor.png"))
            page.goto(f"{url}/play/{table.id}?token={studio.token}&seat={key}")
            page.wait_for_selector('[data-panel="city"] svg')
            page.locator('[data-panel="city"] [data-component^="mobster_"]').first.hover()  # a tooltip shows
            page.wait_for_timeout(500)
            page.screenshot(path=str(args.out / "studio-board.png"))
            phone = browser.new_page(viewport={"width": 390, "height": 844})  # a phone: the question above the board
            phone.goto(f"{url}/play/{table.id}?token={studio.token}&seat={key}")
            phone.wait_for_selector('[data-panel="city"] svg')
            phone.wait_for_timeout(500)
            phone.screenshot(path=str(args.out / "studio-board-phone.png"))
            browser.close()
        server.should_exit = True
        studio.close()
    print(f"wrote {args.out / 'studio-editor.png'}, {args.out / 'studio-board.png'} and {args.out / 'studio-board-phone.png'}")


if __name__ == "__main__":
    main()
