# The board the studio draws (`speakeasy serve`): its titles, labels and tooltips
# (interpreter/games/speakeasy/board/). The things on it are named by the other files.

## where: the studio's board drawing (SVG titles, labels and tooltips)

board-city = The city
board-locations = Locations
board-order = Turn order, docks and area control
board-displays = Displays and supply
board-objectives = Ledger objectives
board-hand-title = Your hand and safe

board-act-round = Act { $act } · round { $round }
board-setup = Setup round (1920)
board-district = District { $district }, { $borough }{ $police ->
    [0] {""}
   *[other] , { $police } police
  }
board-empty-space = Empty building space
board-building = { $who }: { $kind } in district { $district } ({ $borough }){ $protected ->
    [yes] , protected
   *[other] {""}
  }{ $barrel ->
    [yes] , with a barrel
   *[other] {""}
  }
board-empty-space-in = Empty building space in district { $district } ({ $borough })
board-blocked = blocked
board-mob = Mob
board-mob-strength = Mob strength { $strength }
board-mob-strength-down = Mob strength tile face down (its mobster found no room and left)
board-mob-tile = A mob district tile waits here (the next mob war)
board-police-tile = A police district tile waits here
board-police-tip = { $count } police
board-port = Port of district { $district }
board-truck = { $player }'s truck { $number } ({ $barrels } barrels)

board-person-closed = Not in play with this many players

board-helpers = Helpers
board-city-tiles = City tiles
board-decks = Business decks
board-deck = { $kind } deck: { $count } cards
board-face-down = { $count } face down
board-crates-left = No spare crate tiles left
board-mob-pile = mob pile { $pile }: { $count }

board-order-now = This round
board-order-next = Next round
board-docks = Docks
board-dock-row = Row { $row }
board-control = Area control

board-you = you
board-infamy-value = Infamy { $infamy }
board-cash = Cash
board-safe = Safe
board-hidden = hidden
board-goons = Goons
board-vip-room = VIP Room
board-ledgers = Ledgers
board-leverage = Leverage
board-capos = Capos
board-hand = Hand
board-level = { $track }: level { $level }
board-to-open = Buildings to open
board-slot = { $kind }: ${ $cost }. Bonus: { $bonus }
board-holdings = Cards, helpers, city tiles, crates, associate
board-nothing = none

board-safe-holds = Your safe: ${ $amount }
board-your-hand = { $count ->
    [one] One card in your hand
   *[other] { $count } cards in your hand
  }
board-used-helpers = Used helpers in your safe: { $helpers }

# the open table (issue 22): each deck's top card, the top spare crate tile, the cards known in a hand
board-deck-top = { $kind } deck: { $count } cards, { $card } on top
board-crate-top = Spare crate tiles: { $count }, { $crate } on top
board-in-hand = in hand: { $card }
board-hand-unknown = { $count } not known

# issue 29 item 6: the city's key, and a city tile's chip (what it gives, in a word or two; its whole rule on
# hover). A chip is the message of its effect's verb: `amount` its number, `what` and `kind` its first two names.
board-legend = Key
board-legend-city-tile = city tile: whoever opens a building on its space takes it
board-legend-protected = protected building (a family member guards it)
board-legend-police = police (one shield each)
board-legend-mob-strength = the mob's strength in the district
board-legend-mobster = the mobster of the district
board-legend-mobster-sample = Aa
board-legend-truck = truck in a player's colour (its barrels)
board-legend-port = port
board-legend-ship = rum-runner ship (its barrels)
board-legend-objective = ledger objective (its ledgers)
board-legend-blocked = blocked district
board-chip-take = { $what ->
    [card] { $kind ->
        [vip] VIP card
        [party] Party card
        [still] Still card
        [fleet] Fleet card
       *[other] any card
    }
    [helper] helper
   *[other] take
  }
board-chip-gain = +{ $amount } { $what ->
    [ledger] ledger
    [family_member] family
    [influence] Leverage
   *[other] {""}
  }
board-chip-hire = +{ $amount } goon
board-chip-raise = raise business
board-chip-deliver = deliver
board-chip-produce = produce
board-chip-sell = sell
board-chip-protect = protect
board-chip-build = { $what ->
    [speakeasy] speakeasy
    [still] still
    [nightclub] nightclub
    [casino] casino
   *[other] build
  }
board-chip-take_over = { $what ->
    [speakeasy] speakeasy
    [still] still
    [nightclub] nightclub
    [casino] casino
   *[other] take over
  }
