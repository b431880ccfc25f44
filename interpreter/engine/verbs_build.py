"""Verbs that put buildings on the map: build, upgrade, take over a mob speakeasy."""

from __future__ import annotations

from typing import Any

from . import economy as E
from .combat import backings, commit
from .effects import run, verb
from .evaluate import modifier
from .machine import Ctx, Engine, Option, Task, op
from .msg import Msg, msg
from .state import MOB, Building

BIG = ("nightclub", "casino")


def slots(g: Engine) -> tuple[tuple[int, int, Any], ...]:
    """(index, group index, slot) of the speakeasy/still slots of a player board, left to right."""
    cache = g.rules.cache
    if "slots" not in cache:
        out: list[tuple[int, int, Any]] = []
        for gi, group in enumerate(g.rules.board.building_groups):
            for slot in group.slots:
                out.append((len(out), gi, slot))
        cache["slots"] = tuple(out)
    return cache["slots"]  # type: ignore[no-any-return]


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


def choices(g: Engine, seat: int, kinds: tuple[str, ...]) -> list[tuple[str, str, int, int, int | None, Any]]:
    """(id, kind, cost, discards, slot, bonus) of the buildings a player could open now."""
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
    return [c for c in out if E.can_pay(g, p, c[2]) and len(p.hand) >= c[3]]


def _boroughs_with(g: Engine, seat: int, kind: str) -> set[str]:
    """Boroughs where a player already has a nightclub (or casino): one of each per borough."""
    if kind not in BIG:
        return set()
    return {d.borough for d, _, b in g.state.buildings(seat) if b.kind == kind}


def empty_spaces(g: Engine, seat: int, kind: str) -> list[tuple[int, int]]:
    return g.cached(("empty_spaces", seat, kind), lambda: _empty_spaces(g, seat, kind))  # type: ignore[no-any-return]


def _empty_spaces(g: Engine, seat: int, kind: str) -> list[tuple[int, int]]:
    out = []
    full = _boroughs_with(g, seat, kind)
    for d in g.state.districts.values():
        if d.blocked or d.borough in full:
            continue
        out += [(d.id, i) for i, b in enumerate(d.spaces) if b is None]
    return out


def mob_targets(g: Engine, seat: int, kind: str) -> list[tuple[int, int]]:
    return g.cached(("mob_targets", seat, kind), lambda: _mob_targets(g, seat, kind))  # type: ignore[no-any-return]


def _mob_targets(g: Engine, seat: int, kind: str) -> list[tuple[int, int]]:
    p = g.state.players[seat]
    out = []
    full = _boroughs_with(g, seat, kind)
    for d in g.state.districts.values():
        if d.id == p.associate_district or d.borough in full:
            continue
        out += [(d.id, i) for i, b in enumerate(d.spaces) if b is not None and b.owner == MOB]
    return out


# --------------------------------------------------------------------- build
def _can_build(g: Engine, ctx: Ctx, a: dict[str, Any]) -> bool:
    return any(empty_spaces(g, ctx.seat, kind) for kind in {c[1] for c in choices(g, ctx.seat, a["kind"])})


@verb("build", _can_build, reads_only=True)
def build(g: Engine, ctx: Ctx, a: dict[str, Any]) -> None:
    options = []
    room: dict[str, bool] = {}
    for cid, kind, cost, _, _, bonus in choices(g, ctx.seat, a["kind"]):
        if kind not in room:
            room[kind] = bool(empty_spaces(g, ctx.seat, kind))
        if room[kind]:  # slots of one kind differ by their opening bonus: show it
            label = (
                msg("opt-build", kind=kind, cost=cost, node=bonus)
                if bonus is not None
                else msg("opt-build-plain", kind=kind, cost=cost)
            )
            options.append(Option(f"build:{cid}", label, (Task("build_where", ctx, None, cid),)))
    g.ask(ctx.seat, "build", msg("prompt-build"), options)


def _choice(g: Engine, seat: int, cid: str) -> tuple[str, str, int, int, int | None, Any]:
    kinds = ("nightclub", "casino", "speakeasy", "still")
    return next(c for c in choices(g, seat, kinds) if c[0] == cid)


@op("build_where", reads_only=True)
def _build_where(g: Engine, t: Task) -> None:
    kind = _choice(g, t.ctx.seat, t.data)[1]
    g.ask(
        t.ctx.seat,
        "build_space",
        msg("prompt-build-space", kind=kind),
        [
            Option(
                f"space:{d}:{i}",
                msg("opt-space", district=d, borough=g.state.districts[d].borough),
                (Task("build_pay", t.ctx, None, (t.data, d, i, None)),),
            )
            for d, i in empty_spaces(g, t.ctx.seat, kind)
        ],
    )


@op("build_pay")
def _build_pay(g: Engine, t: Task) -> None:
    """Pay a building's cost (money, then discards), then put it on the map."""
    cid, d, i, backing = t.data
    _, kind, cost, disc, _, _ = _choice(g, t.ctx.seat, cid)
    E.pay(g, g.state.players[t.ctx.seat], cost)
    g.push(*(Task("discard_one", t.ctx) for _ in range(disc)), Task("build_place", t.ctx, None, (cid, kind, d, i, backing)))


