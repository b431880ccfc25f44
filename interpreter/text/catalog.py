"""Which messages a locale must define: the language's own, those a vocabulary implies, and the game's.

A message is required when some AST node, component or screen can ask for it. The check
(check.py) reports missing ones, messages with other variables than English, and messages
nothing can ask for.
"""

from __future__ import annotations

from typing import Any

from ..language.counters import names as counter_names
from ..language.vocabulary import GROUPS, PER_PLAYER, Vocabulary
from ..loading.ruleset import TABLE_RULES
from .diagnostics import KEYS as DIAGNOSTICS
from .kit import TextKit
from .render import OPS, counter_key, mod_key, set_key

# The effect language's own constructs (interpreter/text/locales/*/structure.ftl).
STRUCTURE = frozenset({
    "seq", "seq-after", "seq-kept", "once-ability", "block", "may", "may-repeat-up-to", "choose-one",
    "choose-different", "choose-all", "repeat", "repeat-up-to", "times-up-to", "if", "once", "when", "when-during", "paid",
    "list-or", "list-or-long", "list-and", "money", "per-players", "capped", "per-each", "per-unit", "per-each-do",
    "per-each-do-own", "per-unit-do", "sum", "op-minus", "op-times", "op-divided", "the-number-of", "fn-highest",
    "fn-lowest", "cond-and", "cond-or", "cond-and-group", "cond-or-group", "cond-true", "cond-false",
    "player-you", "mod-everyone", "as-do", "component-title", "range",
    "where-x", "counting-at-most", "money-negative", "op-negative", "per-players-otherwise", "some-in", "all-in",
    "if-never", "may-clause", "as-do-clause",
    "roll", "roll-face", "roll-faces", "roll-else",
    "is-the-most", "no-opponent-has", "paid-again", "when-once",  # issue 28
    "once-either", "once-either-charges",  # issue 27: either a charge or an ability
    "table-rule-holds",  # issue 27: a rule of the whole table
    "counter-add", "counter-remove", "counter-reset", "counter-value", "counter-unit",
    "this-kind", "this-component",  # issue 27 item 7: counters on components
    *(f"fn-{name}-value" for name in PER_PLAYER if name != "yours"),
    *(f"as-{scope}{may}" for scope in ("role", "each", "each-where", "chosen", "chosen-where") for may in ("", "-may")),
    *(f"fn-{name}" for name in PER_PLAYER if name != "yours"),
    *(f"group-{name}" for name in GROUPS),
    *(f"{kind}-{op}" for kind in ("have", "also", "there", "is") for op in OPS.values()),
})
# What the machine asks while any game runs: the questions of `may`, `choose`, `repeat up to`, `as a
# player`, the order of a player's triggers, and what it logs itself (ui.ftl).
UI = frozenset({"player", "prompt-may", "prompt-choose", "prompt-repeat", "opt-yes", "opt-no", "opt-node", "opt-done",
                "opt-again", "opt-stop", "prompt-repeat-choose", "prompt-choose-or-not", "opt-none", "prompt-player",
                "opt-player", "prompt-trigger-order", "opt-trigger", "log-once", "log-roll", "log-counter", "opt-decline",
                "counter-held", "counted",  # issue 27 item 7: what a component's counters hold

                "opt-does"})  # issue 29: an option that names only a place, with what it does
