# One message per verb (and per persistent modifier, event and role).

## where: rule text (a component's lines in `info`, the book, the studio's cards; inside option labels): a verb's, modifier's or event's words, joined into sentences by structure.ftl

verb-gain = gain { $amount } { $what }
# consecutive gains of fixed amounts as one: "gain 1 ledger, $2 and 1 Leverage token"
verb-gain-all = gain { $items }
gain-item = { $amount } { $what }
gain-item-money = { $amount }
verb-gain-vip = put { $amount } { $what } in your VIP Room
    .they = put { $amount } { $what } in their VIP Room
verb-gain-dock = send { $amount } { $what } to the docks
verb-gain-money = gain { $amount }
verb-gain-money-safe = put { $amount } in your safe
    .they = put { $amount } in their safe
verb-hire = hire { $amount } { $count ->
    [one] goon
   *[other] goons
  }
verb-hire-free = hire { $amount } { $count ->
    [one] goon
   *[other] goons
  } for free
verb-take-card = take a { $kind } business card
verb-take-card-any = take a business card of any kind
# $times/$many: a repeat the step's words count ("take 2 city tiles"; render.py)
verb-take-helper = take { $many ->
    [one] a helper card
   *[other] { $times } helper cards
  } from the display
verb-take-city_tile = take { $many ->
    [one] a city tile
   *[other] { $times } city tiles
  } from the display
verb-raise = raise { $tracks } by { $count ->
    [one] one level
   *[other] { $amount } levels
  }
    .again = raise it by { $count ->
        [one] one more level
       *[other] { $amount } more levels
      }
verb-build = open a { $kind }, paying its cost
verb-upgrade = upgrade one of your speakeasies to a { $kind }, paying its cost
    .they = upgrade one of their speakeasies to a { $kind }, paying its cost
verb-take_over = take over a mob speakeasy with a { $kind }, paying its cost
verb-take_over-ignore = take over a mob speakeasy with a { $kind }, ignoring its defense and paying its cost
verb-take_over-free = take over a mob speakeasy with a { $kind }, without paying its cost
verb-take_over-ignore-free = take over a mob speakeasy with a { $kind }, ignoring its defense and without paying its cost
verb-play = play a { $kind } card from your hand
    .they = play a { $kind } card from their hand
verb-play-any = play a business card from your hand
    .they = play a business card from their hand
verb-produce = produce barrels
verb-sell = sell barrels
verb-deliver = pick up and deliver barrels
verb-protect = protect buildings
verb-discard = discard { $amount } business { $count ->
    [one] card
   *[other] cards
  } from your hand
    .they = discard { $amount } business { $count ->
        [one] card
       *[other] cards
      } from their hand
verb-pay = pay { $amount }
verb-pay-influence = spend { $amount } Leverage { $count ->
    [one] token
   *[other] tokens
  }
verb-move_turn_order = move your turn-order marker to an empty space of the lower row
    .they = move their turn-order marker to an empty space of the lower row
verb-cook = cook the books { $many ->
    [one] (place a ledger on an objective you meet)
   *[other] { $times } times (each time placing a ledger on an objective you meet)
  }
    .they = cook the books { $many ->
        [one] (place a ledger on an objective they meet)
       *[other] { $times } times (each time placing a ledger on an objective they meet)
      }
verb-use = use { $many ->
    [one] one of your city tiles
   *[other] { $times } of your city tiles
  }
    .they = use { $many ->
        [one] one of their city tiles
       *[other] { $times } of their city tiles
      }
verb-copy = take the reward of a displayed helper card without taking the card
verb-swap_capo = swap your capo with another player's capo outside the Park
    .they = swap their capo with another player's capo outside the Park
verb-act = do the actions of the person your capo now talks to
    .they = do the actions of the person their capo now talks to
verb-ally = take a mobster from the mob board as your associate
    .they = take a mobster from the mob board as their associate
verb-attack = ambush a rum-runner ship
verb-auto_defend = your { $kind } is defended in the mob war without a fight
    .they = their { $kind } is defended in the mob war without a fight
verb-free_assist = your associate helps one attack or defense for free
    .they = their associate helps one attack or defense for free

mod-sell_limit = sell { $amount } { $direction ->
    [up] more
   *[down] fewer
  } { $count ->
    [one] barrel
   *[other] barrels
  } each time you sell
    .they = they sell { $amount } { $direction ->
        [up] more
       *[down] fewer
      } { $count ->
        [one] barrel
       *[other] barrels
      } each time they sell
