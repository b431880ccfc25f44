"""`speakeasy text` and `speakeasy book`: the rules' own text, in every language."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any, Optional

import typer

from ..errors import InterpreterError, close_names
from ..files import atomic_write
from ..sanitize import html_text
from ..text.languages import SELECTABLE
from .common import (
    LocalesOpt,
    RulesOpt,
    VariantOpt,
    app,
    chosen_game,
    chosen_game_name,
    load,
    locales_folder,
    memo_key,
    out,
    output_file,
    output_folder,
)


def _langs(spec: str) -> list[str]:
    langs = [x.strip() for x in spec.split(",") if x.strip()]
    bad = [x for x in langs if x not in SELECTABLE]
    if bad or not langs:
        raise typer.BadParameter(
            f"unknown language {bad[0] if bad else spec!r}; languages: {', '.join(SELECTABLE)}", param_hint="--lang"
        )
    return langs


@app.command()
def text(
    ids: Annotated[Optional[list[str]], typer.Argument(help="component ids (see --all)")] = None,
    lang: Annotated[str, typer.Option("--lang", help=", ".join(SELECTABLE))] = "en",
    show_all: Annotated[bool, typer.Option("--all", help="every component")] = False,
    rules: RulesOpt = None,
    locales: LocalesOpt = None,
    variant: VariantOpt = None,
) -> None:
    """Print components' rule text, generated from the effects they run."""
    from ..cache import Store
    from .quick import show_texts, valid_texts
    from .work import texts as work_texts

    (language,) = _langs(lang)[:1]
    if not ids and not show_all:
        raise typer.BadParameter("give one or more component ids, or --all", param_hint="IDS")
    texts = Store("text").get(memo_key("text", rules, locales, variant, language))
    if not valid_texts(texts):  # the same files and code as a run before: every component's text (interpreter/cache.py)
        texts = work_texts(chosen_game_name(), rules, locales, variant, language)
    if show_all:
        chosen = texts
    else:
        by_id = {t["id"]: t for t in texts}
        unknown = [i for i in ids or [] if i not in by_id]
        if unknown:
            raise InterpreterError(f"unknown component '{unknown[0]}'{close_names(unknown[0], by_id)}")
        chosen = [by_id[i] for i in ids or []]
    show_texts(chosen)


@app.command()
def book(
    lang: Annotated[str, typer.Option("--lang", help="one language, or two side by side: en,zh-Hans")] = "en",
    out_dir: Annotated[Path, typer.Option("--out", help="folder to write index.html into")] = Path("book"),
    rules: RulesOpt = None,
    locales: LocalesOpt = None,
    variant: VariantOpt = None,
) -> None:
    """Write a static HTML rules reference of every component (opens in a browser, no server)."""
    langs = _langs(lang)
    output_file(output_folder(out_dir, "--out") / "index.html", "--out")
    game = chosen_game()
    folder = locales_folder(game, locales, langs)
    ruleset = load(game, rules, variant)
    columns = [game.text.texts(ruleset, x, folder) for x in langs]
    from ..text.locale import locale

    words = locale(folder or game.text.locales, langs[0])  # the game's own name for itself, in the book's language
    title = words.format("game-name") if words.has("game-name") else game.name.capitalize()
    page = render_book(columns, langs, ruleset.fingerprint, title, words)
    atomic_write(out_dir / "index.html", page)
    out.print(f"wrote {out_dir / 'index.html'} ({len(columns[0])} components, {', '.join(langs)})")


CSS = """body{font-family:system-ui,'Noto Sans CJK SC','PingFang SC',sans-serif;max-width:72rem;margin:2rem auto;
padding:0 1rem;line-height:1.5;color:#222}h1{font-size:1.6rem}h2{border-bottom:2px solid #7a2e2e;margin-top:2.5rem}
table{border-collapse:collapse;width:100%}td{vertical-align:top;padding:.5rem .75rem;border-bottom:1px solid #ddd;
width:50%}.name{font-weight:600}.kind{color:#777;font-size:.85em}ul{margin:.25rem 0;padding-left:1.2rem}
nav a{margin-right:1rem}code{color:#999;font-size:.8em}"""


def render_book(columns: list[list], langs: list[str], fingerprint: str, title: str,  # type: ignore[type-arg]
                words: Any = None) -> str:
    """The book's page; its own words (title, the line under it) in the book's first language (``words``)."""
    def say(key: str, fallback: str, **args: Any) -> str:
        return str(words.format(key, args)) if words is not None and words.has(key) else fallback.format(**args)

    heading = say("book-title", "{game} — rules reference", game=title)
    generated = say("book-generated", "Generated from the rules data (fingerprint {fingerprint}).", fingerprint=fingerprint)
    kinds: dict[str, list[int]] = {}
    for i, t in enumerate(columns[0]):
        kinds.setdefault(t.kind, []).append(i)
    parts = [
        f'<!doctype html><html lang="{langs[0]}"><head><meta charset="utf-8">',
        f"<title>{html_text(heading)}</title>",
        f"<style>{CSS}</style></head><body>",
        f"<h1>{html_text(heading)}</h1>",
        f'<p class="kind">{html_text(generated)}</p><nav>',
    ]
    parts += [f'<a href="#{k}">{html_text(columns[0][idx[0]].kind_label)}</a>' for k, idx in kinds.items()]
    parts.append("</nav>")
    for kind, idx in kinds.items():
        parts.append(f'<h2 id="{kind}">' + " / ".join(html_text(col[idx[0]].kind_label) for col in columns) + "</h2>")
        parts.append("<table>")
        for i in idx:
            parts.append("<tr>")
            for lang, col in zip(langs, columns, strict=True):
                t = col[i]
                lines = "".join(f"<li>{html_text(line)}</li>" for line in t.lines)
                parts.append(
                    f'<td lang="{lang}"><div class="name">{html_text(t.name)}</div>'
                    f"<code>{html_text(t.id)}</code><ul>{lines}</ul></td>"
                )
            parts.append("</tr>")
        parts.append("</table>")
    parts.append("</body></html>\n")
    return "\n".join(parts)
