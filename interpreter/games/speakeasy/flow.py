"""The game's structure as tasks: setup round, acts, rounds, turns (000 P.6-8, P.20).

Each phase is a task that pushes the next ones, so the whole game is one
agenda and a saved decision log replays it exactly.
"""

from __future__ import annotations

from typing import Any

from ...language import ast as A
from ...machine.effects import effect_task, possible
from ...machine.passives import abilities, lowest_possible, number
from ...machine.triggers import fire
from ...machine.values import Option, Task, msg
from .luciano import luciano
from .quantities import owned
from .registry import OPS, Ask, Ctx, Engine, ctx_of
from .scoring import final_scores
from .verbs_basic import deck_options, show_top
from .verbs_cards import spend
from .verbs_docks import place_family


def person_nodes(g: Engine, loc_id: str, person: int) -> list[Any]:
    """The effects of one person, top to bottom: boxed rows and this person's column."""
    nodes = (row.all if row.all is not None else (row.persons or [None])[person] for row in g.rules.location(loc_id).rows)
    return [node for node in nodes if node is not None]


def person_rows(g: Engine, seat: int, loc_id: str, person: int) -> tuple[Task, ...]:
    """The actions of one person as tasks (the same tasks every time)."""

    def read() -> tuple[Task, ...]:
        ctx = Ctx(seat, source=loc_id)
        return tuple(effect_task(node, ctx) for node in person_nodes(g, loc_id, person))

    return g.rules.derived(("person-rows", seat, loc_id, person), read)


@OPS.op()
def game(g: Engine, t: Task) -> None:
    s = g.state
    for p in s.players:  # each player's starting hand is dealt face down (D-12): its cards named to its owner alone
        g.log("dealt", seat=p.seat, amount=len(p.hand))
        g.log("dealt_hand", seat=p.seat, dealt_cards=tuple(p.hand), audience=(p.seat,))
    for kind in s.decks:  # the decks lie face up beside the board, and the spare crate tiles (000 P.5 steps 17, 21)
        show_top(g, kind)
    if s.crate_stack:
        g.log("crate_top", crate=s.crate_stack[-1])
    setup = g.rules.setups[s.n]
    tasks = []
    if setup.start_family_member_at_docks:  # 2 players: reverse turn order (000 P.6)
        for seat in reversed(s.order()):
            tasks.append(Task(place_family, Ctx(seat), None, "dock"))
    for seat in reversed(s.order()):  # the 1920 setup round, reverse turn order
        tasks.append(effect_task(setup.setup_round, Ctx(seat, source="setup")))
    tasks.append(Task(act, Ctx(-1), None, 1))
    g.push(*tasks)


@OPS.op()
def act(g: Engine, t: Task) -> None:
    s = g.state
    spec = g.rules.game.acts[t.data - 1]
    s.act, s.phase = spec.act, "act"
    for p in s.players:  # capos come back from the board; some leave the game (000 P.8)
        p.capos = g.rules.game.capos if spec.act == 1 else spec.capos_returned
    s.occupied.clear()
    s.capo_at = {p.seat: [] for p in s.players}
    g.log("act", act=spec.act, years=spec.years)
    tasks = [Task(round_, Ctx(-1), None, r + 1) for r in range(spec.rounds)]
    if spec.luciano:
        tasks.append(Task(luciano, Ctx(-1), None, spec.act))
    tasks.extend(fire(g, Ctx(-1), "act_end"))
    nxt = spec.act + 1
    if nxt <= len(g.rules.game.acts):
        tasks += [Task(act_over, Ctx(-1), None, spec.act), Task(act, Ctx(-1), None, nxt)]
    else:
        tasks.append(Task(final, Ctx(-1)))
    g.push(*tasks)


@OPS.op()
def act_over(g: Engine, t: Task) -> None:
    """The log marks the end of an act (the terminal shows the standings there)."""
    g.log("act_end", act=t.data)


@OPS.op(name="round")
def round_(g: Engine, t: Task) -> None:
    s = g.state
    s.round += 1
    g.log("round", act=s.act, round=t.data)
    g.push(*(Task(turn, Ctx(seat)) for seat in s.order()), Task(end_round, Ctx(-1)))


@OPS.op()
def turn(g: Engine, t: Task) -> None:
    s = g.state
    s.turn_vars = {}
    p = s.players[t.ctx.seat]
    if p.capos <= 0:
        return
    g.push(Task(helper_step, t.ctx), Task(place_capo, t.ctx), Task(draw_step, t.ctx), Task(end_turn, t.ctx))


