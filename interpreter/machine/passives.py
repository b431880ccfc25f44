"""What stays with a player and changes the rules: `modify NAME N` (possibly inside `when EVENT:`,
possibly for everyone), one-shot charges (`once: VERB`) and once-per-game abilities (`once: effect`
as a step of a passive). Read here from the effects themselves, so a new component's passive needs
no Python; which effects stay with a player is the game's (``GameDefinition.persistent``).

Every number a passive may change — a game's modifiers and the numbers of its rules, by path
(`game.safe_rate`) — is read through ``modifier`` (or ``number``, the rule's value with its
modifications), one lookup that costs a set test when no component of the rules modifies it; a
setting of the rules that is not a number (`set map.central_park.trucks_cross on`) through ``setting``,
the same lookup and the same set test (D-310).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from ..language import ast as A
from ..language.memo import by_id
from ..language.vocabulary import EVERYONE, MODIFY, SET, SWITCH
from ..loading.ruleset import TABLE_RULES
from .effects import ability_of, either_of, is_charge, once_id

if TYPE_CHECKING:
    from .engine import Engine

Passive = tuple[str | None, str, int, bool]  # (event or None, name, amount, for everyone)


def kept_steps(effect: Any, event: str | None = None) -> Iterator[tuple[str | None, A.Effect]]:
    """The steps of an effect that stay with its component, with the event they wait for: the steps
    of its `;` and of its `when EVENT:` bodies (a step inside `may`, `if`… is run, never kept)."""
    for step in A.steps_of(effect):
        if isinstance(step, A.Seq):
            yield from kept_steps(step, event)
        elif isinstance(step, A.When):
            yield from kept_steps(step.body, step.event)
        else:
            yield event, step


def _modify(step: A.Node) -> tuple[str, int, bool] | None:
    if not (isinstance(step, A.Call) and step.verb == MODIFY):
        return None
    name = step.args[0].value.id  # type: ignore[union-attr]  # checked: a modifier's name
    amount = step.args[1].value.value  # type: ignore[union-attr]  # checked: a signed number
    everyone = any(isinstance(a.value, A.Name) and a.value.id == EVERYONE for a in step.args[2:])
    return name, amount, everyone


def _set(step: A.Node) -> tuple[str, int, bool] | None:
    """(path, value, for everyone) of a `set PATH VALUE`: a switch's value as 1 (on) or 0 (off)."""
    if not (isinstance(step, A.Call) and step.verb == SET):
        return None
    name = step.args[0].value.id  # type: ignore[union-attr]  # checked: a setting's path
    written = step.args[1].value
    value = int(SWITCH[written.id]) if isinstance(written, A.Name) else written.value  # type: ignore[union-attr]
    everyone = any(isinstance(a.value, A.Name) and a.value.id == EVERYONE for a in step.args[2:])
    return name, value, everyone


def _change(node: A.Node) -> tuple[str, int, bool] | None:
    """A `modify`'s or a `set`'s (name, amount or value, everyone); None for any other node (one test for most)."""
    if isinstance(node, A.Call):
        if node.verb == MODIFY:
            return _modify(node)
        if node.verb == SET:
            return _set(node)
    return None


@by_id
def settings_of(effect: Any) -> tuple[tuple[str, int, bool], ...]:
    """(path, value, everyone) for every `set` of a persistent effect (never inside `when`: the checker)."""
    return tuple(found for event, step in kept_steps(effect) if event is None and (found := _set(step)) is not None)


@by_id
def passives_of(effect: Any) -> tuple[Passive, ...]:
    """(event, name, amount, everyone) for every `modify` of a persistent effect."""
    out: list[Passive] = []
    for event, step in kept_steps(effect):
        found = _modify(step)
        if found is not None:
            out.append((event, *found))
    return tuple(out)


@by_id
def charges_of(effect: Any) -> tuple[tuple[int, A.Call], ...]:
    """The one-shot charges (`once: VERB`) of a persistent effect, numbered."""
    found = [step.body for _, step in kept_steps(effect) if isinstance(step, A.Once) and isinstance(step.body, A.Call)]
    return tuple(enumerate(found))


