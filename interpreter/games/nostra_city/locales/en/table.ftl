# Nostra City in the terminal (English): the status line, `view`, the standings and the score sheet.

## where: a bot described in the terminal's header (`Player 2: a bot that …`): one line, max 90 chars

term-bot-greedy = the greedy bot (it knows its role: a loyal player bribes blue, an informant red)

## where: the game's own name: the terminal's header, the studio's brand and page title, the book's title; max 24 chars

game-name = Nostra City

## where: the terminal's status line under each question: one line with the rest of the status line

nc-status-head = M{ $month } ⚖{ $trial }
nc-status-seat = { $number }
nc-status-seat-you = { $number }*
nc-status-seat-state = { $holder ->
    [yes] ▸
   *[no] {" "}
  }★{ $respect } ¤{ $money } ✉{ $vendettas } ♟{ $ready }

## where: the terminal's table (`view`: players, board, displays) and the studio's board

nc-table-setup-time = Setup
nc-table-time = Month { $month } of { $months }: { $now ->
    [business] Business
    [meeting] the Meeting
    [influence] Influence the Verdict
    [social] Social
   *[trial] the trial
  }
nc-table-trial-guilty = guilty { $space }
nc-table-trial-innocent = innocent { $space }

## where: the terminal's status line under each question: one line with the rest of the status line

# the status line's: red (guilty) or blue (innocent) and the space
nc-status-trial-guilty = G{ $space }
nc-status-trial-innocent = I{ $space }

## where: the terminal's table (`view`: players, board, displays) and the studio's board

nc-table-trial = Trial marker: { $trial }. Start Player card: { $start }.
nc-table-piles = Decks: street { $street }, money { $money } (discards { $discard }), vendetta { $vendettas }; bribe pile { $bribes } cards.
nc-table-bribes = On the bribe pile: { $counts }.
nc-table-bids-placed = Bids placed this Meeting: { $counts }.
nc-table-bribes-of = { $seat }: { $count ->
    [one] 1 card
   *[other] { $count } cards
  }
nc-table-street = The street
nc-table-space = Space { $space }
nc-table-empty = empty
nc-table-card = { $card } ({ $kind })
nc-table-investigation = { $card } (Investigation card, bribe { $bribe })
nc-table-beside = Beside the board: titles { $titles }; { $zealous } Zealous Corruption cards; bonuses { $bonuses }.
nc-table-players = The players
nc-table-you = { $seat } (you)
nc-table-respect = Respect
nc-table-titles = Titles
nc-table-wiseguys = Wiseguys
nc-table-turfs = Turfs
nc-table-won = Won cards
nc-table-money = Money cards
nc-table-vendettas = Vendetta cards
nc-table-played = Played
nc-table-lying-low = in Atlantic City
nc-table-cards = { $count ->
    [one] 1 card
   *[other] { $count } cards
  }
nc-table-tapped = { $card } (tapped)
nc-table-yours = Only you see this
nc-table-your-money = { $cards }: { $total } in all
nc-table-role = Role
nc-table-role-informant = FBI informant
nc-table-role-loyal = loyal
nc-table-bids = Your bids
nc-table-your-bid = space { $space }: { $count } cards, { $total }
nc-table-standings = After month { $month } (trial marker { $trial }):
nc-table-respect-of = { $respect } respect
nc-table-verdict-acquitted = The trial marker ends on { $trial }: the Godfather is acquitted.
nc-table-verdict-jailed = The trial marker ends on { $trial }: the Godfather goes to jail.
nc-table-final = The end
nc-table-player = Player
nc-table-result = Result
nc-table-won-game = wins
nc-table-lost-game = —
nc-table-outcome-acquitted = The most respected loyal player takes the Godfather's place: { $players }.
nc-table-outcome-jailed = The most respected informant wins: { $players }.
nc-table-outcome-everyone_loses = No informant and the Godfather is jailed: everyone loses.
nc-table-outcome-nobody_wins = The Godfather is acquitted, but every player is an informant: nobody wins.
nc-table-outcome-undecided = The game is not over.

## where: a game's outcome in words: score lines and standings (terminal), comparisons and reports (`compare`, the studio)

# the balance tools' words (harness/outcomes.py): a score is respect; a seat's places are its wiseguys' acts
game-score = respect
game-points = { $score } respect
game-places = wiseguy actions
metric-acquitted = games in which the Godfather was acquitted
metric-informants = informants per game
metric-informant_win = games an informant won
seat-role-loyal = loyal
seat-role-informant = informant

## where: a bot's name: the studio's seat menus and comparisons; max 40 chars

bot-greedy = greedy bot
bot-strong = strong bot

## where: a bot described in the terminal's header (`Player 2: a bot that …`): one line, max 90 chars

term-bot-strong = the strong bot (it searches games sampled from what it can see, playing for its role)

## where: the terminal's table (`view`: players, board, displays) and the studio's board

# the studio's board (board.py): its panels' titles
nc-board-table = The table
nc-board-hand = Your hand
