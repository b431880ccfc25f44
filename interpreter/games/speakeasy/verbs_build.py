"""Verbs that put buildings on the map: build, upgrade, take over a mob speakeasy."""

from __future__ import annotations

from typing import Any

from ...machine.effects import effect_task
from ...machine.evaluate import value
from ...machine.passives import modifier, setting
from ...machine.triggers import fire
from ...machine.values import Msg, Option, Task, msg
from . import economy as E
from .choices import marks
from .combat import Backing, backings, commit
from .quantities import owned
from .registry import OPS, VERBS, Ask, Ctx, Engine, ctx_of
from .state import MOB, Building
from .verbs_basic import discard_one
from .vocabulary import BIG_BUILDINGS as BIG
from .vocabulary import BOROUGHS, BUILDING_KINDS, PER_BOROUGH


def slots(g: Engine) -> tuple[tuple[int, int, Any], ...]:
    """(index, group index, slot) of the speakeasy/still slots of a player board, left to right."""

    def read() -> tuple[tuple[int, int, Any], ...]:
        flat = [(gi, slot) for gi, group in enumerate(g.rules.board.building_groups) for slot in group.slots]
        return tuple((i, gi, slot) for i, (gi, slot) in enumerate(flat))

    return g.rules.derived("slots", read)


def discount(g: Engine, seat: int) -> int:
    """The discount of the costliest cleared group (000 P.15); 0 when none is cleared."""
    p = g.state.players[seat]
    best = 0
    for gi, group in enumerate(g.rules.board.building_groups):
        if all(not p.slots_free[i] for i, gj, _ in slots(g) if gj == gi):
            best = max(best, group.discount)
    return best


def _big(g: Engine, kind: str) -> Any:
    return next(b for b in g.rules.board.big_buildings if b.kind == kind)


def choices(g: Engine, seat: int, kinds: tuple[str, ...], free: bool = False,
            off: int = 0) -> list[tuple[str, str, int, int, int | None, Any]]:
    """(id, kind, cost, discards, slot, bonus) of the buildings a player could open now; shared until the state
    changes. ``free``: a building had without its cost (the take-over helper, 000 P.24: D-29); ``off``: a
    discount on the cost (`build KIND discount=N`), never below $0."""
    return g.cached(("choices", seat, kinds, free, off), lambda: _choices(g, seat, kinds, free, off))


def _choices(g: Engine, seat: int, kinds: tuple[str, ...], free: bool,
             off: int = 0) -> list[tuple[str, str, int, int, int | None, Any]]:
    p = g.state.players[seat]
    out: list[tuple[str, str, int, int, int | None, Any]] = []
    for kind in kinds:
        if kind in BIG:
            big = _big(g, kind)
            built = p.nightclubs_built if kind == "nightclub" else p.casinos_built
            if built < len(big.bonuses):
                out.append((kind, kind, big.cost, big.discard, None, big.bonuses[built]))
        else:
            for i, _, slot in slots(g):
                if p.slots_free[i] and slot.kind == kind:
                    out.append((f"slot{i}", kind, slot.cost, 0, i, slot.bonus))
    if free:
        return [(cid, kind, 0, 0, slot, bonus) for cid, kind, _, _, slot, bonus in out]
    if off:
        out = [(cid, kind, max(0, cost - off), disc, slot, bonus) for cid, kind, cost, disc, slot, bonus in out]
    return [c for c in out if E.can_pay(g, p, c[2]) and len(p.hand) >= c[3]]


