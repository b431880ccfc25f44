"""`info` knows the game's concepts and every location by any of its names (issue 29 item 2): a table of what a
newcomer types, each answered with its rule and page; concepts are data (locales/*/concepts.ftl)."""

from __future__ import annotations

import io
import re

import pytest
from rich.console import Console

from interpreter.cli.terminal import run_play
from interpreter.text.concepts import CONCEPT, Matcher, concepts, normal
from interpreter.text.languages import LANGUAGES
from interpreter.text.messages import Messages

from .conftest import GAME, ROOT, shipped_rules

LANGS = LANGUAGES  # every shipped language (interpreter/text/languages.py, REGISTRY)
_WORDS: dict[str, Messages] = {}


def words(lang: str) -> Messages:
    if lang not in _WORDS:
        _WORDS[lang] = Messages(GAME.text, shipped_rules(), lang)
    return _WORDS[lang]


# what the newcomer typed, and what they meant
TYPED = [
    ("Luciano", "concept-lucky_luciano"), ("lucky luciano", "concept-lucky_luciano"),
    ("Leverage", "concept-influence"), ("influence", "concept-influence"), ("VIP", "concept-vip"),
    ("VIP Room", "concept-vip"), ("speakeasy", "concept-speakeasy"), ("infamy", "concept-infamy"),
    ("area control", "concept-area_control"), ("laundering", "concept-launder"), ("launder", "concept-launder"),
    ("strength", "concept-strength"), ("Party", "concept-party"), ("Still", "concept-still"), ("Fleet", "concept-fleet"),
    ("golden rule", "concept-golden_rule"), ("mob war", "concept-mob_war"), ("final scoring", "concept-final_scoring"),
    ("影响力", "concept-influence"), ("恶名", "concept-infamy"), ("幸運的盧西亞諾", "concept-lucky_luciano"),
    ("洗錢", "concept-launder"), ("区域控制", "concept-area_control"),
    ("Garage", "loc_garage"), ("the Garage", "loc_garage"), ("garage", "loc_garage"), ("loc_garage", "loc_garage"),
    ("Docks", "loc_docks"), ("Restaurant", "loc_restaurant"), ("Commission", "loc_commission"), ("Park", "loc_park"),
    ("Contractors Office", "loc_contractors_office"), ("contractor's office", "loc_contractors_office"),
    ("city hall", "loc_city_hall"), ("车库", "loc_garage"), ("車庫", "loc_garage"), ("ＧＡＲＡＧＥ", "loc_garage"),
]
TRACKS = ("strength", "vip", "party", "still", "fleet")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("typed", "meant"), TYPED)
def test_what_a_newcomer_types_is_understood(lang: str, typed: str, meant: str) -> None:
    assert words(lang).lookup(typed) == [meant]


@pytest.mark.parametrize("lang", LANGS)
def test_every_concept_has_its_rule_and_page_in_every_language(lang: str) -> None:
    english = {c.id for c in concepts(words("en").r.loc)}
    mine = concepts(words(lang).r.loc)
    assert {c.id for c in mine} == english and len(english) >= 20
    for c in mine:
        assert c.name and len(c.text) > (30 if lang == "en" else 15) and c.page.startswith("000 P."), c
    assert {f"concept-{t}" for t in (*TRACKS, "infamy", "influence", "lucky_luciano", "area_control", "launder")} \
        <= {CONCEPT + c.id for c in mine}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("other", LANGS)
def test_every_concept_by_each_of_its_names_in_any_language(lang: str, other: str) -> None:
    for c in concepts(words(other).r.loc):
        for name in (c.name, *c.aka):
            found = words(lang).lookup(name)
            assert CONCEPT + c.id in found, (name, found)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("other", LANGS)
def test_every_location_by_each_of_its_names_in_any_language(lang: str, other: str) -> None:
    them = words(other)
    for loc in shipped_rules().lists["locations"]:
        names = {them.writer.name(loc), them.writer.name_in_text(loc), loc.id, loc.id.removeprefix("loc_")}
        for name in names | {n.upper() for n in names} | {n.lower() for n in names}:
            assert words(lang).lookup(name) == [loc.id], (name, words(lang).lookup(name))