@OPS.op(reads_only=True)
def helper_step(g: Engine, t: Task) -> None:
    """Before placing a capo: use a helper — or a once-per-game ability of a card, crate or associate
    (`once:` in its passive), which is used like a helper (decided in docs/rules-decisions.md, D-53)."""
    p = g.state.players[t.ctx.seat]
    options = [
        Option(f"helper:{h}", msg("opt-helper", helper=h), (Task(use_helper, t.ctx, None, h),))
        for h in dict.fromkeys(p.helpers)
    ]
    for comp, once in abilities(g, t.ctx.seat):
        ctx = t.ctx.with_(source=comp)
        if possible(g, once, ctx):
            options.append(Option(f"ability:{comp}", msg("opt-ability", component=comp, node=once.body),
                                  (effect_task(once, ctx),)))
    g.ask_or_decline(t.ctx.seat, Ask.helper, msg("prompt-helper"), options, Option("no_helper", msg("opt-no-helper")))


@OPS.op()
def use_helper(g: Engine, t: Task) -> None:
    p = g.state.players[t.ctx.seat]
    spend(g, ctx_of(t), t.data, p.helpers, p.used_helpers, "use_helper")


def _capo_spots(g: Engine, seat: int) -> list[tuple[str, object, Ctx, Option]]:
    """(occupancy key, first row it needs, the context that row runs in, option) of every person open at
    this player count, board order.

    A person is taken while its key is in ``occupied``; a person of an ``unlimited`` location (key "")
    takes any number of capos; a location that ``requires_first_row`` is open only while its first row
    can be done (judged as it would run there: person_rows). The options are the same values every turn,
    so they are built once per seat.
    """
    n = g.state.n

    def read() -> list[tuple[str, object, Ctx, Option]]:
        spots: list[tuple[str, object, Ctx, Option]] = []
        for loc in g.rules.lists["locations"]:
            count = min(loc.slots.get(n, loc.persons), loc.persons) if loc.slots is not None else loc.persons
            first = loc.rows[0].all if loc.requires_first_row else None
            there = Ctx(seat, source=loc.id)
            for person in range(count):
                option = Option(
                    f"{loc.id}:{person}",
                    msg("opt-place-capo", loc=loc.id, person=person + 1),
                    (Task(capo_to, Ctx(seat), None, (loc.id, person)),),
                )
                spots.append(("" if loc.unlimited else f"{loc.id}:{person}", first, there, option))
        return spots

    return g.rules.derived(("capo-spots", n, seat), read)


@OPS.op(reads_only=True)
def place_capo(g: Engine, t: Task) -> None:
    occupied = g.state.occupied
    options = [
        option
        for occupancy, first, there, option in _capo_spots(g, t.ctx.seat)
        if (not occupancy or occupancy not in occupied) and (first is None or possible(g, first, there))
    ]
    g.ask(t.ctx.seat, Ask.place_capo, msg("prompt-place-capo"), options)


@OPS.op()
def capo_to(g: Engine, t: Task) -> None:
    s = g.state
    loc, person = t.data
    key = f"{loc}:{person}"
    s.players[t.ctx.seat].capos -= 1
    if not g.rules.location(loc).unlimited:  # the Restaurant takes any number of capos
        s.occupied[key] = t.ctx.seat
    s.capo_at[t.ctx.seat].append(key)
    s.turn_vars.update(capo=key, location=loc)
    g.log("capo", seat=t.ctx.seat, loc=loc, person=person + 1)
    g.push(*person_rows(g, t.ctx.seat, loc, person), Task(capo_done, t.ctx, None, (loc, person, len(s.log), len(g.decisions))))


@OPS.op()
def capo_done(g: Engine, t: Task) -> None:
    """After a person's actions: when they asked nothing and did nothing (none could be done now), say why,
    naming them (D-244) — to the player alone, since that a cost cannot be paid tells of the safe. Read from
    what happened rather than judged beforehand: it costs nothing when something was done."""
    loc, person, logged, decided = t.data
    nodes = person_nodes(g, loc, person)
    if nodes and len(g.state.log) == logged and len(g.decisions) == decided:
        g.log("capo_idle", seat=t.ctx.seat, loc=loc, node=nodes[0] if len(nodes) == 1 else A.Seq(tuple(nodes)),
              audience=(t.ctx.seat,))


@OPS.op(reads_only=True)
def draw_step(g: Engine, t: Task) -> None:
    """The compulsory draw at the end of a turn: the top card of any non-empty deck, all four in view (D-47, D-60)."""
    g.ask(t.ctx.seat, Ask.draw, msg("prompt-draw"), deck_options(g, ctx_of(t), tuple(g.state.decks)))


