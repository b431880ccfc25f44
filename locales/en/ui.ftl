# What the game says while you play: prompts, options, the log.
# Arguments arrive already in words: $kind "speakeasy", $card a card's name, $seat "Player 2"...

## where: words inside the options of a take-over's question (the strength an attack or a defence is backed with)

backing = strength { $total } with { $goons } { $goons ->
    [one] goon
   *[other] goons
  }{ $associate ->
    [paid] {""} and your associate (${ $fee })
    [free] {""} and your associate (free)
   *[none] {""}
  }

## where: a question and its options: a prompt-* is the terminal's question line and the studio's question box, an opt-* one line of the terminal's numbered menu and a button of the studio; each max 80 chars besides what it quotes

prompt-helper = Use a helper card this turn?
prompt-give-card = Which business card do you give to { $to }?
prompt-give-helper = Which helper card do you give to { $to }?
prompt-give-city_tile = Which city tile do you give to { $to }?
prompt-place-capo = Send a capo to talk to whom?
prompt-draw = Draw a business card from which deck?
prompt-return-tile = Keep at most { $limit } city tiles: which one goes back?
prompt-return-where = Put { $tile } on which middle space of the city tile display?
prompt-defend = The mob attacks your { $kind } in district { $district } with strength { $war }.
prompt-take-card = Take a card from which deck?
prompt-take-helper = Take which helper card?
prompt-take-tile = Take which city tile?
prompt-raise = Raise which level?
prompt-discard = Discard which business card?
prompt-play-card = Play which business card?
prompt-copy-helper = Use the reward of which helper card?
prompt-use-tile = Use which city tile?
prompt-cook = Place a ledger on which objective?
prompt-protect = Protect which building? ({ $cost } leverage each)
prompt-sell = Sell a barrel from where? (up to { $left } more)
prompt-build = Open which building? (You choose its district next.)
prompt-build-space = Open the { $kind } where?
prompt-upgrade = Upgrade which speakeasy?
prompt-take-over = Take over a mob speakeasy with which building?
prompt-take-over-target = Replace which mob speakeasy with the { $kind }?
prompt-take-over-backing = Back the attack on district { $district } (defense { $defense }) how?
prompt-place-family = Where does the family member go?
prompt-dock-reward = Take which dock reward?
prompt-dock-shuffle = Move another of your family members at the docks?
prompt-ambush = Ambush which ship?
prompt-stow = Where does the barrel go?
prompt-turn-order = Move your turn-order marker to which space?
prompt-ally = Take which mobster as your associate?
prompt-swap = Swap with which capo?
prompt-truck-enter = Where does truck { $truck } enter the map?
prompt-truck-order = Which truck moves first? (Each finishes its moves before the next one starts.)
prompt-truck = Truck { $truck } is in district { $district } with { $load } { $load ->
    [one] barrel
   *[other] barrels
  } and { $left } { $left ->
    [one] move
   *[other] moves
  } left.
prompt-buy-again = Buy another barrel from this ship?

opt-helper = { $helper }
opt-ability = use once per game — { $component }: { $node }
opt-no-helper = no helper this turn
opt-place-capo = { $loc }, person { $person }
opt-deck = the { $deck } deck
opt-tile = { $tile }
opt-take-tile = “{ $tile }”{ $column ->
    [right] {" "}from the display (the stack deals another)
   *[middle] {" "}from the tiles given back
  }
opt-card = { $card }
opt-raise = { $track }
opt-objective = { $objective }
opt-defend = defend the { $kind } in district { $district }: { $backing }
opt-defend-free = your associate defends the { $kind } for free
opt-lose = let the { $kind } fall
opt-middle-empty = the empty middle space of row { $row }
opt-middle-cover = the middle space of row { $row }, covering { $tile }
opt-protect = protect the { $kind } in district { $district }{ $marks ->
    [barrel] {" "}(with a barrel)
   *[none] {""}
  }
