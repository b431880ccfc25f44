# One message per verb (and per persistent modifier, event and role).

verb-gain = gain { $amount } { $what }
verb-gain-vip = put { $amount } { $what } in your VIP Room
verb-gain-dock = send { $amount } { $what } to the docks
verb-gain-money = gain { $amount }
verb-gain-money-safe = put { $amount } in your safe
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
verb-take-helper = take a helper card from the display
verb-take-city_tile = take a city tile from the display
verb-raise = raise { $tracks } by { $count ->
    [one] one level
   *[other] { $count } levels
  }
verb-build = open a { $kind }, paying its cost
verb-upgrade = upgrade one of your speakeasies to a { $kind }, paying its cost
verb-take_over = take over a mob speakeasy with a { $kind }, paying its cost
verb-take_over-ignore = take over a mob speakeasy with a { $kind }, ignoring its defense and paying its cost
verb-play = play a { $kind } card from your hand
verb-play-any = play a business card from your hand
verb-produce = produce barrels
verb-sell = sell barrels
verb-deliver = pick up and deliver barrels
verb-protect = protect buildings
verb-discard = discard { $amount } business { $count ->
    [one] card
   *[other] cards
  } from your hand
verb-pay = pay { $amount }
verb-pay-influence = spend { $amount } influence { $count ->
    [one] token
   *[other] tokens
  }
verb-move_turn_order = move your turn-order marker to the lower row
verb-cook = cook the books (place a ledger on an objective you meet)
verb-use = use one of your city tiles
verb-copy = take the reward of a displayed helper card without taking the card
verb-swap_capo = swap your capo with another player's capo outside the Park
verb-act = do the actions of the person your capo now talks to
verb-ally = take a mobster from the mob board as your associate
verb-attack = ambush a rum-runner ship
verb-auto_defend = your { $kind } is defended in the mob war without a fight
verb-free_assist = your associate helps one attack or defense for free

mod-sell_limit = sell { $amount } more { $count ->
    [one] barrel
   *[other] barrels
  } each time you sell
mod-production = produce { $amount } more { $count ->
    [one] barrel
   *[other] barrels
  } each time you produce
mod-truck_range = { $signed } range for each of your trucks
mod-defense = { $signed } to your defense in the mob war
mod-takeover_attack = { $signed } attack when you take over a mob speakeasy
mod-ship_attack = { $signed } attack when you ambush a rum-runner ship
mod-associate_fee = your associate's fee changes by { $signed } dollars
mod-influence = { $signed } leverage when you protect
mod-city_tile_limit = you may keep { $amount } more city { $count ->
    [one] tile
   *[other] tiles
  } at the end of your turn
mod-dock_reward_any = when you send a family member to the docks, take any of the four dock rewards

event-protect = each time you protect
event-takeover = each time you take over a mob speakeasy
event-defend = each time you defend in the mob war
event-attack_ship = each time you ambush a ship
event-sell = each time you sell
event-produce = each time you produce
event-deliver = each time you deliver
event-build = each time you open a building
role-displaced = the player whose capo was moved
