# Speakeasy's table in the terminal (`speakeasy play`: the status line, `view`, the standings, the
# score sheet; interpreter/games/speakeasy/terminal.py and its parts). Arguments arrive in words:
# $seat "Player 2", $kind "casino", $card a card's name, $borough "Uptown", $deck "VIP"…

## where: the game's own name: the terminal's header, the studio's brand and page title, the book's title; max 24 chars

game-name = Speakeasy

## where: a bot described in the terminal's header (`Player 2: a bot that …`): one line, max 90 chars

term-bot-greedy = a greedy bot

## the time, the status line
## where: the terminal's status line under each question and the act/round header: the status line is one line of the terminal (it wraps past its width)
table-time = Act { $act }, round { $round } of { $rounds }
table-setup-time = The setup round (1920)
table-you = { $seat } (you)
table-status = ${ $cash } · infamy { $infamy } · { $goons } { $goons ->
    [one] goon
   *[other] goons
  } · { $buildings } { $buildings ->
    [one] building
   *[other] buildings
  } · { $hand } { $hand ->
    [one] card
   *[other] cards
  }
table-status-you = ${ $cash } cash, ${ $safe } in the safe · infamy { $infamy } · { $goons } { $goons ->
    [one] goon
   *[other] goons
  } · { $ledgers } { $ledgers ->
    [one] ledger
   *[other] ledgers
  } · { $influence } Leverage · { $buildings } { $buildings ->
    [one] building
   *[other] buildings
  }
table-turn-order = Turn order:
table-moving = moving down this round: { $players }
table-supply = In the supply: { $barrels } barrels, { $goons } goons, { $cops } police, { $mob } mob speakeasies.

## the players
## where: the terminal's `view` (players table) and the standings
table-players = Players
table-cash = Cash
table-safe = Safe
table-safe-yours = ${ $amount } (yours)
table-hidden = hidden
table-infamy = Infamy
table-goons = Goons
table-capos = Capos ready
table-family = Family members
table-family-count = { $vip } in the VIP Room, { $docks } at the docks, { $guarding } guarding, { $supply } left
table-ledgers = Ledgers
table-ledger-count = { $here } on the board, { $placed } placed
table-influence = Leverage
table-influence-count = { $tokens } { $tokens ->
    [one] token
   *[other] tokens
  } + { $cards } from cards
table-hand = Hand
table-cards = { $count } { $count ->
    [one] card
   *[other] cards
  }
table-board-cards = Business cards
table-card-on-board = { $deck }: { $card }
table-card-in-hand = { $card } ({ $deck })
table-helpers = Helpers
table-used = { $count } used
table-tiles = City tiles
table-crates = Crates
table-associate = Associate
table-associate-is = { $mobster } (strength +{ $assist }, fee ${ $fee })
table-trucks = Trucks
table-truck-off = truck { $truck }: not on the map
table-truck-at = truck { $truck }: district { $district }, { $load } { $load ->
    [one] barrel
   *[other] barrels
  }
table-still-barrels = Barrels in the still
table-on-map = On the map
table-kind-count = { $count } { $kind }
table-not-operating = { $count } not operating
table-to-open = Still to open
table-slot-kind = { $count } { $kind } ({ $costs })
table-big-kind = { $count } { $kind } (${ $cost })
table-control = Area control
table-control-in = { $borough } { $count }
table-once = Once per game, unused
table-counters = Counters
table-counters-table = Counters on the table: { $counters }
table-yours = Only you see this
table-used-helpers = Used helpers

## the board
## where: the terminal's `view map`/`view` tables of the board: locations, displays, docks, ships, objectives
table-map = The map
table-district = District
table-district-is = { $district } { $borough }
table-next-to = Next to
table-police = Police
table-police-next = (tile: next patrol)
table-mob = Mob
table-mob-strength = strength { $strength }
table-mob-strength-down = strength tile face down
table-war-next = next mob war here
table-spaces = Buildings
table-blocked = blocked
table-space-free = empty space
table-space-empty = empty space, city tile “{ $tile }”
table-mob-speakeasy = mob speakeasy
table-building = { $seat }'s { $kind }
table-with-marks = { $thing } ({ $marks })
table-protected = protected
table-barrel = barrel
table-closed = not operating: police
table-ship-here = port: { $ship }'s rum-runner, { $barrels } { $barrels ->
    [one] barrel
   *[other] barrels
  }
