# Nostra City in the terminal (English): the status line, `view`, the standings and the score sheet.

term-bot-greedy = the greedy bot (it knows its role: a loyal player bribes blue, an informant red)
game-name = Nostra City
status-head = M{ $month } ⚖{ $trial }
status-seat = { $number }
status-seat-you = { $number }*
status-seat-state = { $holder ->
    [yes] ▸
   *[no] {" "}
  }★{ $respect } ¤{ $money } ✉{ $vendettas } ♟{ $ready }
table-setup-time = Setup
table-time = Month { $month } of { $months }: { $now ->
    [business] Business
    [meeting] the Meeting
    [influence] Influence the Verdict
    [social] Social
   *[trial] the trial
  }
table-trial-guilty = guilty { $space }
table-trial-innocent = innocent { $space }
# the status line's: red (guilty) or blue (innocent) and the space
status-trial-guilty = G{ $space }
status-trial-innocent = I{ $space }
table-trial = Trial marker: { $trial }. Start Player card: { $start }.
table-piles = Decks: street { $street }, money { $money } (discards { $discard }), vendetta { $vendettas }; bribe pile { $bribes } cards.
table-bribes = On the bribe pile: { $counts }.
table-bids-placed = Bids placed this Meeting: { $counts }.
table-bribes-of = { $seat }: { $count ->
    [one] 1 card
   *[other] { $count } cards
  }
table-street = The street
table-space = Space { $space }
table-empty = empty
table-card = { $card } ({ $kind })
table-investigation = { $card } (Investigation card, bribe { $bribe })
table-beside = Beside the board: titles { $titles }; { $zealous } Zealous Corruption cards; bonuses { $bonuses }.
table-players = The players
table-you = { $seat } (you)
table-respect = Respect
table-titles = Titles
table-wiseguys = Wiseguys
table-turfs = Turfs
table-won = Won cards
table-money = Money cards
table-vendettas = Vendetta cards
table-played = Played
table-lying-low = in Atlantic City
table-cards = { $count ->
    [one] 1 card
   *[other] { $count } cards
  }
table-tapped = { $card } (tapped)
table-yours = Only you see this
table-your-money = { $cards }: { $total } in all
table-role = Role
table-role-informant = FBI informant
table-role-loyal = loyal
table-bids = Your bids
table-your-bid = space { $space }: { $count } cards, { $total }
table-standings = After month { $month } (trial marker { $trial }):
table-respect-of = { $respect } respect
table-verdict-acquitted = The trial marker ends on { $trial }: the Godfather is acquitted.
table-verdict-jailed = The trial marker ends on { $trial }: the Godfather goes to jail.
table-final = The end
table-player = Player
table-result = Result
table-won-game = wins
table-lost-game = —
table-outcome-acquitted = The most respected loyal player takes the Godfather's place: { $players }.
table-outcome-jailed = The most respected informant wins: { $players }.
table-outcome-everyone_loses = No informant and the Godfather is jailed: everyone loses.
table-outcome-nobody_wins = The Godfather is acquitted, but every player is an informant: nobody wins.
table-outcome-undecided = The game is not over.
