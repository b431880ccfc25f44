# Take-away's words (a game written only for the tests).
verb-take = take { $amount } { $what }
verb-gain = gain { $amount } { $what }
word-token = { $count ->
    [one] token
   *[other] tokens
  }
word-coin = { $count ->
    [one] coin
   *[other] coins
  }
q-tokens = the tokens left in the pile
    .bare = tokens left in the pile
unit-tokens = token in the pile
q-coins = your coins
    .they = their coins
    .bare = coins
unit-coins = coin
kind-card = card
tiny-prompt-turn = Play which card?
tiny-opt-card = { $card }
log-take = { $seat } takes { $amount }
log-gain = { $seat } gains { $amount }
log-won = { $seat } takes the last token and wins