# What the studio's pages show (interpreter/web, web.ftl; tests/test_web_words.py checks this list against the
# pages' code): a message any game's studio asks for, whatever the game.
WEB = frozenset({
    "bot-random", "web-all", "web-all-clean", "web-at", "web-base", "web-bots", "web-cancel", "web-check-all",
    "web-check-with", "web-checking", "web-checks-clean", "web-choose-file", "web-compare", "web-compare-cancelled",
    "web-compare-failed", "web-compare-intro", "web-compare-progress", "web-compare-run", "web-compare-summary",
    "web-compare-estimate", "web-compare-estimating", "web-compare-remaining", "web-compare-unused", "web-compare-used",
    "web-time-seconds", "web-time-minutes", "web-hint", "web-hint-why", "web-hints", "web-lesson-hints-game",
    "web-confirm-merge", "web-default-description", "web-difference", "web-edit-intro", "web-edit-rules",
    "web-edited", "web-editor", "web-errors", "web-from-variant", "web-full-report", "web-game-item",
    "web-game-over", "web-game-over-item", "web-games", "web-games-count", "web-home-intro", "web-home-title",
    "web-into-rules", "web-into-rules-confirm", "web-into-rules-done", "web-into-rules-intro",
    "web-into-rules-title", "web-language", "web-language-name", "web-learn", "web-learn-intro", "web-learn-start",
    "web-lesson", "web-lesson-over", "web-lesson-step", "web-load-game", "web-load-hint", "web-log",
    "web-metric", "web-metric-decisions", "web-metric-first_player_win", "web-metric-mean_score",
    "web-metric-rounds", "web-metric-spread", "web-metric-win_seat", "web-metric-winner_score", "web-needs-token",
    "web-metric-no_winner", "web-metric-shared_win", "web-metric-win_role", "web-no-winner",
    "web-new-game", "web-no-games", "web-not-saved", "web-nothing-edited", "web-open-editor", "web-open-my-seat",
    "web-play", "web-players", "web-refused-applied-before", "web-refused-description", "web-refused-fix-first",
    "web-refused-game-over", "web-refused-into-rules-variants", "web-refused-moved-on", "web-refused-name",
    "web-refused-reserved-name",
    "web-refused-no-person", "web-refused-not-an-option", "web-refused-not-in-rules", "web-refused-not-your-turn",
    "web-refused-nothing-edited", "web-refused-players", "web-refused-save-variants",
    "web-refused-seats", "web-refused-too-long", "web-refused-unknown-component", "web-refused-unreadable",
    "web-revert", "web-rule-text", "web-save-game", "web-save-variant", "web-saved", "web-saved-game", "web-score",
    "web-score-winner", "web-search", "web-seat", "web-seat-links", "web-seat-person", "web-seat-you", "web-seed",
    "web-server-time", "web-significant-note", "web-source", "web-start", "web-studio", "web-text-stale",
    "web-variant", "web-variant-description", "web-variant-intro", "web-variant-name", "web-waiting-for",
    "web-you-are", "web-your-turn", "web-your-view",
    "web-cm-diagnostics", "web-cm-no-diagnostics", "web-cm-completions", "web-cm-control-character",
    "web-cm-selection-deleted",
    # the studio's games kept between runs, and the limits of a request
    "web-refused-too-many-decisions", "web-refused-full", "web-gone-finished", "web-gone-idle", "web-gone-rules",
    "web-gone-changed", "web-refused-host", "web-refused-polls", "web-refused-cannot-write", "web-refused-link-outside",
    # rules that loop (issue 23: interpreter/machine/engine.py RunawayRules)
    "web-refused-rules-loop",
    "web-refused-rules-do-not-check",  # issue 28: a save refused, with the diagnostics in the reader's language
    "web-seat-language", "web-seat-language-browser",  # issue 29: the language another person's link opens in
    "web-not-offered",  # issue 29: the options a question does not offer, and why
})
# What the terminal says while any game is played (`speakeasy play`, interpreter/cli/terminal.py; terminal.ftl).
TERMINAL = frozenset({
    "term-bot-random", "term-component", "term-cmd-help", "term-cmd-info", "term-cmd-log", "term-cmd-quit", "term-cmd-save",
    "term-cmd-view", "term-end-of-input", "term-final-scores", "term-header", "term-help", "term-info-nothing",
    "term-info-option", "term-info-several", "term-info-unknown", "term-info-usage", "term-not-option", "term-question",
    "term-save-failed", "term-save-usage", "term-saved", "term-score", "term-seat", "term-seat-human",
    "term-seat-you", "term-start", "term-winner", "term-autosave-failed", "term-kept", "term-not-kept",
    "term-save-before-leaving", "term-internal-error", "term-internal-error-undone", "term-command-failed",
    "term-save-folder", "term-overwrite", "term-yes", "term-not-saved",
    # issue 29: the question asked again on Enter, `view PART`, `info` of a concept
    "term-ask-again", "term-view-parts", "term-view-unknown", "term-concept",
    "term-kept-previous",
    "term-cmd-why", "term-help-why", "term-why-line", "term-why-none", "term-why-unknown",  # issue 29: `why`
    "book-title", "book-generated",  # the book (`speakeasy text --html`): its title and the line under it
})
# A game's outcome in words, for every tool (interpreter/harness/outcomes.py; ui.ftl): the core's defaults, which
# a game overrides on purpose ("$7" for "7 points"), and the rates the core reports of every game.
OUTCOME = frozenset({"game-score", "game-points", "game-places", "metric-no_winner", "metric-shared_win"})
# Messages a language may define and English need not: the default measure word; the words every option of a
# choice may begin with, said once (render.py `choice`: Chinese "选择一项并支付费用：…"), and how a choice's
# options are joined (`options-or`, `options-and`).
OPTIONAL = frozenset({"measure-default", "choose-lead", "choose-lead-then", "choose-one-lead", "may-repeat-choose",
                      "options-or", "options-and", "seq-again",
                      "is-more-than-yours", "is-less-than-yours", "sum-own",
                      "also-at-least-and", "seq-may"})
# The editor's pins panel (issue 28 item 1: interpreter/web/pinning.py, static/pins.js; pins.ftl), a part of WEB.
PIN_WEB = frozenset({
    "web-pins", "web-pins-intro", "web-pins-none-here", "web-pin-generated", "web-pin-pinned",
    "web-pin-state-none", "web-pin-state-valid", "web-pin-state-stale", "web-pin-state-refused", "web-pin-state-unknown",
    "web-pin-english-changed", "web-pin-draft-stales", "web-pin-reviewed", "web-pin-reviewed-undated",
    "web-pin-not-reviewed", "web-pin-where", "web-pin-at", "web-pin-edit", "web-pin-text", "web-pin-reviewer", "web-pin-write",
    "web-pin-remove", "web-pin-remove-confirm", "web-pin-written", "web-pin-removed", "web-pin-file-problems",
    "web-pin-refused", "web-pin-refused-no-pin", "web-pin-refused-empty", "web-pin-refused-reviewer",
    "web-pin-refused-too-large", "web-pin-refused-file", "web-pin-refused-language", "web-pin-refused-request",
})
WEB = WEB | PIN_WEB


