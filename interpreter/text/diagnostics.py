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


def _t(template: str) -> str:
    """A shape written as the checker's English with its variable parts named: ``{name}`` any text (a code word, a
    number, a list), ``{name_hint}`` a "did you mean" the checker puts inside its message rather than at its end
    (said with diag-did-you-mean), or nothing. Shapes written so are listed more specific first."""
    out, last = [], 0
    for m in re.finditer(r"\{(\w+)\}", template):
        out.append(re.escape(template[last:m.start()]))
        name = m[1]
        out.append(rf"(?P<{name}>(?: \(did you mean '[^']*'\?\))?)" if name.endswith("_hint") else rf"(?P<{name}>.*?)")
        last = m.end()
    out.append(re.escape(template[last:]))
    return "".join(out)


# what a field's value must be (loading/diagnostics.py _WANTED), one of them
_KINDS = "(?:" + "|".join(re.escape(k) for k in (
    "a whole number", "a number", "true or false", "a text", "a list (items start with '- ')", "a list",
    "a mapping (`key: value`)", "a mapping of fields (`key: value`)", "empty (null)")) + ")"


# a pin's two texts as pins.side_by_side sets them, said again with the reader's labels (_both)
_BOTH = r"(?P<both>\n    generated: .*\n    pinned:    .*)"