opt-stop-protect = stop protecting
opt-sell = sell from the { $kind } in district { $district } for ${ $price }
opt-stop-sell = stop selling
opt-build = a { $kind } for ${ $cost }, opening bonus: { $node }
opt-build-plain = a { $kind } for ${ $cost }
opt-space = district { $district } ({ $borough }){ $has_tile ->
    [yes] , the space with the city tile “{ $tile }”
   *[no] , a space without a city tile
  }
opt-upgrade = the speakeasy in district { $district }{ $marks ->
    [protected] {" "}(protected)
    [barrel] {" "}(with a barrel)
    [protected-barrel] {" "}(protected, with a barrel)
   *[none] {""}
  } to a { $kind } for ${ $cost }
opt-take-over = the mob speakeasy in district { $district } ({ $borough }), defense { $defense }{ $has_tile ->
    [yes] , over the city tile “{ $tile }”
   *[no] {""}
  }
opt-ignore-defense = ignoring its defense
opt-vip = to your VIP Room
opt-dock = to the { $borough } docks, row { $row } ({ $node })
opt-dock-move = from the { $borough } docks row { $row } to the { $to_borough } docks row { $to_row }
opt-stay = leave them where they are
opt-ambush = { $ship }: { $backing }
opt-ambush-hire = { $ship }: { $backing }, hiring { $hired ->
    [one] 1 family member of another player
   *[other] { $hired } family members of other players
  } ({ $owners }; $1 each)
opt-stow = beside the { $kind } in district { $district }{ $marks ->
    [protected] {" "}(protected)
   *[none] {""}
  }
opt-stow-still = to your still
opt-column = space { $column }{ $discard ->
    [0] {""}
   *[other] {""} (discard { $discard } more)
  }
opt-mobster = { $mobster } (district { $district })
opt-swap = { $other }'s capo at { $loc }, person { $person }
opt-enter = district { $district }
opt-truck-skip = leave truck { $truck } off the map
opt-unload = deliver a barrel to the { $kind } in district { $district }{ $marks ->
    [protected] {" "}(protected)
   *[none] {""}
  }
opt-load = load { $count } from your still
opt-buy = buy a barrel from { $ship } for ${ $price }
opt-drive = drive to district { $district }
opt-truck-end = truck { $truck } stops here
opt-truck-first = truck { $truck } (in district { $district }) first
opt-truck-first-off = truck { $truck } (off the map) first
opt-buy-again = buy another for ${ $price }
opt-sail = let the ship sail on

## where: a line of the game log (terminal, as it happens and in `log`; the studio's log panel); one line at 100 columns: max 140 chars besides what it quotes

log-act = Act { $act } ({ $years }) begins.
log-act_end = Act { $act } is over.
log-round = Round { $round } of act { $act }.
log-capo = { $seat } sends a capo to { $loc } (person { $person }).
log-gain = { $seat } gains { $amount } { $what }.
log-gain_money = { $seat } gains ${ $amount }{ $safe ->
    [true] {" "}in the safe
   *[other] {""}
  }.
log-hire = { $free ->
    [true] { $seat } hires a goon for free.
   *[other] { $cost ->
        [0] { $seat } hires a goon; its space on the board costs nothing.
       *[other] { $seat } hires a goon.
    }
  }
log-goons_back = { $seat } spends { $amount } { $amount ->
    [one] goon
   *[other] goons
  }: back to the supply.
# A payment: what for ($why), then where the money came from. $cash is taken from cash; $worth is
# what the safe paid, which took $safe from it at $rate:1 (000 P.7).
log-pay = { $seat } pays ${ $money }{ $why ->
    [goon] {" "}for a goon
    [build] {" "}for the { $building }
    [upgrade] {" "}to upgrade a speakeasy to a { $building }
    [fee] {" "}to { $mobster } for the associate's help
    [barrel] {" "}to { $ship }'s rum-runner for a barrel
    [family] {" "}to { $to } for the help of a family member at the docks
    [component] {" "}for { $component }
   *[other] {""}
  }{ $worth ->
    [0] {" "}in cash
   *[other] { $cash ->
        [0] {""}, all from the safe at { $rate }:1 (${ $safe } from the safe)
       *[other] : ${ $cash } in cash and ${ $worth } from the safe at { $rate }:1 (${ $safe } from the safe)
    }
  }.
