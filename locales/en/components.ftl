# Component kinds and the lines of their rule text.

## where: rule text (a component's lines in `info`, the book, the studio's cards; inside option labels): how a component's lines are laid out, its kind label and location names

kind-location = location
kind-business_card = business card
kind-helper = helper card
kind-city_tile = city tile
kind-crate = crate tile
kind-mobster = mobster
kind-objective = ledger objective
kind-ship = rum-runner ship
kind-mob_district_tile = mob district tile
kind-strength_token = mob strength tile
kind-police_tile = police district tile
kind-table_rule = house rule

# a location's lines, top to bottom as a capo does them: a person's own actions, and the boxed ones every
# person does (first or then, beside the persons' lines)
comp-person = Person { $person }: { $text }
comp-every-person = Any person: { $text }
comp-every-person-first = Any person, first: { $text }
comp-every-person-then = Any person, then: { $text }
comp-card-line = { $kind } card. Bonus: { $bonus } Leverage { $influence }.
comp-card-line-plain = { $kind } card. No bonus. Leverage { $influence }.
comp-card-passive = While it is on your board: { $text }
# a helper's bottle at the end (000 P.20): each bottle scores once for its owner (-once: every helper with
# it is worth the same; -best: they differ, the highest counts), or every helper scores (-each, a variant)
comp-helper-bottle-once = Bottle: { $bottle }, worth ${ $value } at the end; it scores once, however many helper cards with this bottle you have.
comp-helper-bottle-best = Bottle: { $bottle }, worth ${ $value } at the end; a bottle scores once, at the highest value among your helper cards with it.
comp-helper-bottle-each = Bottle: { $bottle }, worth ${ $value } at the end.
comp-crate-cash = When you win it: { $text }
comp-crate-back = Then, for the rest of the game: { $text }
comp-golden = Ignores the golden rule: buildings count even when they do not operate.
comp-mobster-line = Pile { $pile }: strength { $strength }, { $modifier } in the mob war. As your associate: +{ $assist } strength for ${ $fee }.
comp-mobster-bonus = Associate ability: { $text }
comp-objective = { $group }: met when { $requirement }. Reward: { $reward }
comp-ship-line = Barrel prices (left to right): { $prices }. Defense: { $defenses }.

comp-crate-name = Crate tile { $number }
comp-objective-name = { $group } { $row }{ $number }
objective-group-central_park = Central Park
objective-group-borough = Borough
objective-group-docks = Docks
objective-group-city_hall = City Hall
objective-group-infamy = Infamy
group-central_park = Central Park objective
group-borough = Borough objective (all its buildings protected)
group-docks = Docks objective
group-city_hall = City Hall objective
group-infamy = Infamy objective

## where: a component's name: its title (book, `info`, studio card), option labels, log lines, tables; max 30 chars

# .the: the name inside a sentence, with its article ("sends a capo to the Garage")
name-loc_contractors_office = Contractor's Office
    .the = the Contractor's Office
name-loc_city_planning_office = City Planning Office
    .the = the City Planning Office
name-loc_garage = Garage
    .the = the Garage
name-loc_city_hall = City Hall
name-loc_commission = Commission
    .the = the Commission
name-loc_docks = Docks
    .the = the Docks
name-loc_restaurant = Restaurant
    .the = the Restaurant
name-loc_park = The Park
    .the = the Park
