# Nouns, quantities and selector phrases. $count picks singular or plural.

word-ledger = { $count ->
    [one] ledger
   *[other] ledgers
  }
word-influence = { $count ->
    [one] influence token
   *[other] influence tokens
  }
word-family_member = { $count ->
    [one] family member
   *[other] family members
  }
word-goon = { $count ->
    [one] goon
   *[other] goons
  }
word-card = { $count ->
    [one] business card
   *[other] business cards
  }
word-helper = { $count ->
    [one] helper card
   *[other] helper cards
  }
word-city_tile = { $count ->
    [one] city tile
   *[other] city tiles
  }
word-crate = { $count ->
    [one] crate tile
   *[other] crate tiles
  }
word-building = { $count ->
    [one] building
   *[other] buildings
  }
word-speakeasy = { $count ->
    [one] speakeasy
   *[other] speakeasies
  }
word-still = { $count ->
    [one] still
   *[other] stills
  }
word-nightclub = { $count ->
    [one] nightclub
   *[other] nightclubs
  }
word-casino = { $count ->
    [one] casino
   *[other] casinos
  }
word-mob_speakeasy = { $count ->
    [one] mob speakeasy
   *[other] mob speakeasies
  }
word-district = { $count ->
    [one] district
   *[other] districts
  }
word-borough = { $count ->
    [one] borough
   *[other] boroughs
  }
word-barrel = { $count ->
    [one] barrel
   *[other] barrels
  }
word-truck = { $count ->
    [one] truck
   *[other] trucks
  }
word-police = { $count ->
    [one] police officer
   *[other] police officers
  }
word-mobster = { $count ->
    [one] mobster
   *[other] mobsters
  }
word-ship = { $count ->
    [one] rum-runner ship
   *[other] rum-runner ships
  }
# tracks, as in "raise your strength or any business by one level"
track-strength = your strength
track-vip = your VIP Room
track-party = your Party
track-still = your Still
track-fleet = your Fleet
track-business = any business

# a card kind before "business card": "take a VIP business card"
card-kind-vip = VIP
card-kind-party = Party
card-kind-still = Still
card-kind-fleet = Fleet

q-strength = your strength
q-vip = your VIP Room level
q-party = your Party level
q-still = your Still level
q-fleet = your Fleet level
q-infamy = your infamy
q-influence = your leverage (business cards and influence tokens)
q-influence_tokens = your influence tokens
q-associate_strength = your associate's strength
q-goons = your goons
q-cash = your cash
q-safe = the money in your safe
q-players = the number of players
q-act = the act
q-vip_capacity = your VIP Room capacity
q-sell_limit = your sell limit
q-production = your production
q-truck_range = your truck range
q-turn_column = your turn-order column
unit-strength = level of strength
unit-vip = VIP Room level
unit-party = Party level
unit-still = Still level
unit-fleet = Fleet level
unit-infamy = space of infamy
unit-influence = point of leverage
unit-influence_tokens = influence token
unit-associate_strength = point of your associate's strength
unit-goons = goon
unit-cash = dollar in cash
unit-safe = dollar in your safe
unit-players = player
unit-act = act
unit-vip_capacity = place in your VIP Room
unit-sell_limit = barrel you may sell
unit-production = barrel you produce
unit-truck_range = point of truck range
unit-turn_column = turn-order column

# selector filters: an adjective before the noun, or a qualifier after it
adj-protected = protected
adj-unprotected = unprotected
adj-operating = operating
qual-mine = of yours
qual-others = of other players
qual-barrel = with a barrel
qual-building-mine = {""}
qual-ledger-mine = {""}
qual-ledger-placed = you placed on the main board
qual-ledger-unplaced = on your player board
qual-family_member-vip = in your VIP Room
qual-family_member-dock = at the docks
qual-family_member-protecting = protecting your buildings
qual-family_member-placed = on the map or at the docks
qual-family_member-mine = {""}
qual-barrel-mine = {""}
qual-barrel-building = beside your buildings
qual-barrel-still = in your still
qual-barrel-truck = on your trucks
qual-goon-mine = on your player board
qual-helper-mine = you have, beside your board or in your safe
qual-helper-used = in your safe
qual-helper-unused = beside your board
qual-city_tile-mine = on or beside your player board
qual-city_tile-used = used, beside your board
qual-city_tile-unused = on your player board
qual-crate-mine = you won
qual-card-mine = {""}
qual-card-hand = in your hand
qual-card-board = on your player board
qual-truck-mine = of yours
qual-truck-placed = on the map
qual-district-police = with police
qual-district-blocked = that are blocked
qual-district-mine = where you have a building

# a track named on its own: "Player 2 raises Still to 3"
level-strength = strength
level-vip = VIP Room
level-party = Party
level-still = Still
level-fleet = Fleet
card-kinds = { $kinds } { $cards }