log-safe_rule = (Laundering: money from the safe pays at { $rate }:1, so each $1 owed takes ${ $rate } from the safe. Cash goes first: both score $1 a dollar at the end.)
log-pay_influence = { $seat } pays { $amount } { $what }.
log-give = { $seat } gives { $amount } { $what } to { $to }.
log-give_card = { $seat } gives a business card to { $to }.
log-give_helper = { $seat } gives the helper card “{ $helper }” to { $to }.
log-give_city_tile = { $seat } gives the city tile “{ $tile }” to { $to }.
log-give_money = { $seat } gives ${ $money } to { $to }{ $worth ->
    [0] {" "}in cash
   *[other] { $cash ->
        [0] {""}, all from the safe at { $rate }:1 (${ $safe } from the safe)
       *[other] : ${ $cash } in cash and ${ $worth } from the safe at { $rate }:1 (${ $safe } from the safe)
    }
  }.
log-draw_card = { $seat } takes { $card } from the { $deck } deck.
log-card_back = { $card } goes back under the { $deck } deck.
log-take_helper = { $seat } takes the helper card “{ $helper }”.
log-helper_dealt = A new helper card comes into the display: “{ $helper }”.
log-take_tile = { $seat } takes the city tile “{ $tile }”.
log-tile_dealt = A new city tile comes into the display: “{ $tile }”.
log-return_tile = { $seat } returns the city tile “{ $tile }” to the middle space of row { $row }.
log-raise = { $seat } raises { $track } to level { $level }{ $stat ->
    [strength] : attack and defense strength { $value }
    [vip_capacity] : the VIP Room holds { $value } family members
    [sell_limit] : a sale sells up to { $value } barrels
    [production] : the still produces { $value } barrels
    [truck_range] : each truck drives up to { $value } districts
   *[other] {""}
  }.
log-discard = { $seat } discards { $card }, face up under the { $deck } deck.
log-play_card = { $seat } plays { $card }.
log-use_tile = { $seat } uses the city tile “{ $tile }”.
log-use_helper = { $seat } uses the helper card “{ $helper }”.
log-cook = { $seat } cooks the books: { $objective }.
log-protect = { $seat } protects the { $kind } in district { $district }{ $tokens ->
    [0] {""}
    [one] {" "}(spending 1 Leverage token)
   *[other] {" "}(spending { $tokens } Leverage tokens)
  }.
log-produce = { $seat }'s still produces { $barrels } { $barrels ->
    [one] barrel
   *[other] barrels
  }.
log-sell = { $seat } sells a barrel in district { $district } for ${ $price }.
log-build = { $seat } opens a { $kind } in district { $district }.
log-take_over = { $seat } takes over a mob speakeasy in district { $district } with a { $kind }.
log-upgrade = { $seat } upgrades a speakeasy in district { $district } to a { $kind }.
log-family_vip = { $seat } puts a family member in the VIP Room.
log-family_dock = { $seat } sends a family member to row { $row } of the { $borough } docks.
log-dock_move = { $seat } moves a family member from row { $row } of the { $borough } docks to row { $to_row } of the { $to_borough } docks (a move earns no reward: only one sent there takes it).
log-family_home = { $vip ->
    [true] { $seat }'s family member comes back from the docks to the VIP Room.
   *[other] { $seat }'s family member comes back from the docks to the supply: the VIP Room is full.
  }
log-ambush = { $seat } ambushes { $ship }'s rum-runner.
log-crate = { $seat } wins { $crate } and takes ${ $cash }; turned over, it gives for the rest of the game: { $node }.
log-stow = { $seat } puts the barrel beside the { $kind } in district { $district }.
log-stow_still = { $seat } puts the barrel in their still.
log-ship_sails = { $ship }'s rum-runner sails on to the port of district { $district }.
log-buy_barrel = { $seat } buys a barrel from { $ship }'s rum-runner.
log-truck = { $seat }'s truck { $truck } drives to district { $district }.
log-load = { $seat } loads { $amount } { $amount ->
    [one] barrel
   *[other] barrels
  } from the still onto truck { $truck }.