def table_rules(rules: Any) -> tuple[tuple[str, Any], ...]:
    """(id, effect) of the table's own rules (loading/fields.TableRule): every player holds each of them."""
    def scan() -> tuple[tuple[str, Any], ...]:
        return tuple((r.id, r.effect) for r in rules.lists.get(TABLE_RULES, ()))

    return rules.derived(("table_rules",), scan)  # type: ignore[no-any-return]


def held(g: Engine[Any, Any], seat: int) -> Iterator[tuple[str, Any]]:
    """(component id, effect) of everything that stays with a player: the table's rules, then what the game says
    is theirs (``GameDefinition.persistent``). Every modifier, trigger, charge and ability is found here."""
    yield from table_rules(g.rules)
    yield from g.game.persistent(g, seat)


def modified(rules: Any) -> tuple[frozenset[str], frozenset[str]]:
    """What some component of these rules modifies or sets: (every name and path, those it changes for everyone)."""

    def scan() -> tuple[frozenset[str], frozenset[str]]:
        found = [m for effect in rules.effects for n in A.walk(effect) if (m := _change(n)) is not None]
        return frozenset(m[0] for m in found), frozenset(m[0] for m in found if m[2])

    return rules.derived(("passives", "modified"), scan)  # type: ignore[no-any-return]


def highest_possible(rules: Any, name: str, base: int) -> int:
    """The highest a number can be for anyone: its base with every positive modification in these rules
    (an invariant's bound: a truck may keep three barrels after the card that let it carry them leaves)."""
    found = [m[1] for effect in rules.effects for n in A.walk(effect) if (m := _modify(n)) is not None and m[0] == name]
    return base + sum(a for a in found if a > 0)


def lowest_possible(rules: Any, name: str, base: int) -> int:
    """The lowest a number can be for anyone: its base with every negative modification in these rules
    (a quick bound: no one holding fewer city tiles than it can be over their limit)."""
    found = [m[1] for effect in rules.effects for n in A.walk(effect) if (m := _modify(n)) is not None and m[0] == name]
    return base + sum(a for a in found if a < 0)


def modifier(g: Engine[Any, Any], seat: int, name: str, event: str | None = None) -> int:
    """The sum of the `modify NAME` passives that apply to a player now (always, or during ``event``):
    their own, and the other players' that say `everyone`."""
    facts = g.modified
    if facts is None:
        facts = g.modified = modified(g.rules)
    names, shared = facts
    if name not in names:
        return 0
    total = sum(amount for ev, amount, _ in _passives(g, seat).get(name, ()) if ev is None or ev == event)
    if name in shared:
        for other in range(g.players):
            if other != seat:
                total += sum(amount for ev, amount, everyone in _passives(g, other).get(name, ())
                             if everyone and (ev is None or ev == event))
    return total


def number(g: Engine[Any, Any], seat: int, path: str, base: int, least: int = 0) -> int:
    """A number of the rules (``path`` as a variant writes it: `game.safe_rate`) as it is for a player:
    its value with the passives that modify it, never below ``least``."""
    facts = g.modified
    if facts is not None and path not in facts[0]:  # nothing in these rules changes it: most reads
        return base if base >= least else least
    return max(least, base + modifier(g, seat, path))


def setting(g: Engine[Any, Any], seat: int, path: str, base: int) -> int:
    """A setting of the rules (``path`` as a variant writes it: `map.central_park.trucks_cross`) as it is for a
    player: ``base`` (the rules' value, a variant's `change:` included) unless a component changes it — their
    own `set`, else another player's `set … everyone`; of several, the one that allows most (a switch on, the
    higher limit: D-310). A switch reads as 1 (on) or 0 (off)."""
    facts = g.modified
    if facts is None:
        facts = g.modified = modified(g.rules)
    if path not in facts[0]:  # nothing in these rules sets it: every read of the shipped game
        return base
    mine = [value for name, value, _ in _settings(g, seat) if name == path]
    if mine:
        return max(mine)
    if path in facts[1]:
        theirs = [value for other in range(g.players) if other != seat
                  for name, value, everyone in _settings(g, other) if everyone and name == path]
        if theirs:
            return max(theirs)
    return base


