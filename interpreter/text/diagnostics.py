"""The rules checker's diagnostics in the reader's language (the studio's editor; issue 28 item 5).

The checker (interpreter/language, interpreter/loading) words its problems in English as it finds them, and
`speakeasy check` prints them so. The studio's editor shows them to a designer in their own language: each
message is read back here against the shapes the checker writes (``SHAPES``: a pattern per message, its
variable parts named) and said again by a Fluent message of ``diagnostics.ftl`` (the core's layer), its code
words (a verb, an event, a field) kept as they are, since they are what is written in the rules. The endings
the checker adds to many messages — "did you mean …", "to gain, write …", "; events: …" — are read off first
and said by their own messages, whatever the message they end.

A message no shape matches is not guessed at: the reader gets a heading in their language and the checker's
English as ``detail``, a line of its own (docs/localization.md lists what is said in Chinese). English (and
only English) is passed through as written.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..language.checker import ABILITY_RUNS, CHARGE_STAYS, RUNS_ONLY, STAYS_ONLY, TABLE_EVERYONE
from .locale import Locale

_W = r"'(?P<{}>[^']*)'"  # a quoted code word of the rules


def _q(name: str) -> str:
    return _W.format(name)


# a pin's two texts as pins.side_by_side sets them, said again with the reader's labels (_both)
_BOTH = r"(?P<both>\n    generated: .*\n    pinned:    .*)"


# (message id, the English it says: a whole message, its variable parts as named groups)
SHAPES: tuple[tuple[str, str], ...] = (
    ("diag-unknown-verb", f"unknown verb {_q('verb')}"),
    ("diag-unknown-event", f"unknown event {_q('word')}"),
    ("diag-unknown-player", f"unknown player {_q('word')}"),
    ("diag-unknown-quantity", f"unknown quantity {_q('word')}"),
    ("diag-unknown-function", f"unknown function {_q('word')}"),
    ("diag-unknown-noun", f"unknown noun {_q('word')}"),
    ("diag-unknown-field", f"unknown field {_q('field')}"),
    ("diag-unknown-section", f"unknown section {_q('field')}"),
    ("diag-missing-field", f"missing field {_q('field')}"),
    ("diag-whole-number", f"{_q('field')} is a whole number, not (?:'(?P<value>.*)'|(?P<bare>.*))"),
    ("diag-unexpected-argument", f"unexpected argument {_q('word')} to {_q('verb')}"),
    ("diag-unexpected-argument-bare", f"unexpected argument to {_q('verb')}"),
    ("diag-missing-argument", rf"{_q('verb')} is missing its [a-z_ ]+ \((?P<what>.*)\)"),
    ("diag-no-option", rf"{_q('verb')} has no option {_q('option')} \(options: (?P<options>.*)\)"),
    ("diag-needs-player", f"{_q('verb')} needs a player: .*"),
    ("diag-charge-needs-once", f"{_q('verb')} is a one-shot charge: write 'once: [^']*'"),
    ("diag-stays-only", re.escape(STAYS_ONLY)),
    ("diag-runs-only", re.escape(RUNS_ONLY)),
    ("diag-charge-stays", re.escape(CHARGE_STAYS)),
    ("diag-table-everyone", re.escape(TABLE_EVERYONE)),
    ("diag-ability-runs", re.escape(ABILITY_RUNS)),
    ("diag-step-missing", re.escape("a step is missing after ';'")),
    ("diag-unexpected-token", r"unexpected '(?P<token>.*)'; expected (?P<expected>.*)"),
    ("diag-unexpected-character", r"unexpected character '(?P<token>.*)'"),
    ("diag-ends-early", "the text ends too early; expected (?P<expected>.*)"),
    ("diag-arithmetic-parentheses", re.escape("arithmetic inside an argument needs parentheses, e.g. gain $(4 * vip)")),
    ("diag-choose-two", re.escape("'choose' needs at least two options separated by '|'")),
    ("diag-repeat-count", re.escape("'repeat' needs a count and a colon: repeat 2: ... or repeat up to 2: ...")),
    ("diag-comparison-sides", re.escape("a comparison needs a number on each side, e.g. count(building[mine]) >= 3")),
    ("diag-too-long", r"text is too long \((?P<length>[0-9]+) characters, at most (?P<limit>[0-9]+)\)"),
    ("diag-too-deep", r"nesting is too deep.*"),
    ("diag-id-stays", f"the id stays {_q('id')}: .*"),
    ("diag-one-mapping", re.escape("a component is one mapping of its fields (`id: …`)")),
    # a pin (text/pins.py), as `check` and the editor's pins panel report it; ``both``: the two texts side by side
    ("diag-pin-stale", rf"the pin of {_q('component')} is stale: its effect changed since it was pinned \(fingerprint "
                       r"(?P<was>[0-9a-f]+), now (?P<now>[0-9a-f]+)\); the generated text is used until it is pinned "
                       rf"again \(`speakeasy pin`\) or removed:{_BOTH}"),
    ("diag-pin-says", rf"the pin of {_q('component')} says (?P<what>[^' ]+), which its effect does not \(the generated "
                      rf"text's numbers are the rules'\):{_BOTH}"),
    ("diag-pin-leaves-out", rf"the pin of {_q('component')} leaves out (?P<what>[^' ]+), which its effect says:{_BOTH}"),
    ("diag-pin-names", rf"the pin of {_q('component')} names {_q('name')}, which its effect does not:{_BOTH}"),
    ("diag-pin-leaves-out-name", rf"the pin of {_q('component')} leaves out {_q('name')}, which its effect names:{_BOTH}"),
    ("diag-pin-no-text", rf"the pin of {_q('component')} has no text \(1 to (?P<most>[0-9]+)\)"),
    ("diag-pin-too-long", rf"the pin of {_q('component')} has (?P<length>[0-9]+) characters of text \(1 to (?P<most>[0-9]+)\)"),
    ("diag-pin-twice", rf"{_q('component')} is pinned twice \(first at line (?P<line>[0-9]+)\)"),
    ("diag-pin-no-field", f"a pin has no field {_q('field')}"),
    ("diag-pin-fields", re.escape('a pin needs component = "…", effect = "…" (its fingerprint: `speakeasy pin` writes it) '
                                  'and text = "…"; english, reviewer and reviewed are text too')),
    ("diag-pins-list", re.escape("a pins file is a list of [[pin]] tables")),
    ("diag-pins-toml", r"not a pins file \(TOML\): (?P<reason>.*)"),
    ("diag-unknown-component", f"unknown component {_q('component')}"),
    ("diag-term-refused", rf"{_q('word')} is refused by the termbase for {_q('concept')}: write {_q('use')} "
                          r"\((?P<file>.*):(?P<line>[0-9]+)\)"),
)
_SHAPES = tuple((key, re.compile(pattern, re.S)) for key, pattern in SHAPES)

# the endings the checker adds, read off the message's end one after the other (the list comes last)
_KNOWN = re.compile(r"; (?P<what>events|players): (?P<list>[^;]*)$")
_MEAN = re.compile(r" ?\(did you mean '(?P<word>[^']*)'\?\)$")
_INSTEAD = re.compile(r" ?\(to [^()]*, write '(?P<word>[^']*)'\)$")
# what the parser says it expected (parser._TERMINAL_NAMES), and how a parameter is described (checker._describe)
_WORDS = {"a word": "diag-expected-word", "a number": "diag-expected-number",
          "a comparison (>=, ==, ...)": "diag-expected-comparison", "the end of the text": "diag-expected-end",
          "a signed number such as +1": "diag-expected-signed", "money such as $5": "diag-expected-money",
          "a number or money": "diag-expected-number-or-money", "a player: you or a role": "diag-expected-player"}
_LISTED = ("expected", "what")  # the named parts that are lists of what the parser or a verb expected

# every message this module may ask for (catalog.py requires them of every language)
KEYS = frozenset({k for k, _ in SHAPES} | set(_WORDS.values()) | {
    "diag-untranslated", "diag-did-you-mean", "diag-write-instead", "diag-known-events", "diag-known-players",
    "diag-one-of", "diag-list-separator", "diag-code", "diag-pin-generated", "diag-pin-pinned"})


@dataclass(frozen=True, slots=True)
class Said:
    """A diagnostic as the reader reads it: ``message`` in their language; ``detail`` the checker's English when
    no message of theirs says it (None when one does)."""

    message: str
    detail: str | None = None


def say(message: str, loc: Locale, lang: str) -> Said:
    """The checker's English ``message`` in ``lang`` (``loc``: a locale of that language holding the core's
    messages)."""
    if lang == "en":
        return Said(message)
    core, endings = message, list[str]()
    for pattern, key in ((_KNOWN, ""), (_MEAN, "diag-did-you-mean"), (_INSTEAD, "diag-write-instead")):
        found = pattern.search(core)
        if found is None:
            continue
        core = core[:found.start()]
        if key:
            endings.insert(0, loc.format(key, {"word": found["word"]}))
        else:
            shown = _listed(found["list"], loc)
            endings.append(loc.format(f"diag-known-{found['what']}", {"list": shown}))
    for key, pattern in _SHAPES:
        matched = pattern.fullmatch(core)
        if matched is not None:
            args = {k: _listed(v, loc) if k in _LISTED else v for k, v in matched.groupdict().items() if v is not None}
            if "both" in args:
                args["both"] = _both(args["both"], loc)
            if "bare" in args:  # a value the checker did not quote (`true`) is quoted as any other
                args["value"] = args.pop("bare")
            return Said(loc.format(key, args) + "".join(endings))
    return Said(loc.format("diag-untranslated") + "".join(endings), message)


def _both(text: str, loc: Locale) -> str:
    """A pin's generated and pinned texts (pins.side_by_side) under the reader's labels, their lines as written."""
    generated, pinned = text.removeprefix("\n    generated: ").split("\n    pinned:    ", 1)
    lines = [(loc.format("diag-pin-generated"), generated), (loc.format("diag-pin-pinned"), pinned)]
    return "".join(f"\n    {label}" + "\n      ".join(x.strip() for x in part.split("\n")) for label, part in lines)


def _listed(text: str, loc: Locale) -> str:
    """A list the checker joined with commas, each item in the reader's words (code words kept), rejoined."""
    if text.startswith("one of "):
        return loc.format("diag-one-of", {"list": _listed(text.removeprefix("one of "), loc)})
    if text in _WORDS:
        return loc.format(_WORDS[text])
    items = [s for s in re.split(r", (?![^()]*\))", text) if s]
    sep = loc.format("diag-list-separator")
    return sep.join(loc.format(_WORDS[i]) if i in _WORDS else _code(i, loc) for i in items)


def _code(text: str, loc: Locale) -> str:
    """A code token the parser quoted (':'), in the reader's quotation marks; anything else as it is."""
    quoted = re.fullmatch(r"'([^']*)'", text)
    return loc.format("diag-code", {"word": quoted[1]}) if quoted else text