log-deliver = { $seat } delivers a barrel in district { $district }.
log-turn_order = { $seat } moves to space { $column } of the lower turn-order row.
log-turn_order_changed = New turn order: { $order }.
log-casino_payout = { $seat }'s casinos pay ${ $amount }.
log-ally = { $seat } takes { $mobster } as an associate.
log-mobster_returns = { $mobster } goes back to the mob board, in district { $district }.
log-swap_capo = { $seat } swaps capos with { $other }.
log-infamy_reward = { $seat } reaches infamy { $at } and takes its reward: { $node }.
log-mob_war = Lucky Luciano: { $count ->
    [0] no mob war this act.
   *[other] the mob war comes to { $count ->
        [one] district
       *[other] districts
    } { $districts }.
  }
log-mobster_arrives = { $mobster } arrives in district { $district } (war strength { $war }).
log-mob_opens = The mob opens { $amount } { $amount ->
    [one] speakeasy
   *[other] speakeasies
  } in district { $district }.
log-mobster_leaves = { $mobster } finds no room in district { $district } and leaves the game; the district's mob strength tile is turned face down.
log-defended = { $seat } holds the { $kind } in district { $district }.
log-lost = { $seat } loses a { $kind } in district { $district }.
log-police = { $count ->
    [0] No district has police.
    [one] The police patrol district { $police }.
   *[other] The police patrol districts { $police }.
  }
log-payout = { $seat } takes ${ $amount } from Lucky Luciano into the safe ({ $borough }: { $held ->
    [one] 1 district
   *[other] { $held } districts
  } controlled, place { $place }).
log-final = The game is over: final scoring.

## where: a bot's name: the studio's seat menus and comparisons; max 40 chars

# the studio names the game's bots (speakeasy serve)
bot-greedy = greedy bot

## where: a game's outcome in words: score lines and standings (terminal), comparisons and reports (`compare`, the studio)

# Speakeasy's words for its outcome, over the core's (TextKit.overrides): a score is money, and a seat's places are its capos'
game-points = ${ $score }
game-places = capos

## where: a question and its options: a prompt-* is the terminal's question line and the studio's question box, an opt-* one line of the terminal's numbered menu and a button of the studio; each max 80 chars besides what it quotes

# the open table (issue 22): the business decks and the spare crate tiles lie face up (D-60, D-61)
opt-deck-top = { $card }, from the { $deck } deck

## where: a line of the game log (terminal, as it happens and in `log`; the studio's log panel); one line at 100 columns: max 140 chars besides what it quotes

log-deck_top = { $card } lies on top of the { $deck } deck.
log-deck_empty = The { $deck } deck is empty.
log-crate_top = { $crate } lies on top of the spare crate tiles.
log-crate_dealt = { $crate } goes onto { $ship }'s rum-runner.

## where: a question and its options: a prompt-* is the terminal's question line and the studio's question box, an opt-* one line of the terminal's numbered menu and a button of the studio; each max 80 chars besides what it quotes

# after an ambush the player chooses which of her family members at those docks leaves (D-62)
prompt-dock-leave = Which of your family members leaves the { $borough } docks?
opt-dock-leave = the one on row { $row } (its space gives: { $node })

## where: a line of the game log (terminal, as it happens and in `log`; the studio's log panel); one line at 100 columns: max 140 chars besides what it quotes

# a still lost in a mob war returns its barrels to the supply (000 P.9; D-63)
log-still_barrels_back = { $amount ->
    [one] The barrel on { $seat }'s lost still goes back to the supply.
   *[other] The { $amount } barrels on { $seat }'s lost still go back to the supply.
  }
