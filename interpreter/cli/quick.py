"""`speakeasy check` and `speakeasy text ID` answered from the cache before the command-line framework loads.

Repeating a command whose files have not changed is the designer's loop: its result is in the cache
(interpreter/cache.py). Reading the command line with typer costs more than answering it then (typer
checks its options with pydantic), so ``answer`` reads the few options these two commands take, and
answers when the cache holds the result of the same command over the same files and code; when it
does not (a file was edited), it does the command's work itself (work.py, the same functions the typer
commands call) and keeps the result. Anything else — another option, `--help`, a folder option naming a
file, an unknown component, an error — returns None, and the full command runs (and says what is wrong).
The key, the work and the output are the same functions for both ways (``memo_key``, work.py,
``show_check``), so they cannot drift apart.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any, TypeGuard

from ..sanitize import console, json_text
from .work import memo_key

CHECK_KEYS = {"ok", "components", "reconstructed", "errors", "rendered"}


def valid_check(report: Any) -> TypeGuard[dict[str, Any]]:
    return isinstance(report, dict) and set(report) == CHECK_KEYS


def valid_texts(texts: Any) -> TypeGuard[list[dict[str, Any]]]:
    return isinstance(texts, list) and all(
        isinstance(t, dict) and isinstance(t.get("id"), str) and isinstance(t.get("plain"), str) for t in texts)


def show_check(report: dict[str, Any], as_json: bool) -> int:
    """Print a check report (as the cache keeps it); its exit code."""
    if as_json:
        keys = ("ok", "components", "reconstructed", "errors")
        print(json_text({k: report[k] for k in keys}, indent=2))
        return 0 if report["ok"] else 1
    from rich.table import Table

    out = console(soft_wrap=True)
    for shown in report["rendered"]:
        out.print(shown, markup=False)
    table = Table(title="components", show_header=True)
    table.add_column("kind")
    table.add_column("count", justify="right")
    for kind, n in sorted(report["components"].items()):
        table.add_row(kind, str(n))
    out.print(table)
    out.print(f"reconstructed values: {report['reconstructed']}")
    if report["ok"]:
        out.print("[green]ok[/green]: the rules check clean", markup=True)
    else:
        n = len(report["errors"])
        out.print(f"[red]{n} error{'s' if n != 1 else ''}[/red]", markup=True)
    return 0 if report["ok"] else 1


def show_texts(texts: list[dict[str, Any]]) -> None:
    out = console(soft_wrap=True)
    for t in texts:
        out.print(t["plain"], markup=False, highlight=False)


_TAKES_VALUE = {"--rules", "--locales", "--variant", "--lang"}
_FLAGS = {"--json", "--all"}


def _program_game() -> str | None:
    """The game a game's own console script starts (package.game_of_program); the project's command, at once."""
    program = (sys.argv[0] if sys.argv else "").replace("\\", "/").rsplit("/", 1)[-1]
    if program in ("speakeasy", "speakeasy.exe", "__main__.py", "-c", ""):
        return None
    from ..harness.package import game_of_program

    return game_of_program(program)


def _read(argv: list[str]) -> tuple[str | None, str, dict[str, list[str]], list[str]] | None:
    """(game, command, options, words) of a command line these two commands could answer; None otherwise."""
    game = _program_game()
    if argv[:1] == ["--game"] and len(argv) > 2:
        game, argv = argv[1], argv[2:]
    if not argv or argv[0] not in ("check", "text"):
        return None
    command, rest = argv[0], argv[1:]
    options: dict[str, list[str]] = {}
    words: list[str] = []
    i = 0
    while i < len(rest):
        word = rest[i]
        name, eq, value = word.partition("=") if word.startswith("--") else (word, "", "")
        if name in _TAKES_VALUE:
            if eq and not value:
                return None  # `--rules=`: typer's reading of an empty value is its own
            if not eq:
                if i + 1 >= len(rest) or rest[i + 1].startswith("-"):
                    return None
                i, value = i + 1, rest[i + 1]
            options.setdefault(name, []).append(value)
        elif word in _FLAGS:
            options.setdefault(word, []).append("")
        elif word.startswith("-"):
            return None  # --help, a short option, one these commands do not take: the full command answers
        else:
            words.append(word)
        i += 1
    allowed = {"--rules", "--locales", "--variant", "--json"} if command == "check" else _TAKES_VALUE | {"--all"}
    if set(options) - allowed or any(len(v) > 1 for k, v in options.items() if k != "--variant"):
        return None
    if command == "check" and words:
        return None
    for name in ("--rules", "--locales"):  # typer refuses a file where a folder is asked for (exit 2)
        if any(Path(v).exists() and not Path(v).is_dir() for v in options.get(name, [])):
            return None
    return game, command, options, words


def answer(argv: list[str]) -> int | None:
    """Answer `check` or `text ID` from the cache: its exit code, or None when the full command must run."""
    read = _read(argv)
    if read is None:
        return None
    from ..cache import Store

    game, command, options, words = read
    one = {k: v[0] for k, v in options.items()}
    rules = Path(one["--rules"]) if "--rules" in one else None
    locales = Path(one["--locales"]) if "--locales" in one else None
    variants = options.get("--variant")
    if command == "check":
        report = Store("check").get(memo_key("check", game, rules, locales, variants))
        if not valid_check(report):
            from .work import check

            report = check(game, rules, locales, variants)
        return show_check(report, "--json" in one)
    from ..text.languages import LANGUAGES

    lang = one.get("--lang", "en")
    if lang not in LANGUAGES or not (words or "--all" in one):
        return None
    texts = Store("text").get(memo_key("text", game, rules, locales, variants, lang))
    if not valid_texts(texts):
        from .work import texts as work_texts

        texts = work_texts(game, rules, locales, variants, lang)
    if "--all" in one:
        show_texts(texts)
        return 0
    by_id = {t["id"]: t for t in texts}
    if any(w not in by_id for w in words):
        return None  # the full command says which is unknown, and what it may be
    show_texts([by_id[w] for w in words])
    return 0