def vocabulary_keys(v: Vocabulary, noun_keys: tuple[str, ...] = ()) -> set[str]:
    """The messages a vocabulary implies: a word per noun, a phrase per quantity, modifier, event and
    role; `some-NOUN`/`all-NOUN` for the nouns `some`/`all` range over; per keyed filter (except those
    that name the noun itself) its qualifiers, and a place per value it may take."""
    keys = {f"word-{n}" for n in v.nouns}
    keys |= {f"q-{q}" for q in v.quantities} | {f"unit-{q}" for q in v.quantities}
    keys |= {mod_key(m) for m in (*v.modifiers, *v.numbers)} | {f"event-{e}" for e in v.events}
    keys |= {set_key(path) for path, setting in v.settings.items() if not setting.table}  # a table's: never written
    keys |= {f"role-{r}" for r in v.roles}
    keys |= {f"{quantifier}-{n}" for n, spec in v.nouns.items() if spec.quantified for quantifier in ("some", "all")}
    for spec in v.nouns.values():
        for key, values in spec.keys.items():
            if key in noun_keys:
                continue
            keys |= {f"qual-{key}-is", f"qual-{key}-bound"} | {f"place-{value}" for value in values}
    keys |= {f"place-{name}" for name in v.context_names}
    return keys


def required_attributes(v: Vocabulary) -> dict[str, set[str]]:
    """Attributes a vocabulary's messages need: an event's `.another` (another player's, for a
    `when another`) unless it happens to everyone, its `.during` (a modifier while it lasts) if it
    lasts; a role's `.object` (`give $1 to displacer`)."""
    out: dict[str, set[str]] = {}
    for name, event in v.events.items():
        out[f"event-{name}"] = ({"during"} if event.lasts else set()) | (set() if event.everyone else {"another"})
    for role in v.roles:
        out[f"role-{role}"] = {"object"}
    for path, setting in v.settings.items():  # `set … everyone`: every player's, said of them
        if not setting.table:
            out[set_key(path)] = {"they"}
    for group in GROUPS:
        out[f"group-{group}"] = {"one", "one-able"}
    return {k: a for k, a in out.items() if a}


# Messages that may stand in a step another player performs (`as …:`) or a number of every player
# (`most(cash)`): one that says "you" in English needs `.they` ("their cash") in every language, and a
# quantity or a filter of one's own things needs `.bare` ("cash", no owner) — see render.py.
THEY_PREFIXES = ("q-", "unit-", "qual-", "adj-", "verb-", "track-", "have-", "may", "districts-", "tracks-", "mod-",
                 "per-each-do-own")
BARE_KEYS_PREFIXES = ("q-",)


def filter_choices(v: Vocabulary) -> list[tuple[str, str]]:
    """(noun, flag) pairs: each needs one of adj-NOUN-FLAG, adj-FLAG, qual-NOUN-FLAG, qual-FLAG."""
    return [(noun, flag) for noun, spec in v.nouns.items() for flag in spec.flags]


def required(kit: TextKit, rules: Any | None) -> set[str]:
    """Every message a game's text can ask for (with a rule set: its components' names too)."""
    keys = set(STRUCTURE) | set(UI) | set(WEB) | set(TERMINAL) | set(OUTCOME)
    keys |= DIAGNOSTICS  # the checker's diagnostics as the studio's editor says them (text/diagnostics.py)
    keys |= vocabulary_keys(kit.vocabulary, kit.renderer.noun_keys)
    keys |= set(kit.keys)
    # a verb whose words do not depend on its arguments is its message, `verb-NAME`
    keys |= {f"verb-{name}" for name in kit.vocabulary.verbs if not hasattr(kit.renderer, "verb_" + name)}
    keys |= {f"kind-{kind}" for kind in kit.kinds.values()}
    if rules is not None:
        keys |= set(kit.named(rules))
        keys |= {f"name-{r.id}" for r in rules.lists.get(TABLE_RULES, ())}  # the table's rules, in every game
        keys |= {counter_key(name) for name in counter_names(getattr(rules, "effects", ()))}  # each counter's word
    return keys


def filter_keys(kit: TextKit) -> set[str]:
    """The messages that may word a filter (each filter needs one of its four, see ``filter_choices``)."""
    choices = filter_choices(kit.vocabulary)
    keys = {f"{kind}-{noun}-{flag}" for noun, flag in choices for kind in ("adj", "qual")}
    # a language's own words for a count of a filtered noun ("你控制至少 3 个地区"; phrases.py visit_Compare)
    keys |= {f"{kind}-{op}-{noun}-{flag}" for noun, flag in choices for kind in ("have", "there")
             for op in ("at-least", "more-than", "at-most", "less-than", "exactly", "not")}
    return keys | {f"{kind}-{flag}" for _, flag in choices for kind in ("adj", "qual")}
