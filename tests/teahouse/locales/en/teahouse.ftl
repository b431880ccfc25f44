# Teahouse's words (a game written only for the tests). Its own ids start with th- (text/namespaces.py).
game-name = Teahouse
# a score is coins; the places a seat's facts count are its turns (overrides of the core's, declared)
game-score = coins
game-points = { $score } { $score ->
    [one] coin
   *[other] coins
  }
game-places = turns

verb-gain = gain { $amount } { $count ->
    [one] coin
   *[other] coins
  }
    .they = gain { $amount } { $count ->
        [one] coin
       *[other] coins
      }
verb-lose = lose { $amount } { $count ->
    [one] coin
   *[other] coins
  }
    .they = lose { $amount } { $count ->
        [one] coin
       *[other] coins
      }
verb-draw = draw { $amount } { $count ->
    [one] card
   *[other] cards
  }
    .they = draw { $amount } { $count ->
        [one] card
       *[other] cards
      }
word-coin = { $count ->
    [one] coin
   *[other] coins
  }
word-card = { $count ->
    [one] card
   *[other] cards
  }
word-tea = { $count ->
    [one] tea
   *[other] teas
  }
adj-tea-kept = kept
q-coins = your coins
    .they = their coins
    .bare = coins
unit-coins = coin you have
    .they = coin they have
q-hand = the cards in your hand
    .they = the cards in their hand
    .bare = cards in hand
unit-hand = card in your hand
    .they = card in their hand
mod-refusal = when a player refuses you tea, you take { $amount } more { $amount ->
    [one] coin
   *[other] coins
  }
    .they = when a player refuses them tea, they take { $amount } more { $amount ->
        [one] coin
       *[other] coins
      }
event-asked = each time you are asked for tea
    .another = each time another player is asked for tea
event-round_end = at the end of each round
role-asker = the player who asked
    .object = the player who asked
kind-tea = Tea
name-tea_longjing = Longjing
name-tea_oolong = Oolong
name-tea_jasmine = Jasmine tea
name-tea_tieguanyin = Tieguanyin
name-tea_puer = Pu'er
name-tea_white = White tea
name-tea_chrysanthemum = Chrysanthemum tea
name-tea_stale = Stale tea
th-stale = Cannot be played. Whoever holds stale tea at the end cannot win.
th-kept = Keep it in front of you: { $effect }

th-prompt-turn = Your turn: play a tea, ask a player for tea, or pour one out?
th-opt-play = play { $card }
th-opt-ask = ask { $other } for tea
th-opt-pour = pour out { $card } ({ $amount } coins)
th-prompt-asked = { $asker } asks you for tea: give a card of your choice, or refuse and pay?
th-opt-give = give { $card }
th-opt-refuse = refuse and pay { $amount ->
    [one] 1 coin
   *[other] { $amount } coins
  }
th-prompt-refill = Draw a tea from the deck?
th-opt-draw = draw a tea
th-opt-no-draw = keep your hand as it is
log-gain = { $seat } gains { $amount } { $amount ->
    [one] coin
   *[other] coins
  }.
log-lose = { $seat } loses { $amount } { $amount ->
    [one] coin
   *[other] coins
  }.
log-draw = { $seat } draws { $amount ->
    [one] a card
   *[other] { $amount } cards
  }.
log-drew = { $seat } draws { $card } (only they see which).
log-play = { $seat } plays { $card }.
log-ask = { $seat } asks { $other } for tea.
log-give = { $seat } gives { $to } a card.
log-given = { $seat } gives { $to } { $card } (only the two of you know which).
log-refuse = { $seat } refuses { $to } and pays { $amount ->
    [one] 1 coin
   *[other] { $amount } coins
  }.
log-pour = { $seat } pours out { $card }.
log-pass = { $seat } can do nothing and passes.
log-round_end = Round { $round } ends.
log-raid = { $stale } stale teas have been poured out: the inspectors close the teahouse, and nobody wins.
log-reveal = { $seat } was the informant.
log-final = The teahouse closes.

metric-top_disqualified = games whose top score held stale tea
metric-informant_win = games the informant won
seat-role-merchant = merchant
seat-role-informant = informant
bot-greedy = greedy bot
bot-strong = strong bot
term-bot-greedy = greedy bot
term-bot-strong = strong bot
th-board-seats = The tables
th-board-hand = { $count ->
    [one] 1 card in hand
   *[other] { $count } cards in hand
  }
th-board-hand-title = Your hand
th-board-deck = { $count ->
    [one] 1 tea left in the deck
   *[other] { $count } teas left in the deck
  }
th-board-role = You are the { $role }.
