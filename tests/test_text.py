"""Layer 6: rule text — generated from the AST in every language, checked locales, golden files."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from interpreter.cli import app
from interpreter.games.speakeasy.catalog import LOG_KEYS, UI_KEYS
from interpreter.loading.loader import load_rules
from interpreter.text.catalog import UI as CORE_UI
from interpreter.text.check import check_locales
from interpreter.text.locale import CORE_LOCALES, LANGUAGES, load_locale

from .clirunner import runner
from .conftest import GAME, LOCALES_DIR, RULES_DIR, SCHEMA, shipped_rules

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = Path(__file__).resolve().parent / "golden"
GOLDEN_VARIANT = "house-cards"  # the variant whose own components have golden text too
# and the designer's own words, the table's rules, either-or (issue 27)
GOLDEN_VARIANTS = (GOLDEN_VARIANT, "house-words", "house-table", "house-either", "house-trades", "house-decks",
                   "house-settings", "house-counters")


def golden(lang: str) -> dict[str, str]:
    """The golden files of a language (tests/golden): every component of the shipped rules in the book's
    order, and the components each golden variant adds or rewords — the generator's text, pins left out
    (D-220) — and, where the language has pins, each pin with the generated text beside it
    (``<lang>.pins.txt``: a pin's review, and the diff a changed pin or generator shows). tools/regen_golden.py
    writes them."""
    base = GAME.text.texts(shipped_rules(), lang, pinned=False)
    seen = {t.id: t.plain() for t in base}
    out = {f"{lang}.txt": "\n".join(t.plain() for t in base) + "\n"}
    for name in GOLDEN_VARIANTS:
        variant = GAME.text.texts(GAME.load_rules(RULES_DIR, [name]), lang, pinned=False)
        own = [t.plain() for t in variant if seen.get(t.id) != t.plain()]
        out[f"{lang}.{name}.txt"] = "\n".join(own) + "\n"
    pinned = {t.id: t for t in GAME.text.texts(shipped_rules(), lang)}
    shown = [t.title + "\n  generated:\n" + "".join(f"    {x}\n" for x in t.lines) + "  pinned:\n"
             + "".join(f"    {x}\n" for x in pinned[t.id].lines) for t in base if pinned[t.id].lines != t.lines]
    if shown:
        out[f"{lang}.pins.txt"] = "".join(shown)
    return out


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_component_renders_in_every_language(lang: str) -> None:
    texts = GAME.text.texts(shipped_rules(), lang)
    assert len(texts) == sum(len(shipped_rules().lists[k]) for k in
                             ("locations", "business_cards", "helpers", "city_tiles", "crates", "mobsters", "ships",
                              "objectives"))
    for t in texts:
        assert t.name and t.lines, t.id
        body = " ".join(t.lines)
        assert not re.search(r"\b(verb|word|qual|adj|mod|comp|q|unit)-[a-z_]+", body), (t.id, body)
        assert "{" not in body and "}" not in body, (t.id, body)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_golden_text(lang: str) -> None:
    """Every component's text, reviewed, per language; regenerate on purpose with tools/regen_golden.py and
    read the diff: a change of wording anywhere shows there."""
    for name, text in golden(lang).items():
        assert text == (GOLDEN / name).read_text(encoding="utf-8"), name


def test_editing_an_effect_changes_its_text_in_every_language(tmp_path: Path) -> None:
    folder = tmp_path / "rules"
    shutil.copytree(RULES_DIR, folder)
    cards = folder / "business_cards.yaml"
    text = cards.read_text(encoding="utf-8")
    card = "card_fleet_model_tt_truck"
    start = text.index(f"id: {card}")
    bonus = text.index("bonus:", start)
    end = text.index("\n", bonus)
    cards.write_text(text[:bonus] + 'bonus: "gain 3 ledger"' + text[end:], encoding="utf-8")
    changed = load_rules(SCHEMA, folder)
    for lang in LANGUAGES:
        before = {t.id: t for t in GAME.text.texts(shipped_rules(), lang)}[card]
        after = {t.id: t for t in GAME.text.texts(changed, lang)}[card]
        assert before.lines != after.lines, lang
        assert "3" in after.lines[0]


def test_the_shipped_locales_check_clean() -> None:
    assert check_locales(GAME.text, shipped_rules(), LOCALES_DIR) == []


def _copy_locales(tmp_path: Path) -> Path:
    folder = tmp_path / "locales"
    shutil.copytree(LOCALES_DIR, folder)
    return folder


@pytest.mark.parametrize(("edit", "fragment", "line_check"), [
    (lambda t: t.replace("verb-sell = ", "verb-sell-typo = ", 1), "missing message 'verb-sell'", False),
    (lambda t: t.replace("verb-sell = ", "verb-sell = { $nonsense } ", 1), "uses $nonsense", True),
    (lambda t: t + "\nverb-produce = again\n", "duplicate message 'verb-produce'", True),
    (lambda t: t + "\nbroken = { $x\n", "", True),
    (lambda t: t + "\nnot-needed = hello\n", "unused message 'not-needed'", True),
])
def test_locale_errors_are_caught_with_positions(tmp_path: Path, edit, fragment: str, line_check: bool) -> None:  # type: ignore[no-untyped-def]
    folder = _copy_locales(tmp_path)
    verbs = folder / "zh-Hans" / "verbs.ftl"
    verbs.write_text(edit(verbs.read_text(encoding="utf-8")), encoding="utf-8")
    problems = check_locales(GAME.text, shipped_rules(), folder, ("en", "zh-Hans"))
    assert problems, "the broken locale must not check clean"
    hits = [p for p in problems if fragment in p.message]
    assert hits, [p.message for p in problems]
    if line_check:
        assert all(p.file.endswith("verbs.ftl") and p.line > 1 for p in hits)


def test_every_message_the_engine_asks_for_is_in_the_catalog() -> None:
    """Every prompt, option and log line the game's code asks for is listed (UI_KEYS, LOG_KEYS) and
    English defines it; the scan reads the game package itself, so a new message cannot slip by."""
    used, logs = set(), set()
    package = ROOT / "interpreter" / "games" / "speakeasy"
    for path in package.glob("*.py"):
        text = path.read_text(encoding="utf-8")
        used |= set(re.findall(r'msg\("([a-z-]+)"', text))
        logs |= set(re.findall(r'g\.log\("([a-z_]+)"', text)) | set(re.findall(r'key(?:: str)? ?= ?"([a-z_]+)"', text))
    assert "prompt-build" in used and {"capo", "pay", "give_money"} <= logs  # the scan finds what it looks for
    core = {"once", *(k.removeprefix("log-") for k in CORE_UI if k.startswith("log-"))}
    assert used <= set(UI_KEYS) | CORE_UI, sorted(used - set(UI_KEYS) - CORE_UI)
    assert logs <= set(LOG_KEYS) | core, sorted(logs - set(LOG_KEYS) - core)
    en = load_locale([CORE_LOCALES, LOCALES_DIR], "en")
    assert all(en.has(k) for k in UI_KEYS) and all(en.has(f"log-{k}") for k in LOG_KEYS)


def test_text_command() -> None:
    result = runner.invoke(app, ["text", "crate_ledgers", "--lang", "en"])
    assert result.exit_code == 0 and "$4 for each of your ledgers" in result.output
    assert runner.invoke(app, ["text"]).exit_code == 2
    assert runner.invoke(app, ["text", "--all", "--lang", "klingon"]).exit_code == 2
    unknown = runner.invoke(app, ["text", "crate_ledger"])
    assert unknown.exit_code == 1 and "did you mean 'crate_ledgers'" in unknown.output


def test_book_side_by_side(tmp_path: Path) -> None:
    result = runner.invoke(app, ["book", "--lang", "en,zh-Hans", "--out", str(tmp_path)])
    assert result.exit_code == 0, result.output
    page = (tmp_path / "index.html").read_text(encoding="utf-8")
    assert page.startswith("<!doctype html>") and 'lang="zh-Hans"' in page and "<script" not in page
    assert page.count("<tr>") == len(GAME.text.texts(shipped_rules(), "en"))


def test_play_speaks_the_players_language() -> None:
    result = runner.invoke(app, ["play", "--players", "2", "--seats", "greedy,random", "--seed", "4",
                                      "--lang", "zh-Hans"])
    assert result.exit_code == 0
    assert re.search(r"[\u4e00-\u9fff]", result.output)
    assert "sends a capo" not in result.output


# ------------------------------------------------------------------ text never lies (issue 13)
# Steps another player performs (`as each opponent:`) are in the third person: none of these may say
# "you"/"your" (English) or 你 (Chinese) — that would name the owner where the engine uses the performer.
THIRD_PERSON = [
    "gain 1 ledger", "gain $2 safe", "gain 1 family_member vip", "hire 1 goon", "take card any", "take helper",
    "raise still", "raise strength or business", "build speakeasy", "upgrade casino", "take_over speakeasy",
    "play card vip", "produce", "sell", "deliver", "protect", "discard 1 card", "pay $2", "pay 1 influence",
    "move_turn_order", "cook", "use city_tile", "copy helper", "ally mobster", "attack ship", "swap_capo",
    "if cash >= 3: gain 1 ledger", "gain $(count(building[mine kind=casino]))", "gain $(2 * count(card[hand]))",
    "if count(barrel[still]) >= 1: sell", "if count(helper[used]) >= 1 and count(city_tile[unused]) >= 1: cook",
    "if count(ledger[placed]) >= 2: gain $1", "if count(district[mine]) >= 2: gain $1",
    "if count(district[controlled]) >= 1: gain $1", "if count(borough[majority]) >= 1: gain $1",
    "if count(family_member[vip]) >= 1: protect", "if infamy >= 10 and safe >= 5 and influence >= 2: gain $1",
    "may (discard 1 card -> raise vip)", "repeat up to 2: take card any", "choose { gain 1 ledger | gain $3 }",
]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("step", THIRD_PERSON)
def test_a_step_another_player_performs_never_says_you(lang: str, step: str) -> None:
    from interpreter.language.parser import parse
    from interpreter.text.locale import locale

    r = GAME.text.renderer(locale(GAME.text.locales, lang), GAME.text.vocabulary)
    text = r.effect(parse(f"as each opponent: {step}"))
    you = r"\b(you|your|yours)\b" if lang == "en" else "你"
    assert not re.search(you, text, re.IGNORECASE), text
    # and what is the owner's reads as the owner's
    mine = r.effect(parse(f"as each opponent where cash > yours(cash): {step}"))
    # (zh-Hans: "现金比你多", the comparison with one's own number said once: is-more-than-yours)
    assert re.search(r"\byour cash\b" if lang == "en" else "你的现金|你的現金|现金比你多", mine), mine


@pytest.mark.parametrize(("text", "english"), [
    ("if cash >= 3: (gain $1; take helper)", "If your cash is at least 3, do both, in order: gain $1, then take a "
                                             "helper card from the display."),
    ("if cash >= 3: gain $1; take helper", "If your cash is at least 3, gain $1; then take a helper card from the display."),
    ("may (gain $1; gain 1 ledger)", "You may do both, in order: gain $1, then gain 1 ledger."),
    ("may gain $1; gain 1 ledger", "You may gain $1; then gain 1 ledger."),
    ("repeat 2: (gain $1; gain 1 ledger)", "2 times: do both, in order: gain $1, then gain 1 ledger."),
    ("choose { gain $1 | gain 1 ledger }; take helper",
     "Choose one: gain $1 or gain 1 ledger; then take a helper card from the display."),
    ("as each opponent: (gain $1; gain 1 ledger)", "Each opponent must do both, in order: gain $1, then gain 1 ledger."),
])
def test_the_reach_of_a_construct_over_a_sequence_is_visible(text: str, english: str) -> None:
    """`if c: (a; b)` and `if c: a; b` run differently, so they read differently."""
    from interpreter.language.parser import parse
    from interpreter.text.locale import locale

    r = GAME.text.renderer(locale(GAME.text.locales, "en"), GAME.text.vocabulary)
    assert r.sentence(r.effect(parse(text))) == english