# (message id, the English it says: a whole message, its variable parts as named groups)
SHAPES: tuple[tuple[str, str], ...] = (
    # a field's value of the wrong type (loading/diagnostics.py: what it must be, what it is), before the older shape
    ("diag-field-is", rf"(?P<subject>'[^']*'|this value) is (?P<wanted>{_KINDS}(?: or {_KINDS})*), not (?P<shown>.*)"),
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
    ("diag-too-long", r"text is too long \((?P<length>\S+) characters, at most (?P<limit>\S+)\)"),
    ("diag-too-deep", r"nesting is too deep.*"),
    ("diag-id-stays", f"the id stays {_q('id')}: .*"),
    ("diag-one-mapping", re.escape("a component is one mapping of its fields (`id: …`)")),
    # the rarer checks of language/checker.py, parser.py and named.py (issue 28 item 5; tests/test_diagnostic_shapes.py
    # reads every message those modules can write and fails on one no shape here says)
    ("diag-choose-count", _t("cannot choose {count} different of {options} options")),
    ("diag-repeat-at-least", _t("a repeat count must be at least 1")),
    ("diag-repeat-at-most", _t("a repeat count is at most {most}")),
    ("diag-repeats-nested", _t("repeats inside repeats run their body at most {most} times in all (a count worked out "
                               "in play counts as {each})")),
    ("diag-when-both", _t("'when {event}:' either modifies numbers while the event lasts or runs an effect after it "
                          "happens, not both: write two 'when's")),
    ("diag-event-moment", _t("'{event}' happens at a moment and does not last: a modifier would never apply during it "
                             "(a trigger, 'when {again}: gain $1', runs after it)")),
    ("diag-setting-lasts", _t("a setting holds while its component is yours, not while '{event}' lasts: write 'set …' as a "
                              "step of its own")),
    # what only a setting says (language/settings.py, D-310): a setting of the table, a switch, a limit; a table's
    # reason is the game's own English (vocabulary Setting.table), so the reader is given its variant's example only
    ("diag-setting-table-change", _t("'{path}' is a setting of the table, which a component cannot change: {why} "
                                     "(change: {change})")),
    ("diag-setting-table", _t("'{path}' is a setting of the table, which a component cannot change: {why}")),
    ("diag-setting-switch", _t("'{path}' is a switch: its value is on or off, not {shown}")),
    ("diag-setting-limit-written", _t("'{path}' is a limit: its value is a number from {low} to {high} written out, "
                                      "not {shown}")),
    ("diag-setting-limit-range", _t("'{path}' is a limit from {low} to {high}, not {value}")),
    # counters on components (language/counters.py, the checker's visit_Counter*, the parser's friendly messages)
    ("diag-counter-name", _t("'{name}': a counter's name is one word (letters, digits, _), such as coin")),
    ("diag-counter-money", _t("a counter counts things, not money: {step}")),
    ("diag-counter-add-negative", _t("what is added to a counter is 0 or more (it is {value}): to take away, write "
                                     "'{example}'")),
    ("diag-counter-remove-negative", _t("what is removed from a counter is 0 or more (it is {value}): to take away, "
                                        "write '{example}'")),
    ("diag-counter-this", _t("a counter is on the component the effect belongs to: add 1 coin to this, remove 1 coin "
                             "from this, reset coin on this")),
    ("diag-counter-read", _t("'counter' reads one counter of this component by its name, e.g. counter(coin)")),
    ("diag-counter-unknown-listed", _t("unknown counter '{name}'{mean_hint}: no step of this component puts anything "
                                       "on it (add 1 {again} to this), so it would always be 0; its counters: "
                                       "{counters}")),
    ("diag-counter-unknown", _t("unknown counter '{name}'{mean_hint}: no step of this component puts anything on it "
                                "(add 1 {again} to this), so it would always be 0")),
    ("diag-counter-outside-change", _t("a counter is kept on a component: this text belongs to none (it is a rule of "
                                       "the game's own), so there is no 'this' to change; put it on a component (a "
                                       "card, a tile, a table rule)")),
    ("diag-counter-outside-read", _t("a counter is kept on a component: this text belongs to none (it is a rule of the "
                                     "game's own), so there is no 'this' to read; put it on a component (a card, a "
                                     "tile, a table rule)")),
    ("diag-another-modifier", _t("'when another …:' runs an effect when the event happens to another player; a modifier "
                                 "applies to its owner only")),
    ("diag-everyone-another", _t("'{event}' happens to every player at once: 'when {again}:' already runs for you, there "
                                 "is no 'another'")),
    ("diag-trigger-loop-you", _t("'{verb}' makes '{event}' happen again (you): this trigger would run itself forever")),
    ("diag-trigger-loop-other", _t("'{verb}' makes '{event}' happen again (another player): this trigger would run "
                                   "itself forever")),
    ("diag-role-unnamed", _t("'{how} {role}': nothing before it names the {again} player here — {about} (a role is "
                             "named by {namers})")),
    ("diag-as-group", _t("'as {scope} {role}': a group of players is one of {groups}")),
    ("diag-not-a-cost", _t("'{verb}' is not a cost; before '->' use {costs}")),
    ("diag-option-twice", _t("'{verb}' is given its option '{option}' twice")),
    ("diag-needs-what", _t("'{verb}' needs what to {again} after a number ({what}), or money such as $5")),
    ("diag-bound-written", _t("'{verb}' takes its {key} as a number written out, from {low} to {high}")),
    ("diag-bound-range", _t("'{verb}' takes its {key} from {low} to {high}, not {value}")),
    ("diag-bound-within", _t("'{verb}': its {low} ({a}) is more than its {high} ({b})")),
    ("diag-one-word", _t("{what} takes one word, not alternatives")),
    ("diag-must-be-one-of", _t("{what} must be one of: {choices}")),
    ("diag-not-valid", _t("'{value}' is not a valid {what}{mean_hint}; expected {choices}")),
    ("diag-number-not-alternatives", _t("{what} takes a number, not alternatives")),
    ("diag-number-not-money", _t("{what} is a number, not money")),
    ("diag-not-negative", _t("{what} cannot be negative (it is {value}): an amount is 0 or more; to take something "
                             "away, use the verb that takes it (pay, discard, lose, give)")),
    ("diag-number-at-most", _t("a number in an effect is at most {most}")),
    ("diag-count-twice", _t("player count {count} appears twice")),
    ("diag-once-never", _t("'once:' holds an effect to run once (or a one-shot charge such as {charges}); this would "
                           "never apply")),
    ("diag-die-range", _t("a die has the faces 1 to {most}: '{what}' is not a range of them, low to high")),
    ("diag-die-face", _t("a die has the faces 1 to {most}: '{what}' is not one of them")),
    ("diag-face-twice", _t("face {face} is named twice (also at column {column}): say once what each face does")),
    ("diag-function-some", _t("'{name}' takes one or more arguments, got {got}")),
    ("diag-function-one", _t("'{name}' takes 1 argument, got {got}")),
    ("diag-function-arity", _t("'{name}' takes {count} arguments, got {got}")),
    ("diag-counts-selector", _t("'{name}' counts a selector such as building[mine]")),
    ("diag-wrap-selector", _t("'{name}' takes numbers; wrap the selector in count(...)")),
    ("diag-no-filter", _t("'{noun}' has no filter '{key}'{mean_hint} (filters: {filters})")),
    ("diag-no-key", _t("'{noun}' has no key '{key}'{mean_hint} (keys: {keys})")),
    ("diag-not-a-value", _t("'{value}' is not a value of {noun} {key}{mean_hint}; expected {choices}")),
    ("diag-ranges-over", _t("'{quantifier}' ranges over {domains}, not {noun}")),
    ("diag-empty", _t("empty {kind}")),
    ("diag-named-depth", _t("'{verb}': named effects are used inside one another at most {most} deep")),
    ("diag-named-numbers", _t("'{verb}' takes numbers ({params}), not {shown}: write '{example}'")),
    ("diag-named-count-at", _t("'{verb}' takes {count} numbers ({params}), got {got} (defined at {where})")),
    ("diag-named-count", _t("'{verb}' takes {count} numbers ({params}), got {got}")),
    ("diag-named-count-one-at", _t("'{verb}' takes {count} number ({params}), got {got} (defined at {where})")),
    ("diag-named-count-one", _t("'{verb}' takes {count} number ({params}), got {got}")),
    # a field's value out of its bounds (loading/diagnostics.py)
    ("diag-field-at-most-items", _t("{subject} holds at most {items}, not {got}")),
    ("diag-field-at-least-items", _t("{subject} needs at least {items}, not {got}")),
    ("diag-field-text-at-most", _t("{subject} is a text of at most {most} characters")),
    ("diag-field-text-at-least", _t("{subject} is a text of at least {most} characters")),
    ("diag-field-at-least", _t("{subject} is at least {bound}, not {shown}")),
    ("diag-field-more-than", _t("{subject} is more than {bound}, not {shown}")),
    ("diag-field-at-most", _t("{subject} is at most {bound}, not {shown}")),
    ("diag-field-less-than", _t("{subject} is less than {bound}, not {shown}")),
    ("diag-field-one-of", _t("{subject} is one of {choices}, not {shown}")),
    ("diag-field-form", _t("{subject} is {shown}, not of the form this field takes")),
    ("diag-written-twice", _t("'{key}' is written twice in this mapping (first at {at}); YAML would keep only the last")),
    # the rules files and the folder (loading/loader.py)
    ("diag-rules-mapping", _t("a rules file is a mapping of component lists (e.g. `helpers:`)")),
    ("diag-section-list", _t("'{section}' is a list of components (items start with '- ')")),
    ("diag-unknown-kind", _t("unknown component kind '{kind}'")),
    ("diag-no-section", _t("no file defines the '{section}' section")),
    ("diag-section-twice", _t("section '{section}' is also defined in {file}")),
    ("diag-duplicate-id", _t("duplicate id '{id}' (first at {where})")),
    ("diag-triggers-loop", _t("these triggers would set each other off forever: {chain}")),
    ("diag-no-rules-folder", _t("rules folder not found")),
    ("diag-no-rules-files", _t("no rules files (*.yaml) in this folder")),
    ("diag-no-shipped-rules", _t("this game ships no rules: give a rules folder")),
    # named effects (loading/named.py)
    ("diag-define-mapping", _t("'define' maps each name to its definition: `shakedown: {params: [n], effect: \"...\"}`")),
    ("diag-define-itself", _t("named effects cannot use themselves ({chain}): '{verb}' would never end")),
    ("diag-define-params-most", _t("a named effect has at most {most} parameters")),
    ("diag-define-is-mapping", _t("the definition of '{name}' is a mapping: `params: [n]` and `effect: \"...\"`")),
    ("diag-define-field", _t("unknown field '{field}'{mean_hint} of a named effect (fields: params, effect)")),
    ("diag-define-effect", _t("'{name}' needs its `effect`: the steps it stands for, in the effect language")),
    ("diag-define-params", _t("`params` is a list of names, such as [n] or [amount, times]")),
    ("diag-param-name", _t("a parameter is named in lower-case letters, digits and `_`, not '{name}'")),
    ("diag-param-twice", _t("parameter '{name}' is named twice")),
    ("diag-param-quantity", _t("'{name}' is a quantity of the game ({about}): a parameter needs a name of its own")),
    ("diag-param-word", _t("'{name}' is a word of the language: a parameter needs a name of its own")),
    ("diag-define-name", _t("a named effect's name is lower-case letters, digits and `_` (such as `shakedown`), not "
                            "'{name}'")),
    ("diag-define-verb", _t("'{name}' is a verb of the game: a named effect needs a name of its own")),
    ("diag-define-word", _t("'{name}' is a word of the language: a named effect needs a name of its own")),
    ("diag-define-already", _t("'{name}' is already defined ({where})")),
    ("diag-define-twice", _t("'{name}' is defined twice in this file")),
    # a pin (text/pins.py), as `check` and the editor's pins panel report it; ``both``: the two texts side by side
    ("diag-pin-stale", rf"the pin of {_q('component')} is stale: its effect changed since it was pinned \(fingerprint "
                       r"(?P<was>\S+), now (?P<now>\S+)\); the generated text is used until it is pinned "
                       rf"again \(`speakeasy pin`\) or removed:{_BOTH}"),
    ("diag-pin-says", rf"the pin of {_q('component')} says (?P<what>[^' ]+), which its effect does not \(the generated "
                      rf"text's numbers are the rules'\):{_BOTH}"),
    ("diag-pin-leaves-out", rf"the pin of {_q('component')} leaves out (?P<what>[^' ]+), which its effect says:{_BOTH}"),
    ("diag-pin-names", rf"the pin of {_q('component')} names {_q('name')}, which its effect does not:{_BOTH}"),
    ("diag-pin-leaves-out-name", rf"the pin of {_q('component')} leaves out {_q('name')}, which its effect names:{_BOTH}"),
    ("diag-pin-no-text", rf"the pin of {_q('component')} has no text \(1 to (?P<most>\S+)\)"),
    ("diag-pin-too-long", rf"the pin of {_q('component')} has (?P<length>\S+) characters of text \(1 to (?P<most>\S+)\)"),
    ("diag-pin-twice", rf"{_q('component')} is pinned twice \(first at line (?P<line>\S+)\)"),
    ("diag-pin-no-field", f"a pin has no field {_q('field')}"),
    ("diag-pin-fields", re.escape('a pin needs component = "…", effect = "…" (its fingerprint: `speakeasy pin` writes it) '
                                  'and text = "…"; english, reviewer and reviewed are text too')),
    ("diag-pins-list", re.escape("a pins file is a list of [[pin]] tables")),
    ("diag-pins-toml", r"not a pins file \(TOML\): (?P<reason>.*)"),
    ("diag-unknown-component", f"unknown component {_q('component')}"),
    ("diag-term-refused", r"'(?P<word>[^']*)' is refused by the termbase for '(?P<concept>.*)': write '(?P<use>[^']*)' "
                          r"\((?P<file>.*):(?P<line>\S+)\)"),
    ("diag-terms-list", _t("a termbase is a list of [[term]] tables")),
    ("diag-term-fields", _t('a term needs concept = "…", use = "…" and refuse = ["…", …]')),
    ("diag-term-clash", _t("term '{concept}' refuses '{word}', which its own word '{use}' contains")),
    ("diag-terms-toml", _t("not a termbase (TOML): {reason}")),
)
_SHAPES = tuple((key, re.compile(pattern, re.S)) for key, pattern in SHAPES)

