# Nouns, quantities and selector phrases. $count picks singular or plural.

## where: words inside rule text, prompts and log lines (a noun, quantity, unit or qualifier; never shown alone)

word-ledger = { $count ->
    [one] ledger
   *[other] ledgers
  }
word-influence = { $count ->
    [one] Leverage token
   *[other] Leverage tokens
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
    .they = their strength
track-vip = your VIP Room
    .they = their VIP Room
track-party = your Party
    .they = their Party
track-still = your Still
    .they = their Still
track-fleet = your Fleet
    .they = their Fleet
track-business = any business

# a card kind before "business card": "take a VIP business card"
card-kind-vip = VIP
card-kind-party = Party
card-kind-still = Still
card-kind-fleet = Fleet

q-strength = your strength
    .they = their strength
    .bare = strength
q-vip = your VIP Room level
    .they = their VIP Room level
    .bare = VIP Room level
q-party = your Party level
    .they = their Party level
    .bare = Party level
q-still = your Still level
    .they = their Still level
    .bare = Still level
q-fleet = your Fleet level
    .they = their Fleet level
    .bare = Fleet level
q-infamy = your infamy
    .they = their infamy
    .bare = infamy
q-influence = your Leverage (business cards, Leverage tokens and permanent Leverage)
    .they = their Leverage (business cards, Leverage tokens and permanent Leverage)
    .bare = Leverage
q-influence_tokens = the number of your Leverage tokens
    .they = the number of their Leverage tokens
    .bare = number of Leverage tokens
q-associate_strength = your associate's strength
    .they = their associate's strength
    .bare = associate strength
q-goons = the number of your goons
    .they = the number of their goons
    .bare = number of goons
q-cash = your cash
    .they = their cash
    .bare = cash
q-safe = the money in your safe
    .they = the money in their safe
    .bare = money in the safe
q-players = the number of players
    .bare = players
q-act = the current act
    .bare = act
q-vip_capacity = your VIP Room capacity
    .they = their VIP Room capacity
    .bare = VIP Room capacity
q-sell_limit = your sell limit
    .they = their sell limit
    .bare = sell limit
q-production = your production
    .they = their production
    .bare = production
q-truck_range = your truck range
    .they = their truck range
    .bare = truck range
q-turn_column = your turn-order column
    .they = their turn-order column
    .bare = turn-order column
unit-strength = level of strength
unit-vip = VIP Room level
unit-party = Party level
unit-still = Still level
unit-fleet = Fleet level
unit-infamy = point of infamy
unit-influence = point of Leverage
unit-influence_tokens = Leverage token
unit-associate_strength = point of your associate's strength
    .they = point of their associate's strength
unit-goons = goon
unit-cash = dollar in cash
unit-safe = dollar in your safe
    .they = dollar in their safe
unit-players = player
unit-act = act
unit-vip_capacity = place in your VIP Room
    .they = place in their VIP Room
unit-sell_limit = barrel you may sell
    .they = barrel they may sell
unit-production = barrel you produce
    .they = barrel they produce
unit-truck_range = point of truck range
unit-turn_column = turn-order column

# selector filters: an adjective before the noun, or a qualifier after it
adj-protected = protected
adj-unprotected = unprotected
adj-operating = operating
# `mine` where the owner is already the subject ("you have at least 2 casinos") is left out, or said by its
# `.own` (words with no owner in them); `.any`: a filter of a noun that is anyone's, without `mine` (render.py np)
qual-mine = of yours
    .they = of theirs
    .bare = {""}
qual-others = of other players
qual-barrel = with a barrel
qual-ledger-mine = {""}
    .bare = {""}
qual-ledger-placed = you placed on the main board
    .they = they placed on the main board
qual-ledger-unplaced = on your player board
    .they = on their player board
qual-family_member-vip = in your VIP Room
    .they = in their VIP Room
    .any = in a player's VIP Room
qual-family_member-dock = at the docks
qual-family_member-protecting = protecting your buildings
    .they = protecting their buildings
    .any = protecting a player's buildings
qual-family_member-placed = on the map or at the docks
qual-barrel-mine = {""}
    .bare = {""}
qual-barrel-building = beside your buildings
    .they = beside their buildings
qual-barrel-still = in your still
    .they = in their still
qual-barrel-truck = on your trucks
    .they = on their trucks
qual-goon-mine = on your player board
    .they = on their player board
    .bare = {""}
qual-helper-mine = beside your board or in your safe
    .they = beside their board or in their safe
    .bare = {""}
    .own = whether used or not
qual-helper-used = in your safe
    .they = in their safe
qual-helper-unused = beside your board
    .they = beside their board
qual-city_tile-mine = on or beside your player board
    .they = on or beside their player board
    .bare = {""}
    .own = whether used or not
qual-city_tile-used = used, beside your board
    .they = used, beside their board
qual-city_tile-unused = on your player board
    .they = on their player board
qual-crate-mine = you won
    .they = they won
    .bare = {""}
qual-card-mine = {""}
    .bare = {""}
qual-card-hand = in your hand
    .they = in their hand
qual-card-board = on your player board
    .they = on their player board
qual-truck-mine = of yours
    .they = of theirs
    .bare = {""}
qual-truck-placed = on the map
qual-district-police = with police
qual-district-blocked = that { $count ->
    [one] is
   *[other] are
  } blocked
qual-district-mine = where you have a building
    .they = where they have a building
    .bare = with a building of theirs
qual-district-controlled = you control
    .they = they control
    .bare = under their control
qual-borough-mine = where you have a building
    .they = where they have a building
    .bare = with a building of theirs
qual-borough-controlled = where you control a district
    .they = where they control a district
    .bare = where they control a district
qual-borough-majority = where you control more districts than anyone else
    .they = where they control more districts than anyone else
    .bare = where they control more districts than anyone else

# a track named on its own: "Player 2 raises Still to 3"
level-strength = strength
level-vip = VIP Room
level-party = Party
level-still = Still
level-fleet = Fleet
card-kinds = { $kinds } { $cards }