mod-production = produce { $amount } { $direction ->
    [up] more
   *[down] fewer
  } { $count ->
    [one] barrel
   *[other] barrels
  } each time you produce
    .they = they produce { $amount } { $direction ->
        [up] more
       *[down] fewer
      } { $count ->
        [one] barrel
       *[other] barrels
      } each time they produce
mod-truck_range = { $signed } range for each of your trucks
    .they = { $signed } range for each of their trucks
mod-defense = { $signed } to your defense in the mob war
    .they = { $signed } to their defense in the mob war
mod-takeover_attack = { $signed } attack when you take over a mob speakeasy
    .they = { $signed } attack when they take over a mob speakeasy
mod-ship_attack = { $signed } attack when you ambush a rum-runner ship
    .they = { $signed } attack when they ambush a rum-runner ship
mod-associate_fee = your associate's fee is ${ $amount } { $direction ->
    [up] higher
   *[down] lower
  }
    .they = their associate's fee is ${ $amount } { $direction ->
        [up] higher
       *[down] lower
      }
mod-influence = { $signed } Leverage
    .they = { $signed } Leverage

# numbers of the rules, by their path (`modify game.safe_rate -1`): $signed is "+1" or "-1", $amount
# its size, $direction "up" or "down"
mod-game-safe_rate = each dollar you pay from your safe costs { $amount } safe { $count ->
    [one] dollar
   *[other] dollars
  } { $direction ->
    [up] more
   *[down] less (never less than $1)
  }
    .they = each dollar they pay from their safe costs { $amount } safe { $count ->
        [one] dollar
       *[other] dollars
      } { $direction ->
        [up] more
       *[down] less (never less than $1)
      }
mod-game-casino_payout = each of your operating casinos pays ${ $amount } { $direction ->
    [up] more
   *[down] less
  } when the turn order changes
    .they = each of their operating casinos pays ${ $amount } { $direction ->
        [up] more
       *[down] less
      } when the turn order changes
mod-game-city_tile_limit = you may keep { $amount } { $direction ->
    [up] more
   *[down] fewer
  } city { $count ->
    [one] tile
   *[other] tiles
  } at the end of your turn
    .they = they may keep { $amount } { $direction ->
        [up] more
       *[down] fewer
      } city { $count ->
        [one] tile
       *[other] tiles
      } at the end of their turn
mod-board-payouts = in each borough where you have a place, the Lucky Luciano payout pays you ${ $amount } { $direction ->
    [up] more
   *[down] less
  }
    .they = in each borough where they have a place, the Lucky Luciano payout pays them ${ $amount } { $direction ->
        [up] more
       *[down] less
      }
mod-board-goons-costs = each goon costs you ${ $amount } { $direction ->
    [up] more
   *[down] less (never less than $0)
  }
    .they = each goon costs them ${ $amount } { $direction ->
        [up] more
       *[down] less (never less than $0)
      }
mod-board-turn_order-columns-protect_cost = protecting a building costs you { $amount } { $direction ->
    [up] more Leverage
   *[down] less Leverage (never less than 0)
  }
    .they = protecting a building costs them { $amount } { $direction ->
        [up] more Leverage
       *[down] less Leverage (never less than 0)
      }
mod-board-trucks-capacity = each of your trucks carries { $amount } { $direction ->
    [up] more
   *[down] fewer
  } { $count ->
    [one] barrel
   *[other] barrels
  }
    .they = each of their trucks carries { $amount } { $direction ->
        [up] more
       *[down] fewer
      } { $count ->
        [one] barrel
       *[other] barrels
      }
mod-dock_reward_any = { $direction ->
    [up] when you send a family member to the docks, take any of the four dock rewards
   *[down] cancels { $amount } of your effects that let you take any of the four dock rewards at the docks
  }
    .they = { $direction ->
        [up] when they send a family member to the docks, they take any of the four dock rewards
       *[down] cancels { $amount } of their effects that let them take any of the four dock rewards at the docks
      }

event-protect = each time you protect
    .another = each time another player protects
    .during = while you protect
event-takeover = each time you take over a mob speakeasy
    .another = each time another player takes over a mob speakeasy
    .during = while you take over a mob speakeasy
event-defend = each time you defend in the mob war
    .another = each time another player defends in the mob war
    .during = while you defend in the mob war
event-attack_ship = each time you ambush a ship
    .another = each time another player ambushes a ship
    .during = while you ambush a ship
event-sell = each time you sell
    .another = each time another player sells
    .during = while you sell
event-produce = each time you produce
    .another = each time another player produces
    .during = while you produce
event-deliver = each time you deliver
    .another = each time another player delivers
    .during = while you deliver
    .first = the first time you deliver