def _settings(g: Engine[Any, Any], seat: int) -> tuple[tuple[str, int, bool], ...]:
    """(path, value, everyone) of the `set`s of everything that stays with a player, kept as ``_passives`` is."""

    def gather() -> tuple[tuple[str, int, bool], ...]:
        return tuple(found for _, effect in held(g, seat) for found in settings_of(effect))

    return g.keyed(("settings", seat), g.game.persistent_inputs(g, seat), gather)  # type: ignore[no-any-return]


def _passives(g: Engine[Any, Any], seat: int) -> dict[str, list[tuple[str | None, int, bool]]]:
    """name -> (event, amount, everyone) of everything that stays with a player; worked out again only
    when what the game's ``persistent`` reads changes (``persistent_inputs``)."""

    def gather() -> dict[str, list[tuple[str | None, int, bool]]]:
        out: dict[str, list[tuple[str | None, int, bool]]] = {}
        for _, effect in held(g, seat):
            for ev, mod, amount, everyone in passives_of(effect):
                out.setdefault(mod, []).append((ev, amount, everyone))
        return out

    return g.keyed(("passives", seat), g.game.persistent_inputs(g, seat), gather)


def charges(g: Engine[Any, Any], seat: int, verb: str) -> list[tuple[str, A.Call]]:
    """Unspent one-shot charges of a verb: (charge id, call); a charge's id is its component's id and its number."""
    spent = g.game.spent(g, seat)
    out = []
    for comp, effect in held(g, seat):
        for i, call in charges_of(effect):
            cid = f"{comp}#{i}"
            if call.verb == verb and cid not in spent:
                out.append((cid, call))
        for step in kept_once(effect):  # an either's charges: spending one spends the whole `once:`
            split = either_of(g.game, step)
            if split is not None and any(c.verb == verb for c in split[0]):
                cid = once_id(g, step, g.game.context(seat, source=comp))
                if cid not in spent:
                    out.extend((cid, c) for c in split[0] if c.verb == verb)
    return out


@by_id
def kept_once(effect: Any) -> tuple[A.Once, ...]:
    """The `once:` steps a persistent effect keeps: one-shot charges and once-per-game abilities."""
    return tuple(step for event, step in kept_steps(effect) if event is None and isinstance(step, A.Once))


def unspent(g: Engine[Any, Any], seat: int) -> list[tuple[str, A.Once]]:
    """Every `once:` a player's components keep and they have not used: charges and abilities, as
    (component id, the `once:` step) — what a view shows as "once per game, still to use"."""
    spent = g.game.spent(g, seat)
    out = []
    for comp, effect in held(g, seat):
        charges = {id(call): f"{comp}#{i}" for i, call in charges_of(effect)}
        for step in kept_once(effect):
            charge = is_charge(g.game, step)
            cid = charges[id(step.body)] if charge else once_id(g, step, g.game.context(seat, source=comp))
            if cid not in spent:
                out.append((comp, step))
    return out


def abilities(g: Engine[Any, Any], seat: int) -> list[tuple[str, A.Once]]:
    """A player's once-per-game abilities not used yet: (component id, the `once:` step). The game
    offers them at a moment of its choosing (Speakeasy: with the helpers, at the start of a turn)."""
    if not g.rules.derived(("passives", "any-ability"), lambda: any(
            isinstance(n, A.Once) and not is_charge(g.game, n) for e in g.rules.effects for n in A.walk(e))):
        return []  # no component of these rules has one: every turn asks this
    spent = g.game.spent(g, seat)
    out = []
    for comp, effect in held(g, seat):
        for step in kept_once(effect):
            if ability_of(g.game, step) is not None and once_id(g, step, g.game.context(seat, source=comp)) not in spent:
                out.append((comp, step))
    return out