@OPS.op(reads_only=True)
def end_turn(g: Engine, t: Task) -> None:
    """At the end of a turn every player above the city tile limit returns the extra tiles, the active
    player first, then in turn order: also one who took a tile on this turn when displaced at the Park,
    before they can use it (000 P.14, P.20; docs/rules-decisions.md D-27)."""
    s = g.state
    base = g.rules.game.city_tile_limit
    floor = g.rules.derived("city-tile-limit-floor", lambda: lowest_possible(g.rules, "game.city_tile_limit", base))
    over = [p.seat for p in s.players if len(p.city_tiles) > floor]  # the common case: no one
    if over:
        order = s.order()
        start = order.index(t.ctx.seat) if t.ctx.seat in order else 0
        g.push(*(Task(over_limit, Ctx(seat)) for seat in (*order[start:], *order[:start]) if seat in over))


@OPS.op(reads_only=True)
def over_limit(g: Engine, t: Task) -> None:
    """One extra city tile back to the display, asked again until the player is within the limit."""
    p = g.state.players[t.ctx.seat]
    limit = number(g, t.ctx.seat, "game.city_tile_limit", g.rules.game.city_tile_limit)
    if len(p.city_tiles) > limit:
        g.ask(
            t.ctx.seat,
            Ask.return_tile,
            msg("prompt-return-tile", limit=limit),
            [
                Option(f"tile:{tile}", msg("opt-tile", tile=tile),
                       (Task(return_where, t.ctx, None, tile), Task(over_limit, t.ctx)))
                for tile in dict.fromkeys(p.city_tiles)
            ],
        )


@OPS.op(reads_only=True)
def return_where(g: Engine, t: Task) -> None:
    """A returned tile goes face up on a middle space of the player's choice, whether or not a tile lies there
    (000 P.14): covering a tile is a choice; the empty spaces are all alike, so one of them is offered."""
    middle = g.state.tile_middle
    empty = [i for i, row in enumerate(middle) if not row][:1]
    g.ask(
        t.ctx.seat,
        Ask.return_where,
        msg("prompt-return-where", tile=t.data),
        [
            Option(f"middle:{i + 1}",
                   msg("opt-middle-cover", row=i + 1, tile=middle[i][-1]) if middle[i] else msg("opt-middle-empty", row=i + 1),
                   (Task(return_tile, t.ctx, None, (t.data, i)),))
            for i in sorted([*empty, *(i for i, row in enumerate(middle) if row)])
        ],
    )


@OPS.op()
def return_tile(g: Engine, t: Task) -> None:
    tile, row = t.data
    p = g.state.players[t.ctx.seat]
    p.city_tiles.remove(tile)
    g.state.tile_middle[row].append(tile)
    g.log("return_tile", seat=t.ctx.seat, tile=tile, row=row + 1)


@OPS.op()
def end_round(g: Engine, t: Task) -> None:
    """If a marker moved down, casinos pay and the turn order is rebuilt (000 P.8); then whatever waits for the
    round's end (`when round_end:`) — here, so that a scenario's `{op: end_round}` sets it off as play does."""
    g.push(*fire(g, Ctx(-1), "round_end"))
    s = g.state
    if not any(x is not None for x in s.lower_row):
        return
    base = g.rules.game.casino_payout.get(s.n, 0)
    for p in s.players:
        mine = [(d, b) for d, _, b in owned(g, p.seat) if b.kind == "casino"]
        casinos = sum(1 for d, b in mine if s.operating(d, b))
        pay = number(g, p.seat, "game.casino_payout", base)
        if casinos and pay:
            p.cash += casinos * pay
            g.log("casino_payout", seat=p.seat, amount=casinos * pay)
        for d, b in mine:  # why a casino paid nothing: it does not operate (police, no family member; 000 P.10)
            if pay and not s.operating(d, b):
                g.log("casino_closed", seat=p.seat, district=d.id)
    moved = {seat for seat in s.lower_row if seat is not None}
    staying = [seat for seat in s.top_row if seat is not None and seat not in moved]
    top: list[int | None] = list(s.lower_row)
    for i in range(len(top)):
        if top[i] is None and i < s.n and staying:
            top[i] = staying.pop(0)
    # with fewer players than columns, close the gaps so the order is read left to right
    seats = [x for x in top if x is not None]
    s.top_row = [*seats, *([None] * (len(top) - len(seats)))]
    s.lower_row = [None] * len(s.lower_row)
    g.log("turn_order_changed", order=seats)


@OPS.op()
def final(g: Engine, t: Task) -> None:
    s = g.state
    s.phase = "over"
    s.final_scores = final_scores(g)
    s.over = True
    g.log("final", scores=s.final_scores)