def test_matching_forgives_articles_case_width_and_punctuation() -> None:
    assert normal("The Contractor's Office") == normal("contractors office") == normal("ＣＯＮＴＲＡＣＴＯＲＳ－ＯＦＦＩＣＥ")
    assert normal("the") == "the"  # a lone word is never taken for an article


def _session(lang: str, typed: list[str]) -> str:
    console = Console(file=io.StringIO(), width=100, record=True, color_system=None)
    stdin = io.StringIO("\n".join([*typed, "quit", ""]) + "\n")
    assert run_play(GAME, shipped_rules(), 2, ["human", "greedy"], 3, None, stdin, console, lang) == 0
    return console.export_text()


@pytest.mark.parametrize("lang", LANGS)
def test_info_at_the_terminal_explains_a_concept_with_its_page(lang: str) -> None:
    w = words(lang)
    info = w.r.m("term-cmd-info")
    out = _session(lang, [f"{info} Luciano", f"{info} Garage", f"{info} Docks", f"{info} zzz"])

    def shown(text: str) -> bool:  # a Chinese line longer than the console is folded (text/lines.py): no breaks
        return text in out if lang == "en" else re.sub(r"\s+", "", text) in re.sub(r"\s+", "", out)

    luciano = w.concept("concept-lucky_luciano")
    assert luciano is not None and shown(luciano.text) and shown(luciano.page)
    garage, docks = w.text_of("loc_garage"), w.text_of("loc_docks")
    assert garage is not None and docks is not None and shown(garage.lines[0]) and shown(docks.lines[0])
    assert shown(w.r.m("term-info-unknown", input="zzz"))


def test_info_on_an_option_that_names_a_track_explains_the_track() -> None:
    """`info N` on "raise your VIP Room level" said "Nothing more to read about it": now the track's rule."""
    from interpreter.harness.simulate import make_bot
    from interpreter.machine.game import Game

    game = Game.new(GAME, shipped_rules(), 2, 1)
    bot = make_bot(GAME, "random", 1)
    w = words("en")
    for _ in range(3000):
        if game.is_over:
            break
        d = game.decision
        assert d is not None
        hits = [n for n, o in enumerate(d.options, 1) if "vip" in {v for v in o.label.args.values() if isinstance(v, str)}
                and not w.components_in(o.label, o.id) and not w.effects_in(o.label)]
        if hits and game.current_player == 0:
            break
        game.apply(bot(game.view(game.current_player), d))  # type: ignore[arg-type]
    else:
        pytest.skip("no option naming a track alone came up")
    if not hits:
        pytest.skip("no option naming a track alone came up")
    from interpreter.cli.terminal import _Session

    console = Console(file=io.StringIO(), width=100, record=True, color_system=None)
    session = _Session(GAME, game, ["human", "greedy"], io.StringIO(), console, w)
    session.option_info(hits[0], game.decision)  # type: ignore[arg-type]
    out = console.export_text()
    vip = w.concept("concept-vip")
    assert vip is not None and vip.text in out and w.r.m("term-info-nothing") not in out


# ---- every row of docs/glossary.md is answered by `info`, by each of its names, in every language (issue 29 item 2)

_PAREN = re.compile(r"[（(][^（）()]*[）)]")  # a note in a term's cell: `Docks (location; …)`, `幸运卢西亚诺（P.9 …）`
_COLUMNS = {"en": 1, "zh-Hans": 3, "zh-Hant": 4}  # | id | English | status | 000 (简体) | 001 (繁體) | source |
# A name a row's cell gives that is another row's concept, each with why (kept few)
NAMED_ELSEWHERE = {
    ("raise", "勢力等級"): "concept-strength",  # 001 writes 提升營運等級／勢力等級: the second is the strength level itself
}