# the endings the checker adds, read off the message's end one after the other (the list comes last)
_KNOWN = re.compile(r"; (?P<what>events|players): (?P<list>[^;]*)$")
_MEAN = re.compile(r" ?\(did you mean '(?P<word>[^']*)'\?\)$")
_INSTEAD = re.compile(r" ?\(to [^()]*, write '(?P<word>[^']*)'\)$")
_AT = re.compile(r" \(at (?P<word>[^()]*)\)$")  # where in a nested value the loader found it ("at effects[2]")
# what the parser says it expected (parser._TERMINAL_NAMES), and how a parameter is described (checker._describe)
_WORDS = {"a word": "diag-expected-word", "a number": "diag-expected-number",
          "a comparison (>=, ==, ...)": "diag-expected-comparison", "the end of the text": "diag-expected-end",
          "a signed number such as +1": "diag-expected-signed", "money such as $5": "diag-expected-money",
          "a number or money": "diag-expected-number-or-money", "a player: you or a role": "diag-expected-player",
          "on or off for a switch": "diag-expected-switch", "a number for a limit": "diag-expected-limit",  # `set`
          "nothing in this game": "diag-nothing-in-game", "none": "diag-none",
          # what a field's value must be, and what it is (loading/diagnostics.py _WANTED, _shown, _name)
          "a whole number": "diag-value-whole-number", "true or false": "diag-value-true-or-false",
          "a text": "diag-value-text", "a list (items start with '- ')": "diag-value-list-items", "a list": "diag-value-list",
          "a mapping (`key: value`)": "diag-value-mapping", "a mapping of fields (`key: value`)": "diag-value-fields",
          "empty (null)": "diag-value-null", "a mapping": "diag-value-a-mapping", "this value": "diag-value-this",
          "money": "diag-value-money", "alternatives": "diag-value-alternatives",
          "a number worked out in play": "diag-value-worked-out"}  # a setting's value (language/settings.py _shown)