@op("build_place")
def _build_place(g: Engine, t: Task) -> None:
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
    if bonus is not None:
        g.push(run(bonus, t.ctx.with_(event="build")))


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
        for dist, i, b in g.state.buildings(seat):
            if b.kind == "speakeasy" and dist.borough not in full:
                out.append((kind, dist.id, i, cost))
    return out


@verb("upgrade", lambda g, ctx, a: bool(_upgrades(g, ctx.seat, a["kind"])), reads_only=True)
def upgrade(g: Engine, ctx: Ctx, a: dict[str, Any]) -> None:
    g.ask(
        ctx.seat,
        "upgrade",
        msg("prompt-upgrade"),
        [
            Option(
                f"upgrade:{k}:{d}:{i}",
                msg("opt-upgrade", kind=k, district=d, cost=c),
                (Task("upgrade_pay", ctx, None, (k, d, i, c)),),
            )
            for k, d, i, c in _upgrades(g, ctx.seat, a["kind"])
        ],
    )


@op("upgrade_pay")
def _upgrade_pay(g: Engine, t: Task) -> None:
    kind, d, i, cost = t.data
    E.pay(g, g.state.players[t.ctx.seat], cost)
    g.push(*(Task("discard_one", t.ctx) for _ in range(_big(g, kind).discard)), Task("upgrade_place", t.ctx, None, (kind, d, i)))


@op("upgrade_place")
def _upgrade_place(g: Engine, t: Task) -> None:
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
    g.push(run(big.bonuses[built], t.ctx.with_(event="build")))


# ------------------------------------------------------------------ take over
def takeover_strength(g: Engine, seat: int) -> int:
    return g.state.players[seat].levels["strength"] + modifier(g, seat, "takeover_attack", "takeover")


def _takeovers(g: Engine, ctx: Ctx, a: dict[str, Any], first: bool = False) -> list[tuple[Any, int, int, list[Any]]]:
    """Every (building, target, winning backings); with ``first``, stop at the first one found."""
    out = []
    base = takeover_strength(g, ctx.seat)
    ways_for: dict[tuple[int, int], list[Any]] = {}
    targets_for: dict[str, list[tuple[int, int]]] = {}
    for c in choices(g, ctx.seat, a["kind"]):
        if c[1] not in targets_for:
            targets_for[c[1]] = mob_targets(g, ctx.seat, c[1])
        for d, i in targets_for[c[1]]:
            if a.get("ignore_defense"):
                out.append((c, d, i, [None]))
            else:
                defense = g.state.districts[d].mob_strength or 0
                if (defense, c[2]) not in ways_for:
                    ways_for[defense, c[2]] = [
                        w
                        for w, _ in backings(
                            g, ctx.seat, base, defense, strict=True, associate=True, event="takeover", reserved=c[2]
                        )
                    ]
                if ways_for[defense, c[2]]:
                    out.append((c, d, i, ways_for[defense, c[2]]))
            if first and out:
                return out
    return out


def _can_take_over(g: Engine, ctx: Ctx, a: dict[str, Any]) -> bool:
    """A quick upper bound first (the common "no"), the full enumeration only when it may be "yes"."""
    options = choices(g, ctx.seat, a["kind"])
    if not options:
        return False
    p = g.state.players[ctx.seat]
    reach = takeover_strength(g, ctx.seat) + p.goons
    if p.associate is not None:
        reach += int(g.rules.by_id[p.associate].assist)  # type: ignore[attr-defined]
    for kind in {c[1] for c in options}:
        for d, _ in mob_targets(g, ctx.seat, kind):
            if a.get("ignore_defense") or (g.state.districts[d].mob_strength or 0) < reach:
                return bool(_takeovers(g, ctx, a, first=True))
    return False


@verb("take_over", _can_take_over, reads_only=True)
def take_over(g: Engine, ctx: Ctx, a: dict[str, Any]) -> None:
    options = []
    base = takeover_strength(g, ctx.seat)
    partner = g.state.players[ctx.seat].associate
    assist = int(g.rules.by_id[partner].assist) if partner else 0  # type: ignore[attr-defined]
    fight = ctx.with_(event="takeover")
    # the same few backings recur for every target: word each of them once
    shown: dict[Any, tuple[str, Msg]] = {}
    for c, d, i, ways in _takeovers(g, ctx, a):
        for w in ways:
            if w not in shown:
                shown[w] = (
                    ("ignore", msg("opt-ignore-defense"))
                    if w is None
                    else (w.key, w.label(base + w.goons + (assist if w.associate else 0)))
                )
            key, how = shown[w]
            options.append(
                Option(
                    f"take_over:{c[0]}:{d}:{i}:{key}",
                    msg("opt-take-over", kind=c[1], district=d, backing=how),
                    (Task("build_pay", fight, None, (c[0], d, i, w or _NOFIGHT)),),
                )
            )
    g.ask(ctx.seat, "take_over", msg("prompt-take-over"), options)


class _NoFight:
    """The backing of a take-over that ignores the defense: nothing is spent."""

    goons = 0
    associate = False
    charge = None
    fee = 0


_NOFIGHT = _NoFight()
