"""Check a parsed AST against a game's vocabulary, and against where the text stands.

``check(node, vocabulary, placement)`` returns every problem with its position inside the DSL
text; the loader maps positions to the YAML file. Checking never stops at the first problem.

Where a step may stand is decided here, in one place: an effect that is *run* when it happens
(a helper, a bonus, a location's row) may not hold what *stays* with a component (``modify``,
``when EVENT:``, ``once:``), which nothing would ever read there; an effect that only stays (a
crate's back, a card's passive) may hold nothing else, since nothing ever runs it; an effect that
does both (a mobster's bonus) may hold anything the language allows. A trigger's effect (``when
EVENT: effect``) is run, so it holds what runs — and ``once:``, for a trigger that fires once.

Players are checked here too: a role (``as displaced:``, ``to displacer``) must be named by a step
before it in the same effect (``swap_capo`` names ``displaced``) or by the event a trigger waits
for; ``you`` — the player the effect is for — is always there.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ..errors import close_names
from . import ast as A
from .bind import fits
from .counters import WORD
from .either import Either, either
from .loops import calls_by, waking
from .settings import check_set
from .unparse import unparse
from .visitor import Visitor
from .vocabulary import EVERYONE, GROUPS, KEPT, MODIFY, SET, YOU, Param, ParamType, Verb, Vocabulary

# "table": a rule of the whole table (loading/fields.TableRule), which stays with every player at once
Placement = Literal["runs", "stays", "both", "table"]

# Every number an effect can hold is bounded (docs/limits.md): a literal, a repeat count, repeats inside
# repeats. A count worked out in play is held to MAX_REPEAT too (interpreter/machine/effects.py).
MAX_NUMBER = 1000
MAX_REPEAT = 20
MAX_REPEATS_NESTED = 100  # the product of the counts of repeats inside one another

STAYS_ONLY = ("this effect stays with its owner and is never run: use modify, 'when EVENT: …' or "
              "'once: …' (a step like this one would never happen)")
RUNS_ONLY = ("this effect is run once and not kept, so this would never apply: modify and when belong "
             "to what stays (a crate's back, a card's passive, a mobster's bonus)")
CHARGE_STAYS = ("a one-shot charge is kept until the game spends it, so it belongs to what stays (a crate's "
                "back, a card's passive, a mobster's bonus); here it would never be spent")
TABLE_EVERYONE = ("a rule of the table already holds for every player, so 'everyone' would apply it once for each "
                  "player: drop 'everyone'")
ABILITY_RUNS = ("this effect is run when you ally, and 'once: …' as a step of its own would run then and "
                "also be offered later as a once-per-game ability: put it inside 'when EVENT:' or drop 'once:'")


@dataclass(frozen=True, slots=True)
class Problem:
    message: str
    pos: A.Pos


def check(node: A.Node, vocabulary: Vocabulary, placement: Placement | None = None) -> list[Problem]:
    """All problems of an effect, cond or expr AST; ``placement`` says how an effect is used."""
    checker = _Checker(vocabulary)
    if placement is not None and isinstance(node, A.EFFECTS):
        checker.place(node, placement)  # type: ignore[arg-type]
    checker.visit(node, frozenset())
    return checker.out


def _unknown(what: str, word: str, known: object) -> str:
    return f"unknown {what} '{word}'{close_names(word, known)}"


class _Checker(Visitor):
    """One method per node that needs a check; the others only have their children checked."""

    def __init__(self, vocabulary: Vocabulary) -> None:
        self.v = vocabulary
        self.out: list[Problem] = []
        self.charges: set[int] = set()  # calls standing right after `once:`, where a charge belongs
        self.roles: frozenset[str] = frozenset({YOU})  # the players named so far (see visit_Seq)
        self.repeats = 1  # how many times the repeats around the node being checked run it

    def problem(self, message: str, pos: A.Pos) -> None:
        self.out.append(Problem(message, pos))

    def place(self, effect: A.Effect, placement: Placement) -> None:
        if placement in ("stays", "table"):
            for step in A.steps_of(effect):
                if not A.stays(step):
                    self.problem(STAYS_ONLY, step.pos)
            if placement == "table":
                for node in A.walk(effect):
                    if (isinstance(node, A.Call) and node.verb in KEPT
                            and any(isinstance(a.value, A.Name) and a.value.id == EVERYONE for a in node.args[2:])):
                        self.problem(TABLE_EVERYONE, node.pos)
        elif placement == "runs":
            self.runs_only(effect)
        else:  # both: run when it comes (a mobster's bonus), then kept
            for step in A.steps_of(effect):
                if isinstance(step, A.Once) and not self.is_charge(step):
                    self.problem(ABILITY_RUNS, step.pos)

    def is_charge(self, once: A.Once) -> bool:
        body = once.body
        return isinstance(body, A.Call) and body.verb in self.v.verbs and self.v.verbs[body.verb].charge

    def either(self, once: A.Once) -> Either | None:
        verbs = self.v.verbs
        return either(once, lambda verb: verb in verbs and verbs[verb].charge)

    def runs_only(self, node: A.Node) -> None:
        """Report what would stay inside an effect that only runs, the outermost such step once. `once:`
        runs too (the first time it is reached), unless it holds a one-shot charge."""
        if isinstance(node, A.Once):
            if self.is_charge(node) or self.either(node) is not None:
                self.problem(CHARGE_STAYS, node.pos)
                return
            self.runs_only(node.body)
            return
        if isinstance(node, A.EFFECTS) and A.stays(node):  # type: ignore[arg-type]
            self.problem(RUNS_ONLY, node.pos)  # type: ignore[attr-defined]
            return
        for child in A.children(node):
            self.runs_only(child)

    # ---------------------------------------------------------------- effects
    def visit_Seq(self, n: A.Seq, b: frozenset[str]) -> None:
        """Steps in order: a role a step names is there for the steps after it."""
        outer = self.roles
        for step in n.steps:
            self.visit(step, b)
            self.roles = self.roles | _binds(self.v, step)
        self.roles = outer

    def visit_Once(self, n: A.Once, b: frozenset[str]) -> None:
        # a one-shot charge (a verb the engine spends at its own moment, a defense or an assist) stands
        # right after `once:`; any other effect after it is run once per game and owner
        body = n.body
        verb = self.v.verbs.get(body.verb) if isinstance(body, A.Call) else None
        if verb is not None and verb.charge:
            self.charges.add(id(body))
        split = self.either(n)
        if split is not None:  # either a charge or an ability (language/either.py): each charge stands there too
            self.charges.update(id(c) for c in split[0])
        for step in A.within(body):
            if A.stays(step):
                self.problem("'once:' holds an effect to run once (or a one-shot charge such as "
                             f"{', '.join(f'once: {k}' for k in self.v.charges())}); this would never apply", step.pos)
                break
        self.visit(body, b)

    def visit_Choose(self, n: A.Choose, b: frozenset[str]) -> None:
        if not 1 <= n.count <= len(n.options):
            self.problem(f"cannot choose {n.count} different of {len(n.options)} options", n.pos)
        self.generic_visit(n, b)

    def visit_Roll(self, n: A.Roll, b: frozenset[str]) -> None:
        taken: dict[int, A.Face] = {}
        for face in n.faces:
            if not 1 <= face.low <= face.high <= A.DIE:
                what = f"{face.low}-{face.high}" if face.low != face.high else str(face.low)
                self.problem(f"a die has the faces 1 to {A.DIE}: '{what}' is not "
                             f"{'a range of them, low to high' if face.low != face.high else 'one of them'}", face.pos)
                continue
            twice = sorted(set(range(face.low, face.high + 1)) & set(taken))
            if twice:
                self.problem(f"face {twice[0]} is named twice (also at column {taken[twice[0]].pos.column}): "
                             "say once what each face does", face.pos)
            taken.update(dict.fromkeys(range(face.low, face.high + 1), face))
        self.generic_visit(n, b)

    def visit_CounterChange(self, n: A.CounterChange, b: frozenset[str]) -> None:
        """A counter of this component (language/counters.py): its name one word; what is added or removed a
        number of 0 or more, not money (a counter counts things on the component, not dollars)."""
        if "." in n.name:
            self.problem(f"'{n.name}': {WORD}", n.pos)
        amount = n.amount
        if amount is None:
            return
        if isinstance(amount, A.Money):
            self.problem(f"a counter counts things, not money: {n.op} {unparse(amount.amount)} {n.name}", amount.pos)
            return
        written = constant(amount)
        if written is not None and written < 0:
            self.problem(f"what is {'added to' if n.op == 'add' else 'removed from'} a counter is 0 or more (it is "
                         f"{written}): to take away, write 'remove {-written} {n.name} from this'", amount.pos)
        self.visit(amount, b)

    def visit_CounterValue(self, n: A.CounterValue, b: frozenset[str]) -> None:
        if "." in n.name:
            self.problem(f"'{n.name}': {WORD}", n.pos)

    def visit_Repeat(self, n: A.Repeat, b: frozenset[str]) -> None:
        if isinstance(n.times, A.Num) and n.times.value < 1:
            self.problem("a repeat count must be at least 1", n.times.pos)
        elif isinstance(n.times, A.Num) and n.times.value > MAX_REPEAT:
            self.problem(f"a repeat count is at most {MAX_REPEAT}", n.times.pos)
        outer = self.repeats
        self.repeats *= n.times.value if isinstance(n.times, A.Num) else MAX_REPEAT
        if outer > 1 and self.repeats > MAX_REPEATS_NESTED >= outer:
            self.problem(f"repeats inside repeats run their body at most {MAX_REPEATS_NESTED} times in all "
                         f"(a count worked out in play counts as {MAX_REPEAT})", n.pos)
        self.generic_visit(n, b)
        self.repeats = outer

    def visit_When(self, n: A.When, b: frozenset[str]) -> None:
        event = self.v.events.get(n.event)
        if event is None:
            self.problem(f"{_unknown('event', n.event, self.v.events)}; events: {', '.join(self.v.events)}", n.pos)
        steps = A.steps_of(n.body)
        modifies = [isinstance(s, A.Call) and s.verb == MODIFY for s in steps]
        sets = [s for s in steps if isinstance(s, A.Call) and s.verb == SET]
        if sets:  # read whenever the engine asks, never "during" an event: the engine holds none open for it
            self.problem(f"a setting holds while its component is yours, not while '{n.event}' lasts: write "
                         "'set …' as a step of its own", sets[0].pos)
        elif any(modifies) and not all(modifies):
            self.problem(f"'when {n.event}:' either modifies numbers while the event lasts or runs an effect after it "
                         "happens, not both: write two 'when's", steps[modifies.index(not modifies[0])].pos)
        elif all(modifies):  # a modifier while the event lasts
            if event is not None and not event.lasts:
                self.problem(f"'{n.event}' happens at a moment and does not last: a modifier would never apply "
                             f"during it (a trigger, 'when {n.event}: gain $1', runs after it)", n.pos)
            if n.others:
                self.problem("'when another …:' runs an effect when the event happens to another player; "
                             "a modifier applies to its owner only", n.pos)
        else:  # a trigger
            self.runs_only(n.body)
            if event is not None and event.everyone and n.others:
                self.problem(f"'{n.event}' happens to every player at once: 'when {n.event}:' already runs for "
                             "you, there is no 'another'", n.pos)
            # the owner doing the event again wakes `when EVENT:`; another player doing it (inside `as`)
            # wakes `when another EVENT:`
            mine, theirs = calls_by(n.body)
            loops = waking(self.v, n.event, n.others, mine, theirs)
            if loops:
                who = "another player" if n.others else "you"
                self.problem(f"'{loops[0].verb}' makes '{n.event}' happen again ({who}): this trigger would run "
                             "itself forever", loops[0].pos)
        outer = self.roles
        if event is not None:
            self.roles = self.roles | set(event.binds)
        self.visit(n.body, b)
        self.roles = outer

    def visit_As(self, n: A.As, b: frozenset[str]) -> None:
        if n.scope == "role":
            self.player(n.role, n.pos, "as")
        elif n.role not in GROUPS:
            self.problem(f"'as {'each' if n.scope == 'each' else 'a'} {n.role}': a group of players is one of "
                         f"{', '.join(GROUPS)}{close_names(n.role, GROUPS)}", n.pos)
        if n.where is not None:
            self.visit(n.where, b)
        self.visit(n.body, b)

    def player(self, word: str, pos: A.Pos, how: str) -> None:
        """A player an effect names: `you`, or a role named before it (by a step, or by a trigger's event)."""
        if word in self.roles:
            return
        if word in self.v.roles:
            self.problem(f"'{how} {word}': nothing before it names the {word} player here — "
                         f"{self.v.roles[word]} (a role is named by {_namers(self.v, word)})", pos)
        else:
            known = sorted({YOU, *self.v.roles})
            self.problem(f"unknown player '{word}'{close_names(word, known)}; players: {', '.join(known)}", pos)

    def visit_Paid(self, n: A.Paid, b: frozenset[str]) -> None:
        verb = self.v.verbs.get(n.cost.verb)
        if verb is not None and not verb.cost:
            self.problem(f"'{n.cost.verb}' is not a cost; before '->' use {', '.join(self.v.costs())}", n.cost.pos)
        self.generic_visit(n, b)

    def visit_Call(self, n: A.Call, b: frozenset[str]) -> None:
        verb = self.v.verbs.get(n.verb)
        if verb is None:
            instead = self.v.synonyms.get(n.verb)
            hint = f" (to {n.verb}, write '{instead}')" if instead else close_names(n.verb, self.v.verbs)
            self.problem(f"unknown verb '{n.verb}'{hint}", n.pos)
            return
        if verb.charge and id(n) not in self.charges:
            self.problem(f"'{n.verb}' is a one-shot charge: write 'once: {n.verb} ...'", n.pos)
        positional: list[A.Arg] = []
        given: set[str] = set()
        for arg in n.args:
            if arg.key is not None:
                if arg.key in given:  # the engine would read one of them: which is not for the text to guess
                    self.problem(f"'{n.verb}' is given its option '{arg.key}' twice", arg.pos)
                given.add(arg.key)
                if arg.key not in verb.kwargs:
                    known = ", ".join(verb.kwargs) or "none"
                    self.problem(f"'{n.verb}' has no option '{arg.key}' (options: {known})", arg.pos)
                elif verb.kwargs[arg.key] == "player":
                    self.player(arg.value.id if isinstance(arg.value, A.Name) else "", arg.pos, arg.key)
                else:
                    self.typed(arg, verb.kwargs[arg.key], (), b, f"option '{arg.key}'")
            elif isinstance(arg.value, A.Name) and arg.value.id in verb.flags:
                continue
            else:
                positional.append(arg)
        i = 0
        named = {arg.key: arg for arg in n.args if arg.key is not None}
        for param in verb.params:
            if i < len(positional) and fits(positional[i], param, self.v):
                self.typed(positional[i], param.type, param.choices, b, param.name)
                named.setdefault(param.name, positional[i])
                i += 1
            elif param.optional:
                continue
            elif i < len(positional):
                self.typed(positional[i], param.type, param.choices, b, param.name)
                named.setdefault(param.name, positional[i])
                i += 1
            else:
                self.problem(f"'{n.verb}' is missing its {param.name} ({_describe(param)})", n.pos)
        self.bounded(n.verb, verb, named)
        if n.verb == SET:
            check_set(self.v, n, self.problem)
        for key, kind in verb.kwargs.items():  # a player is not optional: to whom?
            if kind == "player" and not any(a.key == key for a in n.args):
                self.problem(f"'{n.verb}' needs a player: '{n.verb} … {key} you' or a role", n.pos)
        for extra in positional[i:]:
            word = extra.value.id if isinstance(extra.value, A.Name) else None
            instead = self.v.synonyms.get(f"{n.verb} {word}") if word else None
            hint = (f" (to {n.verb} a {word}, write '{instead}')" if instead else
                    close_names(word, (*verb.flags, *(c for p in verb.params for c in p.choices))) if word else "")
            shown = f" '{word}'" if word else ""
            self.problem(f"unexpected argument{shown} to '{n.verb}'{hint}", extra.pos)
        if verb.noun_unless_money and len(positional) <= i and positional and not isinstance(positional[0].value, A.Money):
            if len(positional) < 2 or not fits(positional[1], verb.params[1], self.v):
                self.problem(f"'{n.verb}' needs what to {n.verb} after a number "
                             f"({_describe(verb.params[1])}), or money such as $5", n.pos)

    def bounded(self, name: str, verb: Verb, named: dict[str, A.Arg]) -> None:
        """A number the verb holds to bounds (``Verb.bounds``) is written out and within them; one that must not
        exceed another (``Verb.within``) does not."""
        written: dict[str, int] = {}
        for key, (lo, hi) in verb.bounds.items():
            arg = named.get(key)
            if arg is None:
                continue
            got = constant(arg.value)
            if got is None:
                self.problem(f"'{name}' takes its {key} as a number written out, from {lo} to {hi}", arg.pos)
            elif not lo <= got <= hi:
                self.problem(f"'{name}' takes its {key} from {lo} to {hi}, not {got}", arg.pos)
            else:
                written[key] = got
        for low, high in verb.within:
            if low in written and high in written and written[low] > written[high]:
                self.problem(f"'{name}': its {low} ({written[low]}) is more than its {high} ({written[high]})",
                             named[low].pos)

    def typed(self, arg: A.Arg, typ: ParamType, choices: tuple[str, ...], b: frozenset[str], what: str) -> None:
        v = arg.value
        if typ == "setting":  # its setting says what it takes (check_set)
            return
        if typ in ("word", "words"):
            options = v.options if isinstance(v, A.Alts) else (v,)
            if typ == "word" and isinstance(v, A.Alts):
                self.problem(f"{what} takes one word, not alternatives", arg.pos)
            for x in options:
                if not isinstance(x, A.Name):
                    self.problem(f"{what} must be one of: {', '.join(choices)}", x.pos)
                elif x.id not in choices:
                    self.problem(f"'{x.id}' is not a valid {what}{close_names(x.id, choices)}; "
                                 f"expected {', '.join(choices)}", x.pos)
            return
        if isinstance(v, A.Alts):
            self.problem(f"{what} takes a number, not alternatives", arg.pos)
            return
        if typ in ("amount", "signed") and isinstance(v, A.Money):
            self.problem(f"{what} is a number, not money", arg.pos)
        if typ in ("amount", "money", "amount_or_money"):
            written = constant(v.amount if isinstance(v, A.Money) else v)
            if written is not None and written < 0:  # a sign written where the verb cannot take one: the fix
                self.problem(f"{what} cannot be negative (it is {written}): an amount is 0 or more; to take "
                             f"something away, use the verb that takes it (pay, discard, lose, give)", arg.pos)
        self.visit(v, b)

    # ---------------------------------------------------------------- numbers
    def visit_Name(self, n: A.Name, b: frozenset[str]) -> None:
        if n.id not in self.v.quantities:
            self.problem(_unknown("quantity", n.id, self.v.quantities), n.pos)

    def visit_Num(self, n: A.Num, b: frozenset[str]) -> None:
        if abs(n.value) > MAX_NUMBER:
            self.problem(f"a number in an effect is at most {MAX_NUMBER}", n.pos)

    def visit_Table(self, n: A.Table, b: frozenset[str]) -> None:
        seen: set[int] = set()
        for count, _ in n.entries:
            if count in seen:
                self.problem(f"player count {count} appears twice", n.pos)
            seen.add(count)
        self.generic_visit(n, b)

    def visit_Func(self, n: A.Func, b: frozenset[str]) -> None:
        spec = self.v.functions.get(n.name)
        if spec is None:
            self.problem(_unknown("function", n.name, self.v.functions), n.pos)
            return
        arity = spec.arity
        if (arity >= 0 and len(n.args) != arity) or (arity < 0 and not n.args):
            want = f"{arity} argument{'s' if arity != 1 else ''}" if arity >= 0 else "one or more arguments"
            self.problem(f"'{n.name}' takes {want}, got {len(n.args)}", n.pos)
        for arg in n.args:
            if spec.selector and not isinstance(arg, A.Selector):
                self.problem(f"'{n.name}' counts a selector such as building[mine]", getattr(arg, "pos", n.pos))
            elif not spec.selector and isinstance(arg, A.Selector):
                self.problem(f"'{n.name}' takes numbers; wrap the selector in count(...)", arg.pos)
            else:
                self.visit(arg, b)

    def visit_Selector(self, n: A.Selector, b: frozenset[str]) -> None:
        spec = self.v.nouns.get(n.noun)
        if spec is None:
            self.problem(_unknown("noun", n.noun, self.v.nouns), n.pos)
            return
        for f in n.filters:
            if not f.values:
                if f.key not in spec.flags:
                    known = ", ".join(spec.flags) or "none"
                    self.problem(f"'{n.noun}' has no filter '{f.key}'{close_names(f.key, spec.flags)} "
                                 f"(filters: {known})", f.pos)
                continue
            if f.key not in spec.keys:
                known = ", ".join(spec.keys) or "none"
                self.problem(f"'{n.noun}' has no key '{f.key}'{close_names(f.key, spec.keys)} (keys: {known})", f.pos)
                continue
            allowed = (*spec.keys[f.key], *sorted(b))
            for value in f.values:
                if value not in allowed:
                    self.problem(f"'{value}' is not a value of {n.noun} {f.key}{close_names(value, allowed)}; "
                                 f"expected {', '.join(allowed)}", f.pos)

    # ------------------------------------------------------------- conditions
    def visit_Quantified(self, n: A.Quantified, b: frozenset[str]) -> None:
        ranges = [k for k, spec in self.v.nouns.items() if spec.quantified]
        if n.domain.noun not in ranges:
            shown = " or ".join(f"{k}[...]" for k in ranges) or "nothing in this game"
            self.problem(f"'{n.quantifier}' ranges over {shown}, not {n.domain.noun}", n.domain.pos)
        self.visit(n.domain, b)
        self.visit(n.body, b | {n.var})


def _binds(v: Vocabulary, step: A.Node) -> frozenset[str]:
    """The roles a step names for the steps after it (every call in it that binds one)."""
    return frozenset(r for c in A.walk(step) if isinstance(c, A.Call) and c.verb in v.verbs for r in v.verbs[c.verb].binds)


def _namers(v: Vocabulary, role: str) -> str:
    names = [f"'{k}'" for k, spec in v.verbs.items() if role in spec.binds]
    names += [f"'when {k}:'" for k, ev in v.events.items() if role in ev.binds]
    return " or ".join(names) or "nothing in this game"


def _describe(param: Param) -> str:
    if param.type in ("word", "words"):
        return "one of " + ", ".join(param.choices)
    return {"amount": "a number", "signed": "a signed number such as +1", "money": "money such as $5",
            "amount_or_money": "a number or money", "player": "a player: you or a role",
            "setting": "on or off for a switch, a number for a limit"}[param.type]


def constant(n: object) -> int | None:
    """The value of a number written with numbers alone (``-5``, ``0 - 50``, ``(2 - 3) * 4``), or None when it
    depends on the game (a quantity, a count, a table by player count)."""
    if isinstance(n, A.Num):
        return n.value
    if isinstance(n, A.Neg):
        inner = constant(n.operand)
        return None if inner is None else -inner
    if isinstance(n, A.BinOp):
        a, b = constant(n.left), constant(n.right)
        if a is None or b is None:
            return None
        if n.op == "/":
            return a // b if b else 0
        return {"+": a + b, "-": a - b, "*": a * b, "max": min(a, b)}[n.op]
    return None
