# Nostra City's questions, options and log lines (English).

## where: a question and its options: a prompt-* is the terminal's question line and the studio's question box, an opt-* one line of the terminal's numbered menu and a button of the studio; each max 80 chars besides what it quotes

nc-prompt-deal = Run a deal? ({ $deals } of { $limit } deals this month)
nc-opt-deal = deal with { $turf }, { $attribute }
nc-opt-pass = pass
nc-prompt-wiseguy-deal = Which wiseguy runs the deal?
nc-prompt-wiseguy-bid = Which wiseguy places the bid?
nc-prompt-wiseguy-bribe = Which wiseguy bribes the jury?
nc-opt-wiseguy = { $wiseguy }
nc-prompt-share = { $to } is owed { $owed } of the cards you drew; you gave { $given }. Give another?
nc-opt-give = give { $to } { $card }
nc-opt-withhold = give { $to } nothing more
nc-prompt-start-card = { $to } is { $short } short: give them the Start Player card instead of { $short } vendetta { $short ->
    [one] card
   *[other] cards
  }?
nc-opt-start-give = give { $to } the Start Player card
nc-opt-start-keep = keep it: { $to } draws { $short } vendetta { $short ->
    [one] card
   *[other] cards
  }
nc-prompt-bid = Bid on a street space?
nc-opt-bid = bid on space { $space }: { $card }
nc-prompt-bid-money = Your bid on space { $space }: { $count } { $count ->
    [one] card
   *[other] cards
  }, { NUMBER($total) } so far. Put on another money card?
nc-opt-put = put on { $card }
nc-opt-bid-done = that is all ({ $count } { $count ->
    [one] card
   *[other] cards
  }, { NUMBER($total) })
nc-prompt-keep = You bid alone and win: which card of your bid do you keep? ({ $left } to keep)
nc-opt-keep = keep { $card }
nc-prompt-consigliere = Name the Consigliere:
nc-prompt-primo_capo = Name the Primo Capo:
nc-opt-title-player = { $seat } becomes { $card }
nc-prompt-loser-draw = You bid and gained nothing: draw a vendetta card?
nc-opt-loser-draw = draw a vendetta card
nc-prompt-bribe = Bribe the jury with a money card face down?
nc-opt-bribe = bribe with { $card }
nc-prompt-bribe-more = This wiseguy may put { $left } more { $left ->
    [one] card
   *[other] cards
  } on the bribe pile:
nc-opt-bribe-done = that is all
nc-prompt-hand-limit = Over the hand limit of { $limit }: discard a money card ({ $over } to go).
nc-opt-discard = discard { $card }
nc-prompt-vendetta = Play a vendetta card?
nc-opt-play = play { $card }: { $node }
nc-opt-vendetta-done = play no more
nc-prompt-lose-card = { $card } takes one of your { $what }: which one?
nc-opt-card = { $card }

## where: words inside Nostra City's log lines and status line (phase names, what a player loses), its trials' verdicts and the outcome at the game's end (terminal, studio)

nc-what-wiseguy = wiseguys
nc-what-turf = turfs
nc-phase-business = Business
nc-phase-meeting = The Meeting
nc-phase-influence = Influence the Verdict
nc-phase-social = Social
nc-which-first = The First Trial
nc-which-final = The Final Trial
nc-why-short = short of their share
nc-why-title = no title
nc-why-meeting = bid and gained nothing
nc-why-card = a card
nc-why-investigation = an investigation on the street
nc-why-bribe = a bribe card
nc-why-raid = a Police Raid
nc-why-empty = it ran out
nc-why-first = the First Trial
nc-why-final = the Final Trial
nc-verdict-acquitted = the Godfather is acquitted
nc-verdict-jailed = the Godfather goes to jail
nc-outcome-acquitted = The most respected loyal player takes the Godfather's place
nc-outcome-jailed = The most respected informant wins
nc-outcome-everyone_loses = The Godfather is jailed and nobody is an informant: everyone loses
nc-outcome-nobody_wins = The Godfather is acquitted but every player is an informant: nobody wins

