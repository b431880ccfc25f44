"""Options say what they do (issue 29 item 3): a location's person with its actions, a card with its effect, a
helper, a tile, an objective, a mobster with what it gives; a building space with its district and borough. A
whole game's options, in each language, are never only a place's or a component's name."""

from __future__ import annotations

import random
from typing import Any

import pytest

from interpreter.machine.game import Game
from interpreter.text.concepts import normal
from interpreter.text.languages import LANGUAGES
from interpreter.text.messages import Messages

from .conftest import GAME, shipped_rules

LANGS = LANGUAGES  # every shipped language (interpreter/text/languages.py, REGISTRY)
# the labels whose message words only a name (and a person's number, a deck): the game adds what they do
NAME_ONLY = ("opt-place-capo", "opt-swap", "opt-card", "opt-deck-top", "opt-objective", "opt-mobster")


def _labels(lang: str, players: int, seed: int) -> list[tuple[Any, str]]:
    """(label message, what the player reads) of every option of a whole seeded game (random choices)."""
    words = Messages(GAME.text, shipped_rules(), lang)
    game = Game.new(GAME, shipped_rules(), players, seed)
    rng = random.Random(seed)
    out = []
    while not game.is_over:
        d = game.decision
        assert d is not None
        out += [(o.label, words.option(o.label)) for o in d.options]
        game.apply(rng.choice(game.legal_options()))
    return out


def _bare_names(lang: str) -> set[str]:
    """The names a label must not be alone: every component's (a location's above all) and every borough's."""
    words = Messages(GAME.text, shipped_rules(), lang)
    names = set()
    rules = shipped_rules()
    # the components with names of their own (a helper or a tile is named by what it does: its name says it)
    named = [rules.by_id[k.removeprefix("name-")] for k in GAME.text.named(rules) if k.removeprefix("name-") in rules.by_id]
    for comp in [*named, *rules.lists["objectives"]]:
        names |= {normal(words.writer.name(comp)), normal(words.writer.name_in_text(comp))}
    names |= {normal(words.r.m(f"place-{b}")) for b in ("downtown", "midtown", "uptown")}
    return names


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("players", "seed"), [(2, 4), (4, 9)])
def test_no_option_of_a_whole_game_is_only_a_name(lang: str, players: int, seed: int) -> None:
    names = _bare_names(lang)
    labels = _labels(lang, players, seed)
    keys = {m.key for m, _ in labels}
    assert {"opt-place-capo", "opt-card", "opt-deck-top"} <= keys, keys  # the game asked the questions at issue
    bare = sorted({text for _, text in labels if normal(text) in names})
    assert not bare, bare[:10]
    # a label naming a location or a named component says more than the name (and a person's number): what it does
    words = Messages(GAME.text, shipped_rules(), lang)
    named = {k.removeprefix("name-") for k in GAME.text.named(shipped_rules())} | {
        o.id for o in shipped_rules().lists["objectives"]}
    only_named = sorted({text for m, text in labels
                         if m.key in NAME_ONLY and any(isinstance(v, str) and v in named for v in m.args.values())
                         and not words.effects_in(m) and normal(text) == normal(words.render(m))})
    assert not only_named, only_named[:10]


@pytest.mark.parametrize("lang", LANGS)
def test_a_person_says_its_actions_and_a_card_its_effect(lang: str) -> None:
    words = Messages(GAME.text, shipped_rules(), lang)
    rules = shipped_rules()
    game = Game.new(GAME, rules, 2, 4)
    rng = random.Random(4)
    seen: dict[str, str] = {}
    while not game.is_over and not {"opt-place-capo", "opt-deck-top"} <= seen.keys():
        d = game.decision
        assert d is not None
        for o in d.options:
            if o.label.key in ("opt-place-capo", "opt-deck-top") and o.label.key not in seen:
                seen[o.label.key] = words.option(o.label)
                if o.label.key == "opt-place-capo":
                    loc = rules.by_id[o.label.args["loc"]]
                    first = loc.rows[0].all or loc.rows[0].persons[o.label.args["person"] - 1]  # type: ignore[index]
                    assert words.r.effect(first) in seen[o.label.key]
                else:
                    card = rules.by_id[o.label.args["card"]]
                    action = words.r.effect(rules.game.card_actions[card.kind])
                    assert action in seen[o.label.key]
        game.apply(rng.choice(game.legal_options()))
    assert {"opt-place-capo", "opt-deck-top"} <= seen.keys()
    assert all(len(v) > len(words.render(k)) for k, v in seen.items())


def test_a_helper_named_by_its_effect_says_it_once() -> None:
    words = Messages(GAME.text, shipped_rules(), "en")
    helper = next(h for h in shipped_rules().lists["helpers"])
    from interpreter.machine.values import Msg

    text = words.option(Msg("opt-helper", {"helper": helper.id}))
    said = words.r.effect(helper.effect)
    assert normal(text).count(normal(said)) == 1
