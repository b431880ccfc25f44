"""The board as a newcomer needs it (issue 29 items 3 and 6): each city tile's chip says what it gives, the
city's key explains every symbol the map draws, names fit their boxes (the whole on hover when shortened),
the board's tooltips say what a click does in the option list's words, the build question says its district
comes next, a seat's page comes with its board drawn, and every safe shows on the board once the game is over
— not before."""

from __future__ import annotations

import html
import json
import random
import re

import pytest

from interpreter.games.speakeasy.board import draw
from interpreter.games.speakeasy.board.chips import CHIP, verbs
from interpreter.harness.svg import fit, units, width
from interpreter.machine.game import Game
from interpreter.machine.values import msg
from interpreter.text.messages import Messages
from interpreter.web.tables import Table

from .conftest import GAME, shipped_rules
from .studio import TOKEN, Running, rules_copy, serving

LANGS = ("en", "zh-Hans", "zh-Hant")
WORDS = {lang: Messages(GAME.text, shipped_rules(), lang) for lang in LANGS}


def _panels(game: Game, seat: int, lang: str = "en") -> dict[str, str]:
    return {p.key: p.svg for p in draw(game.view(seat).to_dict(), game.rules, WORDS[lang])}


def _positions(players: int, seed: int, every: int):  # type: ignore[no-untyped-def]
    """A seeded random game, paused every ``every`` decisions, and at its end."""
    game = Game.new(GAME, shipped_rules(), players, seed)
    rng = random.Random(seed)
    n = 0
    while not game.is_over:
        if n % every == 0:
            yield game
        game.apply(rng.choice(game.legal_options()))
        n += 1
    yield game


# ------------------------------------------------------------------ city tiles' chips
CHIPS = [  # (tile, language, what its chip says)
    ("city_tile_take_card_vip", "en", "VIP card"), ("city_tile_take_card_any", "en", "any card"),
    ("city_tile_hire_goon", "en", "+1 goon"), ("city_tile_gain_influence", "en", "+2 Leverage"),
    ("city_tile_casino", "en", "casino"), ("city_tile_raise_business", "en", "raise business"),
    ("city_tile_take_card_party", "zh-Hans", "派对卡"), ("city_tile_gain_ledger", "zh-Hans", "+1 账簿"),
    ("city_tile_nightclub", "zh-Hans", "夜店"), ("city_tile_take_card_fleet", "zh-Hant", "運輸隊卡"),
    ("city_tile_speakeasy", "zh-Hant", "地下酒吧"), ("city_tile_gain_family_member", "zh-Hant", "+1 家族成員"),
]


def _chips(svg: str) -> dict[str, str]:
    return {t: html.unescape(w) for t, w in
            re.findall(r'data-component="(city_tile_[a-z_]+)" data-symbol="city-tile" data-chip="([^"]*)"', svg)}


@pytest.mark.parametrize(("tile", "lang", "word"), CHIPS)
def test_a_city_tiles_chip_says_what_it_gives(tile: str, lang: str, word: str) -> None:
    drawn: dict[str, str] = {}
    for game in _positions(4, 2, every=500):  # the setup's tiles on the map, and others in the end
        for seat in range(game.players):
            drawn |= _chips(_panels(game, seat, lang)["city"])
        for d in game.state.districts.values():
            d.city_tiles = [tile if t is not None else None for t in d.city_tiles]  # every space holds this tile
        drawn |= _chips(_panels(game, 0, lang)["city"])
        break
    assert drawn[tile] == word


@pytest.mark.parametrize("lang", LANGS)
def test_every_city_tile_has_a_chip_of_its_own_and_its_rule_on_hover(lang: str) -> None:
    rules = shipped_rules()
    tiles = rules.lists["city_tiles"]
    for tile in tiles:  # each verb a tile calls has a chip message in the language
        for verb in verbs(tile.effect):
            assert WORDS[lang].r.loc.has(CHIP + verb), (lang, tile.id, verb)
    game = Game.new(GAME, rules, 2, 1)
    words: dict[str, str] = {}
    for tile in tiles:
        d = next(iter(game.state.districts.values()))
        d.spaces = [None] * len(d.spaces)
        d.city_tiles = [tile.id] * len(d.spaces)
        city = _panels(game, 0, lang)["city"]
        words[tile.id] = _chips(city)[tile.id]
        # the whole rule on hover, in the player's words (the chip's <title>, and its component's rule text)
        assert f"<title>{html.escape(WORDS[lang].component(tile.id), quote=False)}</title>" in city
    assert all(words.values()), words
    assert len(set(words.values())) == len(tiles), f"two kinds of tile read alike: {words}"