_LISTED = ("expected", "what", "choices", "costs", "groups", "charges", "filters", "keys", "options", "params",
           "counters")  # lists, said
_OR_LISTED = ("namers", "domains", "wanted")  # lists the checker joins with " or "
_VALUES = ("subject", "shown")  # a field's name or a value as the loader shows it ('x', a list, this value)

# every message this module may ask for (catalog.py requires them of every language)
KEYS = frozenset({k for k, _ in SHAPES} | set(_WORDS.values()) | {
    "diag-untranslated", "diag-did-you-mean", "diag-write-instead", "diag-known-events", "diag-known-players",
    "diag-one-of", "diag-list-separator", "diag-code", "diag-pin-generated", "diag-pin-pinned", "diag-or-separator",
    "diag-at-where", "diag-line", "diag-line-column"})


@dataclass(frozen=True, slots=True)
class Said:
    """A diagnostic as the reader reads it: ``message`` in their language; ``detail`` the checker's English when
    no message of theirs says it (None when one does)."""

    message: str
    detail: str | None = None
    key: str | None = None  # the shape that said it (None: English, or no shape)


def say(message: str, loc: Locale, lang: str) -> Said:
    """The checker's English ``message`` in ``lang`` (``loc``: a locale of that language holding the core's
    messages)."""
    if lang == "en":
        return Said(message)
    core, endings = message, list[str]()
    for pattern, key in ((_AT, "diag-at-where"), (_KNOWN, ""), (_MEAN, "diag-did-you-mean"),
                         (_INSTEAD, "diag-write-instead")):
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
            args = {k: _listed(v, loc) if k in _LISTED else _or_listed(v, loc) if k in _OR_LISTED else
                    _value(v, loc) if k in _VALUES else _line(v, loc) if k == "at" else v
                    for k, v in matched.groupdict().items() if v is not None}
            for k in [k for k in args if k.endswith("_hint")]:  # a "did you mean" inside the message, or nothing
                hint = re.fullmatch(r" \(did you mean '([^']*)'\?\)", args[k])
                args[k] = loc.format("diag-did-you-mean", {"word": hint[1]}) if hint else ""
            if "both" in args:
                args["both"] = _both(args["both"], loc)
            if "bare" in args:  # a value the checker did not quote (`true`) is quoted as any other
                args["value"] = args.pop("bare")
            return Said(loc.format(key, args) + "".join(endings), key=key)
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