event-build = each time you open, upgrade or take over a building
    .another = each time another player opens, upgrades or takes over a building
    .during = while you open, upgrade or take over a building
role-displaced = the player whose capo was moved
    .object = the player whose capo was moved
event-open = each time you open a building on an empty space
    .another = each time another player opens a building on an empty space
event-upgrade = each time you upgrade a speakeasy
    .another = each time another player upgrades a speakeasy
event-lose = each time you lose a building in the mob war
    .another = each time another player loses a building in the mob war
event-displaced = each time another player's Park swap moves your capo
    .another = each time a Park swap moves another player's capo
event-round_end = at the end of each round
event-act_end = at the end of each act
event-luciano = when each Lucky Luciano phase begins
role-displacer = the player whose Park swap moved your capo
    .that = that player
    .object = the player whose Park swap moved your capo

# $to is "you" (player-you) or a role: "give you $2", "give $2 to the player whose …"
verb-give = { $to ->
    [you] give you { $amount } { $what }
   *[other] give { $amount } { $what } to { $to }
  }
verb-give-money = { $to ->
    [you] give you { $amount }
   *[other] give { $amount } to { $to }
  }

# `build KIND discount=N`: the cost less N, never below $0 (verbs_build)
verb-build-discount = open a { $kind }, paying its cost less { $discount } (never less than $0)
# what a giver gives: as much as they have, up to the amount (verbs_social._givable); $rate is the safe
# rate of the rules (0: not known, said without it); $receiver "you" when the receiver is the owner
give-all-money = { $body } (or as much as you can, if less)
    .they = { $body } (or as much as they can, if less)
# said once after the sentence of a component that gives money
note-give-money = money is given as it is paid: cash first, then from the safe{ $rate ->
    [0] {""}
   *[other] {" "}at { $rate }:1
  }
give-all-card = { $count ->
    [one] { $body } (one of your choice, if you have any)
   *[other] { $body } (of your choice, or all you have, if fewer)
  }
    .they = { $count ->
        [one] { $body } (one of their choice, if they have any)
       *[other] { $body } (of their choice, or all they have, if fewer)
      }
give-all-influence = { $count ->
    [one] { $body } (if you have one)
   *[other] { $body } (or all you have, if fewer)
  }
    .they = { $count ->
        [one] { $body } (if they have one)
       *[other] { $body } (or all they have, if fewer)
      }
give-all-goon = { $count ->
    [one] { $body } (if you have one and { $receiver ->
        [you] you have
       *[other] the receiver has
      } an empty goon space)
   *[other] { $body } (or as many as you have and { $receiver ->
        [you] you have
       *[other] the receiver has
      } empty goon spaces for)
  }
    .they = { $count ->
        [one] { $body } (if they have one and { $receiver ->
            [you] you have
           *[other] the receiver has
          } an empty goon space)
       *[other] { $body } (or as many as they have and { $receiver ->
            [you] you have
           *[other] the receiver has
          } empty goon spaces for)
      }
give-all-helper = { $count ->
    [one] { $body } (one of your choice, if you have any beside your board)
   *[other] { $body } (of your choice, or all you have beside your board, if fewer)
  }
    .they = { $count ->
        [one] { $body } (one of their choice, if they have any beside their board)
       *[other] { $body } (of their choice, or all they have beside their board, if fewer)
      }
give-all-city_tile = { $count ->
    [one] { $body } (one of your choice, if you have any unused)
   *[other] { $body } (of your choice, or all your unused ones, if fewer)
  }
    .they = { $count ->
        [one] { $body } (one of their choice, if they have any unused)
       *[other] { $body } (of their choice, or all their unused ones, if fewer)
      }
# `as an opponent: give …` offers only an opponent who has some of it: "choose an opponent with money"
able-give-money = with money
able-give-card = with a business card in hand
able-give-influence = with a Leverage token
able-give-goon = with a goon
able-give-helper = with a helper card
able-give-city_tile = with an unused city tile
# `as an opponent: pay …` / `discard …`: only an opponent who can pay it is offered
able-pay = able to pay it
able-pay-influence = with enough Leverage tokens to pay it
able-discard = { $count ->
    [one] with a business card in hand
   *[other] with enough business cards in hand
  }
# `pay` and `discard` outside a cost take what the performer has, up to the amount (verbs_basic._pays, D-210),
# said as `give` says it; a cost before `->` is paid whole and says nothing
take-all-money = { $body } (or as much as you can, if less)
    .they = { $body } (or as much as they can, if less)