## where: a line of the game log (terminal, as it happens and in `log`; the studio's log panel); one line at 100 columns: max 140 chars besides what it quotes

log-month = Month { $month } begins; { $start } holds the Start Player card.
log-month_end = Month { $month } ends.
log-phase = — { $phase } —
log-deal = { $seat } deals with { $turf } ({ $attribute }), using { $wiseguy }: { $count } money { $count ->
    [one] card
   *[other] cards
  } to draw.
log-drew = { $seat } draws { $count } money { $count ->
    [one] card
   *[other] cards
  }.
log-raid = Police Raid! { $seat } stops drawing; the raid card and the discards go back into the money deck.
log-raid_ignored = { $wiseguy } ignores the Police Raid.
log-money_out = The money deck and its discards are empty: { $seat } draws no more.
log-money_shuffled = The money deck is shuffled ({ $why }): { $size } cards.
log-share = { $seat } gives { $to } { $count } of the { $owed } { $owed ->
    [one] card
   *[other] cards
  } owed.
log-start_card = { $seat } gives { $to } the Start Player card.
log-vendetta = { $seat } draws { $count } vendetta { $count ->
    [one] card
   *[other] cards
  } ({ $why }).
log-vendetta_lost = The vendetta deck is empty: { $seat } draws { $count } { $count ->
    [one] card
   *[other] cards
  } fewer.
log-bid = { $seat } bids with { $wiseguy }: { $count } money { $count ->
    [one] card
   *[other] cards
  } face down.
log-bids_on = Space { $space } ({ $card }): bids from { $seats }.
log-revealed = { $seat } shows { NUMBER($total) } ({ $count } { $count ->
    [one] card
   *[other] cards
  }).
log-won = { $seat } takes { $card }{ $lone ->
    [true] , bidding alone
   *[false] {""}
  }.
log-tie = Space { $space }: { $seats } tie; { $card } stays on the street.
log-kept = { $seat } keeps { $count } money { $count ->
    [one] card
   *[other] cards
  } of the bid.
log-not_bribed = The bids on { $card } add up to { NUMBER($total) }, short of { NUMBER($bribe) }: it stays.
log-investigation_removed = The bids on { $card } add up to { NUMBER($total) }, but { $seats } tie as the top payers: it leaves the game.
log-bribed_away = { $card } is bribed away with { NUMBER($total) }; { $seat } paid the most and takes it.
log-title = { $seat } becomes { $card }.
log-bribe = { $seat } bribes the jury with { $wiseguy }: { $count } { $count ->
    [one] card
   *[other] cards
  } face down.
log-zealous = { $seat } alone bribed the jury this month and takes { $card }.
log-hand_limit = { $seat } discards { $count } money { $count ->
    [one] card
   *[other] cards
  } to the hand limit.
log-street = Space { $space }: { $card }.
log-trial = The trial marker moves one step toward { $toward ->
    [guilty] guilty
   *[innocent] innocent
  } ({ $why }): { $side ->
    [guilty] red
   *[innocent] blue
  } { $space }.
log-trial_begins = { $which }: { $count ->
    [0] there is no bribe card to turn over
    [one] the bribe card is turned over
   *[other] the { $count } bribe cards are shuffled and turned over one by one
  }.
log-reveal = A { $colour } card.
log-final_trial = The Final Trial.
log-played = { $seat } plays { $card }.
log-give_money = { $seat } gives { $to } { $count } money { $count ->
    [one] card
   *[other] cards
  } at random.
log-lost = { $seat } loses { $lost }.
log-lie_low = { $seat } goes to Atlantic City, out of reach of the others' vendetta cards.
log-zealous_removed = { $count } Zealous Corruption { $count ->
    [one] card leaves
   *[other] cards leave
  } the game.
log-bonus = { $seat } alone meets { $card }.
log-bonus_none = { $card }: no single player meets it.
log-informant = { $seat } is an FBI informant!
log-no_informant = Nobody is an informant.
log-verdict = The verdict: { $verdict }.
log-outcome = { $outcome }{ $count ->
    [0] .
   *[other] : { $seats }.
  }
log-respect = { $seat }: { $at } respect ({ $signed }).
