"""Phase 2, the Meeting (003 §meeting): sealed bids on the street, resolved space by space.

A bid taps a wiseguy, names a street space with a region card face down and puts at least one money
card face down on it: everyone sees how many cards, not which space nor how much (ND-25). When everyone
has bid, spaces 1 to 4 are resolved (ND-26): a lone bidder takes the card without showing the money and
keeps one card of it (ND-27); two or more show their money and the highest total takes the card, a tie
leaving it on the street (ND-28); all the rest is discarded. The bids on an Investigation are added up
against its bribe: enough, and the top payer takes it (a tie removes it from the game); short, it stays
(003 §investigation, ND-29). Winning the Underboss hands out the titles (003 §titles, ND-33). A player who
bid and gained no card may draw a vendetta card (ND-30).
"""

from __future__ import annotations

from ...machine.values import Option, Task, msg
from .crew import choose_wiseguy
from .registry import OPS, Ask, Engine, context
from .state import Bid
from .table import award, draw_vendettas, kinds_in, modifier, react, tap, untapped, value


@OPS.op()
def meeting(g: Engine, t: Task) -> None:
    s = g.state
    s.phase = "meeting"
    s.bids = []
    s.gained = []
    g.log("phase", phase="meeting", month=s.month)
    order = s.order()
    ctx = context(-1)
    g.push(*(Task(meeting_turn, context(seat)) for seat in order),
           *(Task(resolve, ctx, None, space) for space in range(1, len(s.street) + 1)),
           *(Task(loser_draw, context(seat)) for seat in order), Task(meeting_end, ctx))


def open_spaces(g: Engine, seat: int) -> list[int]:
    """The spaces a player may bid on now: holding a card, not bid on by them yet (one region card each, ND-25)."""
    s = g.state
    p = s.players[seat]
    if not untapped(p) or not p.money:
        return []
    mine = {b.space for b in s.bids if b.seat == seat}
    return [i + 1 for i, card in enumerate(s.street) if card is not None and i + 1 not in mine]


@OPS.op(reads_only=True)
def meeting_turn(g: Engine, t: Task) -> None:
    seat = t.ctx.seat
    options = [Option(f"bid:{space}", msg("nc-opt-bid", space=space, card=g.state.street[space - 1]),
                      (Task(bid_wiseguy, t.ctx, None, space), Task(meeting_turn, t.ctx)))
               for space in open_spaces(g, seat)]
    if options:
        g.ask(seat, Ask.bid, msg("nc-prompt-bid"), [*options, Option("pass", msg("nc-opt-pass"))])


@OPS.op(reads_only=True)
def bid_wiseguy(g: Engine, t: Task) -> None:
    space: int = t.data
    choose_wiseguy(g, t.ctx, "nc-prompt-wiseguy-bid", lambda w: (Task(open_bid, t.ctx, None, (space, w)),))


@OPS.op()
def open_bid(g: Engine, t: Task) -> None:
    space, wiseguy = t.data
    s = g.state
    tap(s.players[t.ctx.seat], wiseguy)
    s.bids.append(Bid(t.ctx.seat, space, wiseguy))
    g.push(Task(bid_money, t.ctx, None, len(s.bids) - 1))


@OPS.op(reads_only=True)
def bid_money(g: Engine, t: Task) -> None:
    index: int = t.data
    bid = g.state.bids[index]
    hand = g.state.players[bid.seat].money
    options = [Option(f"put:{card}", msg("nc-opt-put", card=card), (Task(put_money, t.ctx, None, (index, card)),))
               for card in kinds_in(hand)]
    if bid.cards:
        options.append(Option("done", msg("nc-opt-bid-done", count=len(bid.cards), total=shown(g, value(g, bid.cards))),
                              (Task(close_bid, t.ctx, None, index),)))
    g.ask(bid.seat, Ask.bid_money, msg("nc-prompt-bid-money", space=bid.space, count=len(bid.cards),
                                       total=shown(g, value(g, bid.cards))), options)


@OPS.op()
def put_money(g: Engine, t: Task) -> None:
    index, card = t.data
    bid = g.state.bids[index]
    g.state.players[bid.seat].money.remove(card)
    bid.cards.append(card)
    g.push(Task(bid_money, t.ctx, None, index))