table-truck-here = { $seat }'s truck { $truck } ({ $load } { $load ->
    [one] barrel
   *[other] barrels
  })
table-map-key = Next to: the districts a truck can drive to. A building operates unless police patrol its district and no family member guards it.
table-locations = Locations
table-location = Location
table-persons = Persons and capos
table-info-hint = Type info and a name (info Garage) to read a location's or any component's rules.
table-displays = Displays and decks
table-helper-display = Helper cards
table-tile-display = City tiles
table-tile-middle = City tiles given back
table-tile-covers = { $tile } (covering { $count ->
    [one] 1 other tile
   *[other] { $count } other tiles
  })
table-decks = Business decks
table-deck = { $deck } { $count }
table-stacks = Face down
table-stacks-are = { $helpers } helper cards, { $tiles } city tiles
table-mob-board = Mob board
table-mobster-at = { $mobster } (district { $district })
table-mob-control = Mob's area control
table-docks = The docks
table-dock-row = Row
table-dock-row-is = { $row }: { $reward }
table-docks-of = { $borough }
table-ships = Rum-runners
table-ship = Ship
table-port = Port
table-ship-barrels = Barrels
table-price = Price
table-defense = Defense
table-crate = Crate
table-objectives = Objectives
table-objective = Objective
table-objective-in = { $objective } ({ $borough })
table-ledgers-on = Ledgers

## the scores
## where: the terminal's score sheet and final scores at the game's end
table-standings = Standings after act { $act }
table-player = Player
table-part-cash = Cash
table-part-safe = Safe
table-part-buildings = Buildings
table-part-helpers = Helpers
table-so-far = So far
table-total = Total
table-standings-note = Buildings count if they operate now; each helper bottle counts once. Safes stay hidden until the end.
table-final = Final scores (000 P.20)
table-made-of = What the parts hold
table-no-buildings = Buildings: none operating.
table-buildings-are = Buildings: { $parts }.
table-building-points = { $count } { $kind } × ${ $each } = ${ $points }
table-no-helpers = Helpers: none.
table-helpers-are = Helpers: { $parts }.
table-helper-points = { $bottle } ${ $value }
table-helper-spare = { $bottle } ${ $value } (not counted: that bottle already counts)
table-income = Where the money came from
table-income-start = Start
table-income-sales = Sales
table-income-luciano = Luciano
table-income-casinos = Casinos
table-income-crates = Crates
table-income-objectives = Objectives
table-income-bonuses = Bonuses
table-income-received = Given
table-income-paid = Paid
table-winner = { $count ->
    [one] { $players } wins with ${ $score }.
   *[other] { $players } share the win with ${ $score }.
  }

# the open table (issue 22): the decks' top cards, the spare crate tiles, the cards known in a hand (D-60, D-61)
table-deck-top = { $deck } { $count }, { $card } on top
table-spare-crates = Spare crate tiles
table-spare-crates-are = { $count } in a face-up pile, { $crate } on top
table-hand-known = known: { $cards }{ $unknown ->
    [0] {""}
   *[other] ; { $unknown } not known
  }

## where: the terminal (`speakeasy play`): its header, help, errors and questions of its own; lines wrap at 60 columns

# --- issue 29 (teach29): the parts of the table `view NAME` shows alone
term-view-me = me
term-view-players = players
term-view-map = map
term-view-locations = locations
term-view-displays = displays
term-view-docks = docks
term-view-ships = ships
term-view-objectives = objectives

## where: a bot described in the terminal's header (`Player 2: a bot that …`): one line, max 90 chars

# (issue 28, l10n28) the strong bot in the terminal's seat list
term-bot-consigliere = a consigliere bot (searches ahead)