# ------------------------------------------------------------------ the key
@pytest.mark.parametrize(("players", "seed"), [(2, 3), (4, 8)])
def test_the_key_explains_every_symbol_the_map_draws(players: int, seed: int) -> None:
    used: set[str] = set()
    for game in _positions(players, seed, every=37):
        for lang in LANGS:
            city = _panels(game, 0, lang)["city"]
            symbols = set(re.findall(r'data-symbol="([^"]+)"', city))
            key = set(re.findall(r'data-legend="([^"]+)"', city))
            assert symbols <= key, f"symbols without a key entry ({lang}): {symbols - key}"
            assert {f"seat-{s}" for s in range(players)} <= key  # every seat's colour with its player
            used |= symbols
    # the games met the symbols a newcomer asked about: police, their tiles, the chips, the mob's strength
    assert {"police", "city-tile", "mob-strength", "empty-space", "building-speakeasy", "truck", "ship"} <= used


# ------------------------------------------------------------------ names that fit
TEXT = re.compile(r'<text [^>]*font-size="([0-9.]+)"[^>]*data-fit="([0-9.]+)"[^>]*>([^<]*)</text>')


@pytest.mark.parametrize("lang", LANGS)
def test_no_word_on_the_board_overflows_its_box(lang: str) -> None:
    checked = 0
    for game in _positions(3, 6, every=61):
        for seat in range(game.players):
            for key, svg in _panels(game, seat, lang).items():
                for size, box, words in TEXT.findall(svg):
                    checked += 1
                    assert width(html.unescape(words), float(size)) <= float(box) + 0.01, (key, words, box)
    assert checked > 500


NAMED = ("mobsters", "locations", "ships")


@pytest.mark.parametrize("lang", LANGS)
def test_a_name_is_never_cut_where_it_can_wrap_or_take_initials(lang: str) -> None:
    """Every mobster's, location's and ship's name fits its box whole, wrapped, or with given names as
    initials ("V. Mangano"), never cut with "…"; and the whole name is on hover when it is shortened."""
    rules, words = shipped_rules(), WORDS[lang]
    boxes = {"mobsters": (78, 9, 2), "locations": (210, 12.5, 1), "ships": (86, 8, 1)}  # as the board draws them
    for kind in NAMED:
        box, size, lines = boxes[kind]
        for comp in rules.lists[kind]:
            name = words.component(comp.id)
            shown = fit(name, int(box / (size * 0.58)), lines)
            assert not any(line.endswith("…") for line in shown), (kind, name, shown)
    # on the map, a mobster named in a district (Vincent Mangano's "V. Mangano") has the whole on hover
    for game in _positions(4, 5, every=400):
        city = _panels(game, 0, lang)["city"]
        for mobster in re.findall(r'data-component="(mobster_[a-z_0-9]+)" data-symbol="mobster"', city):
            name = words.component(mobster)
            block = city[city.index(f'data-component="{mobster}" data-symbol="mobster"'):]
            block = block[:block.index("</g>")]
            drawn = "".join(re.findall(r">([^<]+)</text>", block))
            assert drawn.replace(" ", "") == name.replace(" ", "") or html.escape(name, quote=False) in block, name
        break


def test_fitting_wraps_then_takes_initials_then_cuts() -> None:
    assert fit("Vincent Mangano", 15) == ["Vincent Mangano"]
    assert fit("Vincent Mangano", 13) == ["V. Mangano"]
    assert fit("Vincent Mangano", 13, 2) == ["Vincent", "Mangano"]
    assert fit('Sandra "Blue" Daisy', 16) == ['S. "Blue" Daisy']
    assert fit("城市规划办公室", 8, 2) == ["城市规划", "办公室"]
    assert fit("speakeasy", 6) == ["speak…"]
    assert units("城市 A") == 6