@OPS.op()
def close_bid(g: Engine, t: Task) -> None:
    index: int = t.data
    bid = g.state.bids[index]
    bid.placed = True
    g.log("bid", seat=bid.seat, wiseguy=bid.wiseguy, count=len(bid.cards))
    react(g, bid.seat, bid.wiseguy, "this_bids")


def bid_value(g: Engine, bid: Bid) -> int:
    """A bid's total: its cards and what its wiseguy's ability adds (`modify bid_value +5`)."""
    return value(g, bid.cards) + modifier(g, "bid_value", bid.wiseguy, "this_bids")


def top_bids(g: Engine, bids: list[Bid]) -> list[Bid]:
    """The highest bids; of tied ones, only one whose wiseguy wins ties, if exactly one does."""
    best = max(bid_value(g, b) for b in bids)
    top = [b for b in bids if bid_value(g, b) == best]
    breakers = [b for b in top if modifier(g, "tie_wins", b.wiseguy, "this_bids") > 0]
    return breakers if len(top) > 1 and len(breakers) == 1 else top


@OPS.op()
def resolve(g: Engine, t: Task) -> None:
    space: int = t.data
    s = g.state
    card = s.street[space - 1]
    bids = [b for b in s.bids if b.space == space]
    if card is None or not bids:
        for b in bids:  # nothing to win any more: the money is discarded unseen
            s.money_discard.extend(b.cards)
            b.cards.clear()
        return
    g.log("bids_on", space=space, card=card, seats=[b.seat for b in bids])
    kind = g.rules.kind_of(card)
    if kind == "investigation":
        _investigation(g, space, card, bids)
    elif len(bids) == 1:
        bid = bids[0]
        g.log("won", seat=bid.seat, card=card, space=space, lone=True)
        keep = max(0, 1 + modifier(g, "lone_keep", bid.wiseguy, "this_bids"))
        g.push(Task(win, context(bid.seat), None, (space, card)), Task(keep_card, context(bid.seat), None, (space, keep)))
    else:
        for b in bids:
            g.log("revealed", seat=b.seat, space=space, total=shown(g, bid_value(g, b)), count=len(b.cards))
        top = top_bids(g, bids)
        _discard(g, bids)
        if len(top) > 1:
            g.log("tie", space=space, card=card, seats=[b.seat for b in top])
            return
        g.log("won", seat=top[0].seat, card=card, space=space, lone=False)
        g.push(Task(win, context(top[0].seat), None, (space, card)))


def shown(g: Engine, amount: int) -> int:
    """An amount as the cards show it (the rules keep values in thousands)."""
    return amount * g.rules.game.money_unit


def _discard(g: Engine, bids: list[Bid]) -> None:
    for b in bids:
        g.state.money_discard.extend(b.cards)
        b.cards.clear()


def _investigation(g: Engine, space: int, card: str, bids: list[Bid]) -> None:
    """Bribes added up against the investigation's bribe, every value shown (ND-29)."""
    s = g.state
    for b in bids:
        g.log("revealed", seat=b.seat, space=space, total=shown(g, bid_value(g, b)), count=len(b.cards))
    total = sum(bid_value(g, b) for b in bids)
    bribe = int(g.rules.card(card).bribe)
    top = top_bids(g, bids)
    _discard(g, bids)
    if total < bribe:
        g.log("not_bribed", space=space, card=card, total=shown(g, total), bribe=shown(g, bribe))
        return
    if len(top) > 1:
        s.street[space - 1] = None
        s.removed.append(card)
        g.log("investigation_removed", space=space, card=card, total=shown(g, total), seats=[b.seat for b in top])
        return
    g.log("bribed_away", seat=top[0].seat, space=space, card=card, total=shown(g, total), bribe=shown(g, bribe))
    g.push(Task(win, context(top[0].seat), None, (space, card)))


@OPS.op()
def win(g: Engine, t: Task) -> None:
    """A won card goes face up in front of its winner (ND-31): a wiseguy or turf joins theirs untapped (ND-13)."""
    space, card = t.data
    s = g.state
    seat = t.ctx.seat
    p = s.players[seat]
    s.street[space - 1] = None
    s.gained.append(seat)
    kind = g.rules.kind_of(card)
    if kind == "wiseguy":
        p.wiseguys.append(card)
    elif kind == "turf":
        p.turfs.append(card)
    elif kind == "title":
        p.titles.append(card)
        g.push(Task(name_title, t.ctx, None, "consigliere"))  # after its respect (pushed next, so first)
        award(g, seat, card)
        return
    else:
        p.won.append(card)
    award(g, seat, card)