def _or_listed(text: str, loc: Locale) -> str:
    """A list the checker joined with " or " ('swap_capo' or 'when ally:'), in the reader's words."""
    if text in _WORDS:
        return loc.format(_WORDS[text])
    if any(w in _WORDS and " or " in w for w in text.split(" or ")) or "true or false" in text:  # a kind with "or" in it
        text = text.replace("true or false", "\0")
        return loc.format("diag-or-separator").join(
            loc.format(_WORDS[i.replace("\0", "true or false")]) if i.replace("\0", "true or false") in _WORDS
            else _code(i, loc) for i in text.split(" or "))
    if all(i in _WORDS for i in text.split(" or ")):  # kinds of value, not code words
        return loc.format("diag-or-separator").join(loc.format(_WORDS[i]) for i in text.split(" or "))
    items = [i if re.fullmatch(r"'[^']*'", i) else f"'{i}'" for i in text.split(" or ")]  # each a code word, quoted
    return loc.format("diag-or-separator").join(_code(i, loc) for i in items)


def _value(text: str, loc: Locale) -> str:
    """A field's name or a value as the loader shows it: a quoted one in the reader's quotation marks, a kind of
    value (a list, this value) in their words, a number or `null` as it is."""
    if text in _WORDS:
        return loc.format(_WORDS[text])
    return _code(text if re.fullmatch(r"'[^']*'", text) else f"'{text}'", loc)  # a number, true: quoted as a word


def _line(text: str, loc: Locale) -> str:
    """"line 4" or "line 4, column 3" (where the loader saw a thing first) in the reader's words."""
    at = re.fullmatch(r"line (\d+)(?:, column (\d+))?", text)
    if at is None:
        return text
    if at[2]:
        return loc.format("diag-line-column", {"line": at[1], "column": at[2]})
    return loc.format("diag-line", {"line": at[1]})


def _code(text: str, loc: Locale) -> str:
    """A code token the parser quoted (':'), in the reader's quotation marks; anything else as it is."""
    quoted = re.fullmatch(r"'([^']*)'", text)
    return loc.format("diag-code", {"word": quoted[1]}) if quoted else text