def _boroughs_with(g: Engine, seat: int, kind: str) -> set[str]:
    """Boroughs where a player already has as many nightclubs (or casinos) as they may: one of each per borough
    (000 P.15), a setting of the rules (`board.big_buildings.nightclub.per_borough`, D-311)."""
    if kind not in BIG:
        return set()
    book: dict[str, int] = g.rules.derived("per-borough", lambda: {b.kind: b.per_borough for b in g.rules.board.big_buildings})
    limit = setting(g, seat, PER_BOROUGH[kind], book[kind])
    if limit == 1:  # the book's limit: a borough with one is full
        return {d.borough for d, _, b in owned(g, seat) if b.kind == kind}
    counts: dict[str, int] = {}
    for d, _, b in owned(g, seat):
        if b.kind == kind:
            counts[d.borough] = counts.get(d.borough, 0) + 1
    return {borough for borough, n in counts.items() if n >= limit} | (set(BOROUGHS) if limit <= 0 else set())


def empty_spaces(g: Engine, seat: int, kind: str) -> list[tuple[int, int]]:
    """(district, space) where a player may open this kind; nightclubs and casinos: one per borough each."""
    if kind not in BIG:  # the same spaces for every player and every small kind
        return g.cached("empty_spaces", lambda: _empty_spaces(g, set()))
    return g.cached(
        ("empty_spaces", seat, kind), lambda: _empty_spaces(g, _boroughs_with(g, seat, kind))
    )


def _empty_spaces(g: Engine, full: set[str]) -> list[tuple[int, int]]:
    out = []
    for d in g.state.districts.values():
        if d.blocked or d.borough in full:
            continue
        out += [(d.id, i) for i, b in enumerate(d.spaces) if b is None]
    return out


def mob_targets(g: Engine, seat: int, kind: str) -> list[tuple[int, int]]:
    return g.cached(("mob_targets", seat, kind), lambda: _mob_targets(g, seat, kind))


def _mob_targets(g: Engine, seat: int, kind: str) -> list[tuple[int, int]]:
    p = g.state.players[seat]
    out = []
    full = _boroughs_with(g, seat, kind)
    for d in g.state.districts.values():
        if d.id == p.associate_district or d.borough in full:
            continue
        out += [(d.id, i) for i, b in enumerate(d.spaces) if b is not None and b.owner == MOB]
    return out


def held_back(g: Engine, ctx: Ctx, options: list[Any]) -> list[Any]:
    """The building choices whose discards the cards a cost before this step leaves can still pay."""
    if not ctx.held:
        return options
    hand = ctx.hand(g.state.players[ctx.seat].hand)
    return [c for c in options if c[3] <= hand]


# --------------------------------------------------------------------- build
def _off(g: Engine, ctx: Ctx, a: dict[str, Any]) -> int:
    """The discount `build KIND discount=N` gives (0 without one; a negative one gives nothing)."""
    return max(0, value(g, a["discount"], ctx)) if "discount" in a else 0


def _can_build(g: Engine, ctx: Ctx, a: dict[str, Any]) -> bool:
    options = held_back(g, ctx, choices(g, ctx.seat, a["kind"], off=_off(g, ctx, a)))
    return any(empty_spaces(g, ctx.seat, kind) for kind in {c[1] for c in options})


@VERBS.verb("build", _can_build, asks=True)
def build(g: Engine, ctx: Ctx, a: dict[str, Any]) -> None:
    off = _off(g, ctx, a)
    options = [
        Option(f"build:{c[0]}", _open_label(c), (Task(build_where, ctx, None, (c[0], False, off)),))
        for c in choices(g, ctx.seat, a["kind"], off=off)
        if empty_spaces(g, ctx.seat, c[1])  # shared until the state changes: no need to remember it here
    ]
    g.ask(ctx.seat, Ask.build, msg("prompt-build"), options)


def _open_label(c: tuple[str, str, int, int, int | None, Any]) -> Msg:
    """What opening this building costs and brings (slots of one kind differ by their opening bonus)."""
    _, kind, cost, _, _, bonus = c
    if bonus is None:
        return msg("opt-build-plain", kind=kind, cost=cost)
    return msg("opt-build", kind=kind, cost=cost, node=bonus)


def _choice(g: Engine, seat: int, cid: str, free: bool, off: int = 0) -> tuple[str, str, int, int, int | None, Any]:
    kinds = BUILDING_KINDS
    return next(c for c in choices(g, seat, kinds, free, off) if c[0] == cid)


