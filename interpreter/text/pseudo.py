"""A pseudo-locale: English made accented and longer, generated from the English files (issue 28 item 6).

``en-XA`` shows, in the terminal and the studio, any text that does not go through the messages (it stays
plain ASCII English among accented words) and any layout that breaks under longer words. It is generated
from a folder's English files when the folder has no ``en-XA`` of its own (locale.load_locale), so it never
drifts from English; ``speakeasy locales pseudo`` writes the same files for a translator to read.

Each text of a pattern is accented letter by letter (ASCII letters only: digits, ``$``, punctuation and
every placeable, variant key and function argument are untouched, so plurals and numbers work as in
English); each message value, attribute and term with a letter in it is set in ``⟦ ⟧`` (rich markup does not
read these as tags, as it would ``[/…]``) and lengthened by about a third with accented filler words, so a
message that ends too soon or a seam between two messages shows. An empty or letterless pattern (a
separator, ``{ $a }{ $b }``) is left as it is: it may be what a caller tests for.
"""

from __future__ import annotations

from fluent.syntax import FluentParser, FluentSerializer
from fluent.syntax import ast as fl

__all__ = ["ACCENTED", "GROWTH", "pseudo_text", "pseudo_word"]
_PLAIN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
_MARKED = "åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"
ACCENTED = str.maketrans(_PLAIN, _MARKED)
GROWTH = 0.35  # filler added per letter of a pattern: ~35 % longer, as German or Finnish often are
_FILLER = "ŏñê ţŵô ţĥŕêê ƒôûŕ ƒîṽê šîẋ šêṽêñ êîĝĥţ ñîñê ţêñ êļêṽêñ ţŵêļṽê"
OPEN, CLOSE = "⟦", "⟧"
MAX_FILLER = 60  # a long help text grows by a line at most


def pseudo_word(text: str) -> str:
    """``text`` with every ASCII letter accented (nothing added)."""
    return text.translate(ACCENTED)


def _texts(node: fl.BaseNode) -> list[fl.TextElement | fl.StringLiteral]:
    """Every piece of text of a pattern, at any depth (inside selectors and placeables), in order."""
    found: list[fl.TextElement | fl.StringLiteral] = []
    todo: list[fl.BaseNode] = [node]
    while todo:
        n = todo.pop()
        if isinstance(n, (fl.TextElement, fl.StringLiteral)):
            found.append(n)
            continue
        if isinstance(n, (fl.Identifier, fl.Comment, fl.NumberLiteral, fl.CallArguments)):
            continue  # a call's arguments select (`-term(case: "object")`, NUMBER's options): not text
        children: list[fl.BaseNode] = []
        for name, value in vars(n).items():
            if name in ("key", "id", "span"):  # a variant's key and an id are not text
                continue
            for child in value if isinstance(value, list) else [value]:
                if isinstance(child, fl.BaseNode):
                    children.append(child)
        todo.extend(reversed(children))
    return found


def _letters(pattern: fl.Pattern) -> int:
    """The ASCII letters a pattern shows: its text, and of a selector only the default variant (the one most
    often shown), so a message of many variants is lengthened as one of them is."""
    count = 0
    for element in pattern.elements:
        if isinstance(element, fl.TextElement):
            count += sum(ch.isascii() and ch.isalpha() for ch in element.value)
        elif isinstance(element, fl.Placeable):
            inner = element.expression
            if isinstance(inner, fl.SelectExpression):
                count += next((_letters(v.value) for v in inner.variants if v.default), 0)
            elif isinstance(inner, fl.StringLiteral):
                count += sum(ch.isascii() and ch.isalpha() for ch in inner.value)
    return count


def _filler(letters: int) -> str:
    want = min(round(letters * GROWTH), MAX_FILLER)
    if want == 0:
        return ""
    words = (_FILLER + " ") * (want // len(_FILLER) + 1)
    return " " + words[:want].strip()


def _pattern(pattern: fl.Pattern | None) -> None:
    if pattern is None:
        return
    texts = _texts(pattern)
    letters = _letters(pattern)
    for t in texts:
        t.value = pseudo_word(t.value)
    if letters == 0:
        return
    elements = pattern.elements
    if elements and isinstance(elements[0], fl.TextElement):
        first = elements[0]
        lead = len(first.value) - len(first.value.lstrip(" "))
        first.value = first.value[:lead] + OPEN + first.value[lead:]
    else:
        elements.insert(0, fl.TextElement(OPEN))
    tail = _filler(letters) + CLOSE
    last = elements[-1]
    if isinstance(last, fl.TextElement) and not last.value.endswith("\n"):
        last.value += tail
    else:
        elements.append(fl.TextElement(tail))


def pseudo_text(source: str) -> str:
    """A Fluent file's text in the pseudo-locale: its messages' and terms' text accented and lengthened,
    ids, variables, selectors' keys, functions and comments untouched."""
    resource = FluentParser(with_spans=False).parse(source)
    for entry in resource.body:
        if isinstance(entry, (fl.Message, fl.Term)):
            _pattern(entry.value)
            for attribute in entry.attributes:
                _pattern(attribute.value)
    return str(FluentSerializer(with_junk=True).serialize(resource))