# ------------------------------------------------------------------ tooltips in the option list's words
def _state(game: Game, seat: int, lang: str) -> dict[str, object]:
    return Table(GAME, game.rules, ["human"] * game.players, game).state(seat, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_a_persons_tooltip_says_its_actions_as_the_option_list_does(lang: str) -> None:
    for game in _positions(3, 4, every=1):
        d = game.decision
        if d is not None and str(d.kind) == "place_capo":
            break
    state = _state(game, d.seat, lang)
    labels = {o["id"]: o["label"] for o in state["options"]}  # type: ignore[union-attr]
    svg = "".join(str(p["svg"]) for p in state["panels"])  # type: ignore[union-attr]
    tips = dict(re.findall(r'data-tip="([^"]+)" data-option="([^"]+)"', svg))
    by_option = {o: html.unescape(t) for t, o in tips.items()}
    persons = [o for o in labels if o.startswith("loc_") and o in by_option]
    assert persons, "no person on the board offered"
    for option in persons:
        assert by_option[option] == labels[option]  # the same words, with the person's actions
        loc, person = option.split(":")
        bare = WORDS[lang].render(msg("opt-place-capo", loc=loc, person=int(person) + 1))
        assert len(by_option[option]) > len(bare) + 3


@pytest.mark.parametrize(("lang", "where"), [("en", "in district {d} ({b})"), ("zh-Hans", "第 {d} 地区（{b}）的"),
                                           ("zh-Hant", "第 {d} 街區（{b}）的")])
def test_a_buildings_tooltip_names_its_district_and_borough(lang: str, where: str) -> None:
    for game in _positions(2, 7, every=50):
        built = [(d, b) for d in game.state.districts.values() for b in d.spaces if b is not None]
        if len(built) > 3:
            break
    city = html.unescape(_panels(game, 0, lang)["city"])
    tips = re.findall(r'data-tip="([^"]+)"', city)
    for d, b in built:
        kind = WORDS[lang].r.m(f"word-{b.kind}", count=1)
        said = where.format(d=d.id, b=WORDS[lang].r.m(f"place-{d.borough}"))
        assert any(said in tip and kind in tip for tip in tips), (d.id, said, kind)


@pytest.mark.parametrize(("lang", "district"), [("en", "district"), ("zh-Hans", "地区"), ("zh-Hant", "街區")])
def test_the_build_question_says_the_district_comes_next(lang: str, district: str) -> None:
    assert district in WORDS[lang].render(msg("prompt-build"))


# ------------------------------------------------------------------ safes on the board
def test_the_other_players_safes_show_on_the_board_after_the_game_and_not_before() -> None:
    during = end = None
    for n, game in enumerate(_positions(2, 9, every=20)):
        if n == 3:
            during = game.clone()
        end = game
    assert during is not None and end is not None and not during.is_over and end.is_over
    for game, over in ((during, False), (end, True)):
        for p in game.state.players:
            p.safe = 7_770_000 + p.seat * 2  # a figure nothing else on the board shows
        for seat in range(2):
            other = 1 - seat
            board = _panels(game, seat)[f"player-{other}"]
            shown = re.findall(r">\$([0-9]+)<", board)
            assert (str(game.state.players[other].safe) in shown) == over, (seat, over)
            assert (f'>{WORDS["en"].r.m("board-hidden")}<' in board) != over


# ------------------------------------------------------------------ the board with the first page
@pytest.fixture(scope="module")
def studio(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    with serving(GAME, rules_copy(tmp_path_factory.mktemp("first-page"))) as running:
        yield running


def _first(page: str) -> dict[str, object] | None:
    body = page.split('<script type="application/json" id="first-state">')[1].split("</script>")[0]
    return json.loads(body) if body.strip() else None


def test_a_seats_page_comes_with_its_board_drawn_and_nothing_of_another_seat(studio: Running) -> None:
    with studio.client() as c:
        game = c.post("/api/games", json={"players": 2, "seats": ["human", "human"], "seed": 5}).json()
        keys = {int(s): link.split("token=")[1] for s, link in game["links"].items()}
        table = studio.studio.tables.get(game["table"])
        assert table is not None
    with studio.client(token=None) as c:  # a person given a seat's link: its key is the page's token
        for seat, lang in ((0, "zh-Hans"), (1, "en")):
            page = c.get(f"/play/{game['table']}", params={"token": keys[seat], "lang": lang}).text
            first = _first(page)
            assert first is not None and first["seat"] == seat and first["lang"] == lang
            assert first["version"] == table.version and first["panels"]
            others = table.game.state.players[1 - seat].hand
            assert not [card for card in others if card in page], "another seat's hand in the page"
        # the host's own page (its token and the seat's key in the address), and a page with no seat
        host = c.get(f"/play/{game['table']}", params={"token": TOKEN, "seat": keys[0]})
        assert _first(host.text) is not None
        wrong = c.get(f"/play/{game['table']}", params={"token": TOKEN, "seat": "nobody"})
        assert _first(wrong.text) is None