# the supply of Leverage tokens is the box's 20 (000 P.3; D-43)
log-gain_none = { $seat } gains no { $what }: none is left in the supply.

## where: a bot's name: the studio's seat menus and comparisons; max 40 chars

# (issue 28, l10n28) the strong bot, named as the greedy one is: in the studio's seat menus (bot-) and the
# terminal's seat list (term-bot-, table.ftl)
bot-consigliere = consigliere bot (searches ahead)

## where: a line of the game log (terminal, as it happens and in `log`; the studio's log panel); one line at 100 columns: max 160 chars besides what it quotes

# the narration tells what a player needs (issue 29 item 4, D-240..D-244): the starting hand is dealt face down,
# named to its owner alone (the log's audience); a change of infamy with the barrel price it reaches; why a
# Luciano place or a casino paid nothing, and why a capo's person did nothing (to that player alone: that a cost
# cannot be paid tells of the safe)
log-dealt = { $seat } is dealt { $amount } business cards face down, one from each deck.
log-dealt_hand = { $seat }'s starting hand (only { $seat } sees it): { $dealt_cards }.
log-infamy = { $seat }'s infamy rises from { $was } to { $now }{ $prices ->
    [new] : a barrel now sells for ${ $speakeasy } from a speakeasy, ${ $high } from a nightclub or casino
    [next] ; barrels sell for more from infamy { $next }
   *[top] {""}
  }.
log-trucks = { $seat } now has { $amount } trucks: the new one enters the map in any district on its first delivery.
log-payout_none = { $seat } controls { $held ->
    [one] 1 district
   *[other] { $held } districts
  } of { $borough } but is place { $place }: { $beyond ->
    [true] Lucky Luciano pays only the first { $paid } places.
   *[other] Lucky Luciano pays nothing for that place.
  }
log-casino_closed = { $seat }'s casino in district { $district } pays nothing: police are there and no family member protects it.
log-capo_idle = Nothing happens for { $seat } at { $loc }: none of this person's actions can be done now ({ $node }); only { $seat } is told why.
log-give_card_named = { $seat } gives { $card } to { $to } (only the two of them see which card).
log-objective_met = { $seat } now meets { $objective }: a ledger placed on it at the Restaurant takes its reward ({ $node }); told to { $seat } alone.
# decks as places (issue 27 item 3, D-300): the cards looked at are named to the one who looks alone
prompt-look-keep = Which card from the { $deck } deck do you keep? ({ $left } to keep)
prompt-look-order = Which card goes to the bottom of the { $deck } deck next, under the ones before it?
log-look_seen = { $seat } looks at the top of the { $deck } deck (only { $seat } sees these cards): { $looked_cards }.
log-look_kept = { $seat } { $kept ->
    [0] keeps none of them
   *[other] keeps { $kept_cards }
  }{ $bottom ->
    [0] {""}
   *[other] {" "}and puts { $bottom_cards } at the bottom of the { $deck } deck, in the order they lay
  } (only { $seat } sees which).
log-look_deck = { $seat } looks at the top { $looked ->
    [one] card
   *[other] { $looked } cards
  } of the { $deck } deck, keeps { $kept } and puts { $bottom } at the bottom.

## why a person is not offered to your capo (issue 29): said only to the player deciding
## where: the terminal's `why` (after a person's name: "the Restaurant, person 1: …") and the studio's list under the options; max 120 chars besides what it quotes
why-not-taken = { $seat } already has a capo there
why-not-players = not in play with { $players } players
why-not-pay = its first action is compulsory, and you cannot pay for it now ({ $node })
why-not-step = its first action is compulsory, and it cannot be done now ({ $node })
why-not-unknown = not offered now

## barrels given from still to still (D-355): public, as the still track is
## where: a line of the game log (terminal, as it happens and in `log`; the studio's log panel); one line at 100 columns: max 140 chars besides what it quotes
log-give_barrel = { $seat } gives { $amount } { $amount ->
    [one] barrel
   *[other] barrels
  } from their still to { $to }'s still.