def _names(cell: str) -> list[str]:
    """The names a glossary cell gives: its notes in brackets left out, alternatives split at ／ ； and ` / `."""
    cell = cell.replace("`", "")
    while _PAREN.search(cell):
        cell = _PAREN.sub("", cell)
    parts = (p.strip() for p in re.split(r"／|；| / ", re.sub(r"[\"“”「」]", "", cell)))
    return [p for p in parts if p and p != "—"]


def glossary() -> list[tuple[str, dict[str, list[str]]]]:
    """(id, {language: its names}) for every concept row of docs/glossary.md (section rows left out)."""
    rows = []
    for line in (ROOT / "docs" / "glossary.md").read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if not line.startswith("| ") or len(cells) < 6 or cells[0] in ("id", "---") or cells[0].startswith("**"):
            continue
        ident = re.search(r"`([^`]+)`", cells[0])
        assert ident is not None, line
        rows.append((ident.group(1), {lang: _names(cells[n]) for lang, n in _COLUMNS.items()}))
    return rows


def test_the_glossary_parses_into_its_rows() -> None:
    rows = dict(glossary())
    assert len(rows) >= 180
    assert rows["lucky_luciano"] == {"en": ["Lucky Luciano"], "zh-Hans": ["幸运卢西亚诺"], "zh-Hant": ["幸運的盧西亞諾"]}
    assert rows["borough"] == {"en": ["borough"], "zh-Hans": ["区", "区域"], "zh-Hant": ["區域", "城區"]}
    assert rows["copy_helper"]["zh-Hant"] == [] and rows["cover"]["en"] == ["covering", "covered"]
    assert all(names["en"] for names in rows.values())


def _answer(ident: str) -> str:
    """What answers a row: its component (a location by its id) or the concept its English name finds."""
    if ident in shipped_rules().by_id:
        return ident
    if words("en").concept(CONCEPT + ident) is not None:  # a row with a concept of its id: that concept
        return CONCEPT + ident
    found = words("en").lookup(glossary_rows()[ident]["en"][0])
    return found[0] if len(found) == 1 else f"<{ident}: {found}>"


_ROWS: dict[str, dict[str, list[str]]] = {}


def glossary_rows() -> dict[str, dict[str, list[str]]]:
    if not _ROWS:
        _ROWS.update(glossary())
    return _ROWS


@pytest.mark.parametrize("lang", LANGS)
def test_info_answers_every_glossary_row_by_each_of_its_names(lang: str) -> None:
    """Each name of a row (English, 000's, 001's), typed in any language, answers the row's concept (or its
    component) alone; a name two rows share (000's 行: a docks row, a display row) answers both."""
    rows = glossary_rows()
    answers = {ident: _answer(ident) for ident in rows}
    for ident, answer in answers.items():
        assert answer.startswith(CONCEPT) or answer == ident, (ident, answer)  # a concept, not a card by chance
    sharing: dict[str, set[str]] = {}
    for ident, names in rows.items():
        for name in (n for ns in names.values() for n in ns):
            sharing.setdefault(normal(name), set()).add(NAMED_ELSEWHERE.get((ident, name), answers[ident]))
    for ident, names in rows.items():
        for name in (n for ns in names.values() for n in ns):
            found = words(lang).lookup(name)
            assert set(found) == sharing[normal(name)] and len(found) == len(set(found)), (ident, name, found)


def test_a_concepts_whole_name_comes_before_a_components() -> None:
    """`produce barrels` names the action (a concept), a helper and a city tile: the rule answers (D-290); the
    beginning of a name still offers every one, and a component alone by its name still answers."""
    m = Matcher([("Produce barrels", "helper_produce"), ("produce barrels", "city_tile_produce"),
                 ("produce barrels", "concept-still"), ("Garage", "loc_garage")])
    assert m.find("produce barrels") == ["concept-still"]
    assert m.find("produce") == ["helper_produce", "city_tile_produce", "concept-still"]
    assert m.find("garage") == ["loc_garage"]