@OPS.op(reads_only=True)
def keep_card(g: Engine, t: Task) -> None:
    """The lone winner keeps cards of their bid (one; an ability or an investigation changes it), the rest discarded unseen."""
    space, left = t.data
    s = g.state
    bid = next(b for b in s.bids if b.space == space and b.seat == t.ctx.seat)
    if left <= 0 or not bid.cards:
        g.push(Task(discard_rest, t.ctx, None, space))
        return
    g.ask(t.ctx.seat, Ask.keep, msg("nc-prompt-keep", left=left),
          [Option(f"keep:{card}", msg("nc-opt-keep", card=card), (Task(take_back, t.ctx, None, (space, card, left)),))
           for card in kinds_in(bid.cards)])


@OPS.op()
def take_back(g: Engine, t: Task) -> None:
    space, card, left = t.data
    s = g.state
    bid = next(b for b in s.bids if b.space == space and b.seat == t.ctx.seat)
    bid.cards.remove(card)
    s.players[t.ctx.seat].money.append(card)
    g.log("kept", seat=t.ctx.seat, count=1)
    g.push(Task(keep_card, t.ctx, None, (space, left - 1)))


@OPS.op()
def discard_rest(g: Engine, t: Task) -> None:
    space: int = t.data
    bid = next(b for b in g.state.bids if b.space == space and b.seat == t.ctx.seat)
    _discard(g, [bid])


def untitled(g: Engine) -> list[int]:
    return [seat for seat in g.state.order() if not g.state.players[seat].titles]


@OPS.op(reads_only=True)
def name_title(g: Engine, t: Task) -> None:
    """The Underboss names the Consigliere, then the Primo Capo, each another player without a title
    (ND-33); then every player without a title draws a vendetta card (003 §titles)."""
    which: str = t.data
    s = g.state
    ids = {t_.rank: t_.id for t_ in g.rules.lists["titles"]}
    title = ids.get(2 if which == "consigliere" else 1)
    if title is None or title not in s.titles_supply or not untitled(g):
        g.push(Task(untitled_draw, t.ctx))
        return
    nxt = Task(name_title, t.ctx, None, "primo_capo") if which == "consigliere" else Task(untitled_draw, t.ctx)
    kind = Ask.consigliere if which == "consigliere" else Ask.primo_capo
    g.ask(t.ctx.seat, kind, msg(f"nc-prompt-{which}"),
          [Option(f"player:{seat + 1}", msg("nc-opt-title-player", seat=seat, card=title),
                  (Task(grant_title, context(seat), None, title), nxt)) for seat in untitled(g)])


@OPS.op()
def grant_title(g: Engine, t: Task) -> None:
    title: str = t.data
    s = g.state
    s.titles_supply.remove(title)
    s.players[t.ctx.seat].titles.append(title)
    s.gained.append(t.ctx.seat)
    g.log("title", seat=t.ctx.seat, card=title)
    award(g, t.ctx.seat, title)


@OPS.op()
def untitled_draw(g: Engine, t: Task) -> None:
    for seat in untitled(g):
        draw_vendettas(g, seat, 1, "title")


@OPS.op(reads_only=True)
def loser_draw(g: Engine, t: Task) -> None:
    """A player who bid and gained no card may draw one vendetta card (003 §meeting; ND-30)."""
    s = g.state
    seat = t.ctx.seat
    if seat in s.gained or not any(b.seat == seat for b in s.bids) or not s.vendetta_deck:
        return
    g.ask(seat, Ask.loser_draw, msg("nc-prompt-loser-draw"),
          [Option("draw", msg("nc-opt-loser-draw"), (Task(draw_one, t.ctx),)), Option("no", msg("opt-no"))])


@OPS.op()
def draw_one(g: Engine, t: Task) -> None:
    draw_vendettas(g, t.ctx.seat, 1, "meeting")


@OPS.op()
def meeting_end(g: Engine, t: Task) -> None:
    s = g.state
    for b in s.bids:  # nothing is left on a bid (all resolved), but a bid on a space emptied before it is
        s.money_discard.extend(b.cards)
        b.cards.clear()
    s.bids = []
    s.gained = []