take-all-card = { $count ->
    [one] { $body } (one of your choice, if you have any)
   *[other] { $body } (of your choice, or all you have, if fewer)
  }
    .they = { $count ->
        [one] { $body } (one of their choice, if they have any)
       *[other] { $body } (of their choice, or all they have, if fewer)
      }
take-all-influence = { $count ->
    [one] { $body } (if you have one)
   *[other] { $body } (or all you have, if fewer)
  }
    .they = { $count ->
        [one] { $body } (if they have one)
       *[other] { $body } (or all they have, if fewer)
      }
# decks as places (issue 27 item 3, D-300): $amount/$count the cards looked at, $keep those kept;
# $how: none (all go back), all (all kept), some; $order: chosen (`ordered`) or lay
verb-look = look at the top { $count ->
    [one] card
   *[other] { $amount } cards
  } of the { $deck } deck{ $how ->
    [none] {" "}and put { $count ->
        [one] it
       *[other] them
      } back at the bottom of the deck, { $order ->
        [chosen] in the order you choose
       *[lay] in the order they lay
      }
    [all] {" "}and take { $count ->
        [one] it
       *[other] them
      } into your hand
   *[some] , take { $keep ->
        [one] one
       *[other] { $keep }
      } of them into your hand and put the rest at the bottom of the deck, { $order ->
        [chosen] in the order you choose
       *[lay] in the order they lay
      }
  }
    .they = look at the top { $count ->
        [one] card
       *[other] { $amount } cards
      } of the { $deck } deck{ $how ->
        [none] {" "}and put { $count ->
            [one] it
           *[other] them
          } back at the bottom of the deck, { $order ->
            [chosen] in the order they choose
           *[lay] in the order they lay
          }
        [all] {" "}and take { $count ->
            [one] it
           *[other] them
          } into their hand
       *[some] , take { $keep ->
            [one] one
           *[other] { $keep }
          } of them into their hand and put the rest at the bottom of the deck, { $order ->
            [chosen] in the order they choose
           *[lay] in the order they lay
          }
      }

## where: rule text, as the events above (a component's `when hired_out:`/`when taken:` in `info`, the book, the studio's cards, the log's trigger lines): what another player did to you and the role naming that player (D-315); .that is the role inside its own event's effect, .object after "to"
event-hired_out = each time another player's ambush hires your family members
    .another = each time an ambush hires another player's family members
event-taken = each time another player takes something from you
    .another = each time a player takes something from another player
role-ambusher = the player whose ambush hired your family members
    .that = that player
    .object = the player whose ambush hired your family members
role-taker = the player who took something from you
    .that = that player
    .object = the player who took something from you
## where: rule text of a setting of the rules that a component changes while it is yours (`set PATH VALUE`, D-310): a card's, crate back's or mobster's line in `info`, the book and the studio; `.they` is said of every player, inside "for every player: …" (`set … everyone`)
set-map-central_park-trucks_cross = { $value ->
    [on] your trucks may drive across Central Park, from one side to the other in one move
   *[off] your trucks may not drive across Central Park
  }
    .they = { $value ->
        [on] their trucks may drive across Central Park, from one side to the other in one move
       *[off] their trucks may not drive across Central Park
      }
set-board-big_buildings-nightclub-per_borough = { $count ->
    [0] you may not have a nightclub in any borough
    [one] you may have one nightclub in each borough
   *[other] you may have up to { $count } nightclubs in each borough
  }
    .they = { $count ->
        [0] they may not have a nightclub in any borough
        [one] they may have one nightclub in each borough
       *[other] they may have up to { $count } nightclubs in each borough
      }
set-board-big_buildings-casino-per_borough = { $count ->
    [0] you may not have a casino in any borough
    [one] you may have one casino in each borough
   *[other] you may have up to { $count } casinos in each borough
  }
    .they = { $count ->
        [0] they may not have a casino in any borough
        [one] they may have one casino in each borough
       *[other] they may have up to { $count } casinos in each borough
      }

## where: rule text of `give N barrel to PLAYER` (D-355), after its verb ("give the player whose capo was moved 1 barrel"): a card's or a helper's line in `info`, the book and the studio; `.they` when another player gives ("that player must give you 1 barrel …"); `able-give-barrel` follows "Choose an opponent"; max 120 chars besides what it quotes
give-all-barrel = { $count ->
    [one] { $body } (from your still, if one waits there; both stills must be operating)
   *[other] { $body } (from your still, or all that wait there, if fewer; both stills must be operating)
  }
    .they = { $count ->
        [one] { $body } (from their still, if one waits there; both stills must be operating)
       *[other] { $body } (from their still, or all that wait there, if fewer; both stills must be operating)
      }
able-give-barrel = with a barrel at an operating still