def distinct_spaces(g: Engine, spaces: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """One space per district and city tile: two spaces of a district with the same tile (or none)
    are the same choice, so the player is asked once, and every option says how it differs."""
    seen: set[tuple[int, str | None]] = set()
    out = []
    for d, i in spaces:
        key = (d, g.state.districts[d].city_tiles[i])
        if key not in seen:
            seen.add(key)
            out.append((d, i))
    return out


def _space_words(g: Engine, d: int, i: int) -> dict[str, Any]:
    """What tells a space apart: its district, borough and the city tile its builder takes."""
    tile = g.state.districts[d].city_tiles[i]
    return {"district": d, "borough": g.state.districts[d].borough, "tile": tile, "has_tile": "yes" if tile else "no"}


@OPS.op(reads_only=True)
def build_where(g: Engine, t: Task) -> None:
    cid, free, off = t.data
    kind = _choice(g, t.ctx.seat, cid, free, off)[1]
    g.ask(
        t.ctx.seat,
        Ask.build_space,
        msg("prompt-build-space", kind=kind),
        [
            Option(f"space:{d}:{i}", msg("opt-space", **_space_words(g, d, i)),
                   (Task(build_pay, t.ctx, None, (cid, d, i, None, free, off)),))
            for d, i in distinct_spaces(g, empty_spaces(g, t.ctx.seat, kind))
        ],
    )


@OPS.op()
def build_pay(g: Engine, t: Task) -> None:
    """Pay a building's cost (money, then discards), then put it on the map."""
    cid, d, i, backing, free, off = t.data
    _, kind, cost, disc, _, _ = _choice(g, t.ctx.seat, cid, free, off)
    E.pay(g, g.state.players[t.ctx.seat], cost, "build", building=kind)
    g.push(*(Task(discard_one, t.ctx) for _ in range(disc)), Task(build_place, t.ctx, None, (cid, kind, d, i, backing)))


@OPS.op()
def build_place(g: Engine, t: Task) -> None:
    cid, kind, d, i, backing = t.data
    s = g.state
    p = s.players[t.ctx.seat]
    district = s.districts[d]
    if backing is not None:  # a take-over: the mob speakeasy goes back to the supply
        commit(g, t.ctx.seat, backing)
        s.supply_mob += 1
        g.log("take_over", seat=t.ctx.seat, district=d, kind=kind)
    else:
        g.log("build", seat=t.ctx.seat, district=d, kind=kind)
    if kind in BIG:
        big = _big(g, kind)
        built = p.nightclubs_built if kind == "nightclub" else p.casinos_built
        bonus = big.bonuses[built]
        if kind == "nightclub":
            p.nightclubs_built += 1
        else:
            p.casinos_built += 1
        slot = None
    else:
        slot = int(cid[4:])
        p.slots_free[slot] = False
        bonus = slots(g)[slot][2].bonus
    district.spaces[i] = Building(t.ctx.seat, kind, slot=slot)
    tile = district.city_tiles[i]
    if tile is not None:
        district.city_tiles[i] = None
        p.city_tiles.append(tile)
        g.log("take_tile", seat=t.ctx.seat, tile=tile)
    if bonus is not None:
        g.push(effect_task(bonus, t.ctx.with_(event="build")))
    happened = fire(g, t.ctx, "takeover") if backing is not None else fire(g, t.ctx, "open")
    g.push(*happened, *fire(g, t.ctx, "build"))


# -------------------------------------------------------------------- upgrade
def _upgrades(g: Engine, seat: int, kinds: tuple[str, ...]) -> list[tuple[str, int, int, int]]:
    p = g.state.players[seat]
    out = []
    off = discount(g, seat)
    for kind in kinds:
        big = _big(g, kind)
        built = p.nightclubs_built if kind == "nightclub" else p.casinos_built
        cost = max(0, big.cost - off)
        if built >= len(big.bonuses) or not E.can_pay(g, p, cost) or len(p.hand) < big.discard:
            continue
        full = _boroughs_with(g, seat, kind)
        for dist, i, b in owned(g, seat):
            if b.kind == "speakeasy" and dist.borough not in full:
                out.append((kind, dist.id, i, cost))
    seen: set[tuple[Any, ...]] = set()
    distinct = []
    for kind, d, i, cost in out:  # two speakeasies of a district alike are one choice
        key = (kind, d, marks(g.state.districts[d].spaces[i]))
        if key not in seen:
            seen.add(key)
            distinct.append((kind, d, i, cost))
    return distinct


def _can_upgrade(g: Engine, ctx: Ctx, a: dict[str, Any]) -> bool:
    hand = ctx.hand(g.state.players[ctx.seat].hand)
    return any(_big(g, k).discard <= hand for k, _, _, _ in _upgrades(g, ctx.seat, a["kind"]))


@VERBS.verb("upgrade", _can_upgrade, asks=True)
def upgrade(g: Engine, ctx: Ctx, a: dict[str, Any]) -> None:
    g.ask(
        ctx.seat,
        Ask.upgrade,
        msg("prompt-upgrade"),
        [
            Option(
                f"upgrade:{k}:{d}:{i}",
                msg("opt-upgrade", kind=k, district=d, cost=c, marks=marks(g.state.districts[d].spaces[i])),
                (Task(upgrade_pay, ctx, None, (k, d, i, c)),),
            )
            for k, d, i, c in _upgrades(g, ctx.seat, a["kind"])
        ],
    )


@OPS.op()
def upgrade_pay(g: Engine, t: Task) -> None:
    kind, d, i, cost = t.data
    E.pay(g, g.state.players[t.ctx.seat], cost, "upgrade", building=kind)
    g.push(*(Task(discard_one, t.ctx) for _ in range(_big(g, kind).discard)), Task(upgrade_place, t.ctx, None, (kind, d, i)))


@OPS.op()
def upgrade_place(g: Engine, t: Task) -> None:
    kind, d, i = t.data
    p = g.state.players[t.ctx.seat]
    old = g.state.districts[d].spaces[i]
    assert old is not None
    big = _big(g, kind)
    built = p.nightclubs_built if kind == "nightclub" else p.casinos_built
    if kind == "nightclub":
        p.nightclubs_built += 1
    else:
        p.casinos_built += 1
    # the speakeasy leaves the game; its protector and barrel stay with the new building
    p.removed["speakeasy"] = p.removed.get("speakeasy", 0) + 1
    g.state.districts[d].spaces[i] = Building(t.ctx.seat, kind, old.protected, old.barrel)
    g.log("upgrade", seat=t.ctx.seat, district=d, kind=kind)
    bonus = big.bonuses[built]
    g.push(*([effect_task(bonus, t.ctx.with_(event="build"))] if bonus is not None else []),
           *fire(g, t.ctx, "upgrade"), *fire(g, t.ctx, "build"))


# ------------------------------------------------------------------ take over
def takeover_strength(g: Engine, seat: int) -> int:
    return g.state.players[seat].levels["strength"] + modifier(g, seat, "takeover_attack", "takeover")


def _targets(
    g: Engine, ctx: Ctx, c: tuple[Any, ...], ignore_defense: bool, first: bool = False
) -> list[tuple[int, int, list[Any]]]:
    """(district, space, winning backings) of the mob speakeasies building ``c`` could replace; ``first``: stop at one."""
    out: list[tuple[int, int, list[Any]]] = []
    for d, i in mob_targets(g, ctx.seat, c[1]):
        ways = [None] if ignore_defense else _winning(g, ctx.seat, g.state.districts[d].mob_strength or 0, c[2])
        if ways:
            out.append((d, i, ways))
            if first:
                break
    return out


def _winning(g: Engine, seat: int, defense: int, cost: int) -> list[Any]:
    """The backings that beat a defense while paying ``cost`` for the building; shared until the state changes."""

    def ways() -> list[Any]:
        base = takeover_strength(g, seat)
        found = backings(g, seat, base, defense, strict=True, associate=True, event="takeover", reserved=cost)
        return [w for w, _ in found]

    return g.cached(("takeover-ways", seat, defense, cost), ways)


def _can_take_over(g: Engine, ctx: Ctx, a: dict[str, Any]) -> bool:
    """A quick upper bound first (the common "no"), the full enumeration only when it may be "yes"."""
    options = held_back(g, ctx, choices(g, ctx.seat, a["kind"], bool(a.get("free"))))
    if not options:
        return False
    p = g.state.players[ctx.seat]
    reach = takeover_strength(g, ctx.seat) + p.goons
    if p.associate is not None:
        reach += int(g.rules.by_id[p.associate].assist)
    ignore = bool(a.get("ignore_defense"))
    for kind in {c[1] for c in options}:
        for d, _ in mob_targets(g, ctx.seat, kind):
            if ignore or (g.state.districts[d].mob_strength or 0) < reach:
                return any(_targets(g, ctx, c, ignore, first=True) for c in options)
    return False


# A take-over is asked in three small decisions, like opening a building: what to open, which mob
# speakeasy it replaces, how to back the attack (slots x targets x backings in one list ran to
# hundreds of options).
@VERBS.verb("take_over", _can_take_over, asks=True)
def take_over(g: Engine, ctx: Ctx, a: dict[str, Any]) -> None:
    ignore, free = bool(a.get("ignore_defense")), bool(a.get("free"))
    g.ask(
        ctx.seat,
        Ask.take_over,
        msg("prompt-take-over"),
        [
            Option(f"take_over:{c[0]}", _open_label(c), (Task(take_over_target, ctx, None, (c[0], ignore, free)),))
            for c in choices(g, ctx.seat, a["kind"], free)
            if _targets(g, ctx, c, ignore, first=True)
        ],
    )


@OPS.op(reads_only=True)
def take_over_target(g: Engine, t: Task) -> None:
    cid, ignore, free = t.data
    c = _choice(g, t.ctx.seat, cid, free)
    districts = g.state.districts
    targets = _targets(g, ctx_of(t), c, ignore)
    distinct = set(distinct_spaces(g, [(d, i) for d, i, _ in targets]))
    g.ask(
        t.ctx.seat,
        Ask.take_over_target,
        msg("prompt-take-over-target", kind=c[1]),
        [
            Option(
                f"target:{d}:{i}",
                msg("opt-take-over", defense=districts[d].mob_strength or 0, **_space_words(g, d, i)),
                (Task(take_over_backing, t.ctx, None, (cid, d, i, tuple(ways), free)),),
            )
            for d, i, ways in targets
            if (d, i) in distinct
        ],
    )


@OPS.op(reads_only=True)
def take_over_backing(g: Engine, t: Task) -> None:
    cid, d, i, ways, free = t.data
    base = takeover_strength(g, t.ctx.seat)
    partner = g.state.players[t.ctx.seat].associate
    assist = int(g.rules.by_id[partner].assist) if partner else 0
    fight = t.ctx.with_(event="takeover")
    options = []
    for w in ways:
        if w is None:
            key, how = "ignore", msg("opt-ignore-defense")
        else:
            key, how = w.key, w.label(base + w.goons + (assist if w.associate else 0))
        options.append(Option(f"backing:{key}", how, (Task(build_pay, fight, None, (cid, d, i, w or _NOFIGHT, free, 0)),)))
    defense = g.state.districts[d].mob_strength or 0
    g.ask(t.ctx.seat, Ask.take_over_backing, msg("prompt-take-over-backing", district=d, defense=defense), options)


_NOFIGHT = Backing()  # the backing of a take-over that ignores the defense: nothing is spent
