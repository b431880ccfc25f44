## where: the lesson's narration (`speakeasy learn`; the studio's Learn to play), one paragraph each

# The narration of rules/lessons/first-game.yaml (speakeasy learn, and the studio's Learn to play).
lesson-intro = Welcome. The goal: have the most money at the end — your cash and your safe, plus what your buildings and helpers score. You play a short game against one bot.
lesson-outro = The lesson is over. Next, a full game: speakeasy play, or a new game on the studio's first page.
lesson-money = Money comes mostly from Lucky Luciano's payouts (area control of the districts, after each act), sales of liquor, objectives, your casinos (each time the turn order changes) and the final scoring of your buildings and helpers.
lesson-place-family = A family member goes to a row of the docks, for that row's reward now, or waits in your VIP Room to protect your buildings later.
lesson-place-family-after = A good player weighs a reward now against a family member kept to protect a building that wins a district.
lesson-build = Build: open a speakeasy in a district. Each opening has a bonus, and buildings win area control, which Luciano pays for.
lesson-build-after = A good player builds where a majority in a district is within reach, and picks the bonus the next turns need.
lesson-play-card = Play a business card: take its bonus (on many cards, a level of its business) and do its business's action.
lesson-play-card-after = A good player plays the card whose action pays soonest; a level raised also raises your infamy.
lesson-locations = Each turn you send a capo to one person at a location, and do that person's actions:
    Contractor's Office — a ledger, a level, a helper; open or take over speakeasies and stills.
    City Planning Office — open, upgrade or take over nightclubs and casinos; play a card.
    Garage — your trucks drive and deliver barrels (the way to sales).
    City Hall — family members, goons, Leverage; protect your buildings.
    Commission — a helper, a level, family and goons; take a mobster as your associate.
    Docks — a Still card, a free goon; ambush a rum-runner.
    Restaurant — move up the turn order; play cards, use city tiles, cook the books on objectives.
    Park — swap your capo with another player's capo outside the Park, and do the actions of its person.
lesson-capo = Send a capo: each option says what its person does.
lesson-capo-after = A good player takes the person the bot wants most, when it is also worth the turn.
lesson-draw = Draw a business card: face-up cards show what they will do; the card goes to your hand.
lesson-draw-after = A good player draws what fits the businesses already on the board.
lesson-raise = Raise a level: your four business levels and your strength add up to your infamy, which sets a barrel's price and unlocks rewards.
lesson-raise-after = A good player raises what the next turns use: Party to sell more, Fleet to drive further, strength to defend.
lesson-sales = Sales: a truck buys barrels from a rum-runner and delivers them to your buildings; a Party action sells them at your infamy's price.
lesson-sales-after = A good player delivers to buildings that operate (no police there, or protected), with a Party action ready to sell.
lesson-payout = That was Lucky Luciano's payout: in each borough the players are ranked on its area-control track and paid into their safe by rank; who controls no district there gets nothing. You control a district with its strongest building; a protected one beats them all.
lesson-objectives = An objective was met: a ledger placed on it takes its reward. Ledgers come from the Contractor's Office, city tiles and cards; you cook the books at the Restaurant.
lesson-final = Final scoring: your cash and safe, $10 a speakeasy, $15 a nightclub, $20 a casino or still that operates, and your helpers. The richest player wins.
# said when you leave a lesson (speakeasy learn): how to continue it, narration and all
lesson-kept = the lesson is autosaved in { $file }: continue it with speakeasy learn --resume

# hints (speakeasy play --hints; harness/hints.py): what the greedy bot would choose, and why in a few words
lesson-hint = Hint: { $bot } would choose { $number }.
lesson-hint-why = Hint: { $bot } would choose { $number }: { $why }.
lesson-why-verb = { $verb ->
    [upgrade] it can upgrade a building
    [build] it can open a building
    [take_over] it can take over a mob building
    [protect] it protects a building
    [cook] it cooks the books
    [raise] it raises a level
    [play] it plays a card
    [ally] it takes an associate
    [take] it takes a card or a tile
    [attack] it ambushes a rum-runner
    [hire] it hires goons
    [deliver] it delivers barrels
   *[other] it gains something
}
lesson-why-swap = the Park swaps capos
lesson-why-cook = you hold ledgers to cook the books
lesson-why-building = { $opened ->
    [casino] a casino is worth most for its cost
    [nightclub] a nightclub is worth more than a speakeasy
    [still] a still makes barrels
   *[other] a speakeasy is cheap
}
lesson-why-space = { $calm ->
    [1] no police there
   *[0] police are there
}, { $free ->
    [1] no mob war due
   *[0] a mob war is due
}{ $rich ->
    [1] , and Uptown pays most
   *[0] {""}
}
lesson-why-raise = { $level ->
    [strength] strength attacks and defends
    [party] Party sells more barrels
    [vip] the VIP Room holds family members
    [fleet] the Fleet drives further
   *[other] the Still makes more barrels
}
lesson-why-sell = the dearest barrel first
lesson-why-vip = a family member in the VIP Room protects a building later
lesson-why-docks = the row's reward now
lesson-offer-hints = Play a normal game now, with hints before each of your decisions? Type y for yes, Enter to leave.
