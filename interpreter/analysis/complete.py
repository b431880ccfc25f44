"""What may be written at a place: completion of the effect language and of component ids.

Inside an effect text the grammar says what may come next: the text before the place is fed to lark's
interactive LALR parser (the same grammar `speakeasy check` parses with), whose ``accepts()`` are the
terminals that may follow. Its keywords are offered as they are; where a name may follow, what it names
comes from the tokens before it — an event after `when`, a role after `as` or `to`, a filter of the noun
inside `noun[…]` and a value after `key=`, a verb where a step starts, and elsewhere the nouns, quantities,
functions and the current verb's own words. Outside an effect text, component ids where the file names
a component: a variant's `change:` paths (and then the fields of that component), its `remove:` and
`replace:` items, and the fields whose values are component ids in the rules themselves.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from lark import Token
from lark.exceptions import LarkError

from ..language.parser import _parser
from ..language.vocabulary import EVERYONE, GROUPS, SET, SWITCH, Setting
from .counted import UNCHANGED as _UNCHANGED
from .vocab import Word, Words, keywords
from .where import Place

MAX_NUMBERS = 20  # a limit's values offered one by one up to this many; past it, its two bounds
MAX_OFFERED = 200  # items of one answer: an editor filters them further as the word grows
_STEP_BEFORE = {None, "SEMICOLON", "COLON", "MAY", "LBRACE", "VBAR", "__ANON_0"}  # `->` is anonymous


@dataclass(frozen=True)
class Offer:
    """One completion: the text to put in place of the word typed so far, what it is and what it means."""

    label: str
    kind: str
    detail: str = ""

    def as_json(self) -> dict[str, str]:
        return {"label": self.label, "kind": self.kind, "detail": self.detail}


def offers(place: Place, words: Words, ids: Mapping[str, str] | None = None, references: Iterable[str] = (),
           named: Mapping[str, Word] | None = None, fields: Mapping[str, Sequence[str]] | None = None,
           counters: Mapping[str, Word] | None = None) -> list[Offer]:
    """What may be written at a place. ``ids``: component id -> its kind; ``references``: the fields whose
    values are component ids; ``named``: designer-defined named effects (offered where a verb is);
    ``fields``: component id -> the fields it has (offered after `ID.` in a variant's `change:`);
    ``counters``: the counters of the component the place is in (analysis/counted.py), offered where a
    counter's name goes."""
    if place.dsl is not None:
        found = effect_offers(place.prefix, place.dsl, words, named or {}, counters or {})
    else:
        found = []
        if len(place.keys) == 2 and place.keys[0] == "change" and place.on_key:  # a setting for the whole table
            found = [Offer(p, "setting", _setting_detail(p, s)) for p, s in words.vocabulary.settings.items()
                     if not s.table]  # (first: a few, before hundreds of ids)
        found += _yaml_offers(place, ids or {}, set(references), fields or {})
    typed = place.typed
    seen: set[str] = set()
    out = []
    for o in found:
        if o.label.startswith(typed) and o.label not in seen:
            seen.add(o.label)
            out.append(o)
    return out[:MAX_OFFERED]


def meaning(prefix: str, word: str, kind: str, words: Words, named: Mapping[str, Word] | None = None,
            counters: Mapping[str, Word] | None = None) -> Offer | None:
    """What a word of an effect text is where it stands (``prefix``: the text before it): what completion would
    have offered there under that name (`sell` after `when` is the event, at a step's start the verb, after
    `set` the setting, after `counter(` the counter); else the first thing of that name."""
    here = next((o for o in effect_offers(prefix, kind, words, named or {}, counters or {}) if o.label == word), None)
    if here is not None:
        return here
    found = (named or {}).get(word) or words.describe(word)
    return Offer(found.label, found.kind, found.detail) if found is not None else None


def effect_offers(prefix: str, kind: str, words: Words, named: Mapping[str, Word],
                  counters: Mapping[str, Word] | None = None) -> list[Offer]:
    """What may follow the effect-language text ``prefix`` (the word being typed is left out of it)."""
    head = prefix
    while head and (head[-1].isalnum() or head[-1] in "_."):
        head = head[:-1]
    tokens, accepts = _state(head, kind)
    out = [Offer(word, "keyword") for name, word in sorted(keywords().items(), key=lambda x: x[1])
           if accepts is not None and name in accepts]
    if accepts is not None and "NAME" not in accepts:
        return out
    types = [t.type for t in tokens]
    prev = types[-1] if types else None
    if prev in ("WHEN", "ANOTHER"):
        return out + _words(words.events.values())
    if prev in ("AS", "TO"):
        return out + _words(w for w in words.roles.values() if w.label not in GROUPS or prev == "AS")
    if prev in ("EACH", "A", "AN"):
        return out + _words(w for w in words.roles.values() if w.label in GROUPS)
    bracket = _open_bracket(tokens)
    if bracket is not None:
        noun = str(tokens[bracket - 1]) if bracket > 0 and tokens[bracket - 1].type == "NAME" else ""
        after = types[bracket + 1:]
        if after and after[-1] in ("EQUAL", "OR") and "EQUAL" in after:
            equal = bracket + 1 + max(i for i, t in enumerate(after) if t == "EQUAL")
            return _words(words.filter_values(noun, str(tokens[equal - 1])))
        return _words(words.filters(noun))
    counted = _counter_place(tokens, accepts)
    if counted is not None:  # a counter's name: the component's own (those it changes, after `counter(`)
        return out + _words(w for w in (counters or {}).values() if not counted or not w.detail.startswith(_UNCHANGED))
    if prev in _STEP_BEFORE and (accepts is None or "MAY" in accepts):
        return out + _words(words.verbs.values()) + _words(named.values())
    verb = _current_verb(tokens, words)
    if verb == SET and SET not in named:  # its words only: the grammar's `to`, `or` would be refused there
        return _words(_setting_words(tokens, words))
    own: list[Word] = []
    if verb is not None:
        spec = words.vocabulary.verbs[verb]
        own = [Word(c, "word", f"{p.name} of {verb}") for p in spec.params for c in p.choices]
        own += [Word(f, "word", f"a flag of {verb}") for f in spec.flags]
        own += [Word(f"{k}=", "word", f"{k} of {verb} ({t})") for k, t in spec.kwargs.items()]
    return (out + _words(own) + _words(words.numbers.values()) + _words(words.functions.values())
            + _words(words.nouns.values()))


def _state(text: str, kind: str) -> tuple[list[Token], set[str] | None]:
    """The tokens of a text and the terminals that may follow them (None: the text does not parse; then the
    step it ends in is tried alone, and failing that anything is offered)."""
    parser = _parser()
    for attempt in (text, text.rsplit(";", 1)[-1] if ";" in text else None):
        if attempt is None:
            continue
        try:
            ip = parser.parse_interactive(attempt, start=kind if attempt is text else "effect")
            tokens = list(ip.exhaust_lexer())
            return tokens, set(ip.accepts())
        except LarkError:
            continue
    try:
        return list(parser.lex(text.rsplit(";", 1)[-1])), None
    except LarkError:
        return [], None


def _counter_place(tokens: list[Token], accepts: set[str] | None) -> bool | None:
    """Whether a counter's name goes next: True after `counter(` (a name some step changes), False after `reset`
    and after the amount of `add N`/`remove N` (any name the component uses), None elsewhere."""
    types = [t.type for t in tokens]
    if types[-2:] == ["COUNTER", "LPAR"] or (types[-2:] == ["NAME", "LPAR"] and str(tokens[-2]) == "counter"):
        return True  # (at a text's start the lexer may take `counter` for a name)
    if types[-1:] == ["RESET"]:
        return False
    if accepts is None or "NAME" not in accepts:
        return None
    start = next((i for i in range(len(types) - 1, -1, -1) if types[i] in ("ADD", "REMOVE")
                  and (i == 0 or types[i - 1] in _STEP_BEFORE)), None)
    if start is None or start == len(types) - 1:
        return None
    depth = 0
    for t in types[start + 1:]:
        depth += (t in ("LPAR", "LSQB")) - (t in ("RPAR", "RSQB"))
        if t in ("SEMICOLON", "COLON"):
            return None
    if depth or types[-1] not in ("INT", "NAME", "RPAR", "RSQB", "RBRACE"):
        return None
    return False


def _setting_words(tokens: list[Token], words: Words) -> list[Word]:
    """What `set` takes, word by word (D-350): a setting's path (those a component may change), then its value
    (a switch's `on`/`off`; a limit's numbers, its bounds in the detail), then `everyone`."""
    settings = words.vocabulary.settings
    at = max(i for i, t in enumerate(tokens) if t.type == "NAME" and str(t) == SET)
    args = [str(t) for t in tokens[at + 1:]]
    if not args:
        return [Word(p, "setting", _setting_detail(p, s)) for p, s in settings.items() if not s.table]
    setting = settings.get(args[0])
    if setting is None:
        return []
    if len(args) == 1:
        if setting.kind == "switch":
            return [Word(v, "word", f"{args[0]} {v}: {'' if on else 'not '}{setting.doc}")
                    for v, on in SWITCH.items()]
        lo, hi = setting.bounds
        detail = f"a limit from {lo} to {hi}: {setting.doc}"
        shown = range(lo, hi + 1) if hi - lo <= MAX_NUMBERS else (lo, hi)
        return [Word(str(n), "word", detail) for n in shown]
    if len(args) == 2 and EVERYONE not in args:
        return [Word(EVERYONE, "word", "for every player, not only for the component's owner")]
    return []


def _setting_detail(path: str, s: Setting) -> str:
    if s.kind == "switch":
        return f"a switch, on or off: {s.doc}"
    return f"a limit from {s.bounds[0]} to {s.bounds[1]}: {s.doc}"


def _open_bracket(tokens: list[Token]) -> int | None:
    depth = 0
    for i in range(len(tokens) - 1, -1, -1):
        if tokens[i].type == "RSQB":
            depth += 1
        elif tokens[i].type == "LSQB":
            if depth == 0:
                return i
            depth -= 1
    return None


def _current_verb(tokens: list[Token], words: Words) -> str | None:
    """The verb of the step the text ends in: the last name that stands where a step starts."""
    verb = None
    for i, t in enumerate(tokens):
        before = tokens[i - 1].type if i else None
        if t.type == "NAME" and before in _STEP_BEFORE and str(t) in words.vocabulary.verbs:
            verb = str(t)
    return verb


def _words(items: Iterable[Word]) -> list[Offer]:
    return [Offer(w.label, w.kind, w.detail) for w in items]


def _yaml_offers(place: Place, ids: Mapping[str, str], references: set[str],
                 fields: Mapping[str, Sequence[str]]) -> list[Offer]:
    keys = place.keys
    component = [Offer(i, "component", kind) for i, kind in ids.items()]
    if len(keys) == 1 and keys[0] in ("remove", "replace") and not place.on_key:
        return component
    if len(keys) == 2 and keys[0] == "change" and place.on_key:
        if "." in place.typed:  # `helper_x.` -> the fields of helper_x
            target = place.typed.split(".", 1)[0]
            return [Offer(f"{target}.{f}", "field", f"a field of {target}") for f in fields.get(target, ())]
        return component
    if keys and keys[0] in ("replace",) and keys[-1] == "id" and not place.on_key:
        return component
    if keys and keys[-1] in references and not place.on_key:
        return component
    return []


def reference_fields(data: Any, ids: Mapping[str, Any]) -> set[str]:
    """The keys of a rules file's data whose values are component ids (a string or a list of strings, every
    one an id), `id` itself left out: where a file names another component."""
    out: set[str] = set()
    stack = [data]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            for k, v in node.items():
                values = v if isinstance(v, list) else [v]
                if k != "id" and values and all(isinstance(x, str) and x in ids for x in values):
                    out.add(str(k))
                stack.append(v)
        elif isinstance(node, list):
            stack += node
    return out
