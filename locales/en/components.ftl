# Component kinds and the lines of their rule text.

kind-location = location
kind-business_card = business card
kind-helper = helper card
kind-city_tile = city tile
kind-crate = crate tile
kind-mobster = mobster
kind-objective = ledger objective
kind-ship = rum-runner ship

comp-person = Person { $person }: { $text }
comp-every-person = Any person: { $text }
comp-card-line = { $kind } card. Bonus: { $bonus } Leverage { $influence }.
comp-card-line-plain = { $kind } card. No bonus. Leverage { $influence }.
comp-card-passive = While it is on your board: { $text }
comp-helper-bottle = Bottle: { $bottle } (${ $value } at the end if no other helper of yours has it).
comp-crate-cash = Cash when you win it: { $cash }.
comp-crate-back = Then, for the rest of the game: { $text }
comp-golden = Ignores the golden rule: buildings count even when they do not operate.
comp-mobster-line = Pile { $pile }: strength { $strength }, { $modifier } in the mob war. As your associate: +{ $assist } strength for ${ $fee }.
comp-mobster-bonus = Associate ability: { $text }
comp-objective = { $group }: { $requirement } Reward: { $reward }
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

name-loc_contractors_office = Contractor's Office
name-loc_city_planning_office = City Planning Office
name-loc_garage = Garage
name-loc_city_hall = City Hall
name-loc_commission = Commission
name-loc_docks = Docks
name-loc_restaurant = Restaurant
name-loc_park = The Park
