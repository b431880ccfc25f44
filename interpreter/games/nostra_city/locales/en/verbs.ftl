# Nostra City's verbs, modifiers and events (English).

## where: rule text (a component's lines in `info`, the book, the studio's cards; inside option labels): a verb's, modifier's or event's words, joined into sentences by structure.ftl

verb-gain = gain { $amount } respect
# a take of more than the player has takes what they have (docs/rules-decisions.md D-210)
verb-lose = { $count ->
    [one] lose { $amount } respect
   *[other] lose { $amount } respect (or all you have, if less)
  }
    .they = { $count ->
        [one] lose { $amount } respect
       *[other] lose { $amount } respect (or all they have, if less)
      }
verb-give = give { $to } { $amount } money { $count ->
    [one] card
   *[other] cards
  } drawn at random from your hand{ $count ->
    [one] {""}
   *[other] {" "}(or all you have, if fewer)
  }
    .they = give { $to } { $amount } money { $count ->
        [one] card
       *[other] cards
      } drawn at random from their hand{ $count ->
        [one] {""}
       *[other] {" "}(or all they have, if fewer)
      }
verb-discard-wiseguy = put { $amount } of your wiseguys out of the game (your choice which{ $count ->
    [one] {""}
   *[other] , or all you have, if fewer
  })
    .they = put { $amount } of their wiseguys out of the game (their choice which{ $count ->
        [one] {""}
       *[other] , or all they have, if fewer
      })
verb-discard-turf = put { $amount } of your turfs out of the game (your choice which{ $count ->
    [one] {""}
   *[other] , or all you have, if fewer
  })
    .they = put { $amount } of their turfs out of the game (their choice which{ $count ->
        [one] {""}
       *[other] , or all they have, if fewer
      })
verb-draw-vendetta = draw { $amount } vendetta { $count ->
    [one] card
   *[other] cards
  }
verb-draw-money = draw { $amount } money { $count ->
    [one] card
   *[other] cards
  } (a Police Raid stops the drawing)
verb-trial-guilty = move the trial marker { $amount } { $count ->
    [one] step
   *[other] steps
  } toward guilty
verb-trial-innocent = move the trial marker { $amount } { $count ->
    [one] step
   *[other] steps
  } toward innocent
verb-lie_low = go to Atlantic City: until the end of the game, other players' vendetta cards cannot name you
    .they = go to Atlantic City: until the end of the game, other players' vendetta cards cannot name them

# modifiers: $signed is "+1" or "-1", $amount its size, $direction "up" or "down"
mod-deal_draw = the deal draws { $amount } { $direction ->
    [up] more
   *[down] fewer
  } money { $count ->
    [one] card
   *[other] cards
  }
mod-bid_value = the bid counts { $amount },000 { $direction ->
    [up] more
   *[down] less
  } when bids are compared and added up
mod-lone_keep = a lone winning bidder keeps { $amount } { $direction ->
    [up] more
   *[down] fewer
  } money { $count ->
    [one] card
   *[other] cards
  } of the bid
mod-bribe_cards = the bribe may put { $amount } more money { $count ->
    [one] card
   *[other] cards
  } face down on the bribe pile
mod-raid_proof = a Police Raid does not stop the deal (the raid card goes back into the money deck afterwards)
mod-tie_wins = the bid wins a tie for the highest bid
mod-trial_push = each Investigation card on the street moves the trial marker { $amount } more { $count ->
    [one] step
   *[other] steps
  } toward guilty whenever investigations do
mod-game-hand_limit = the hand limit is { $amount } money { $count ->
    [one] card
   *[other] cards
  } { $direction ->
    [up] higher
   *[down] lower
  }
mod-game-deals_per_month = the table may run { $amount } { $direction ->
    [up] more
   *[down] fewer
  } { $count ->
    [one] deal
   *[other] deals
  } each month

event-this_deals = each time this wiseguy runs a deal
    .another = each time another player's wiseguy runs a deal
    .during = while this wiseguy runs a deal
event-this_bids = each time this wiseguy places a bid
    .another = each time another player's wiseguy places a bid
    .during = while this wiseguy places a bid
event-this_bribes = each time this wiseguy bribes the jury
    .another = each time another player's wiseguy bribes the jury
    .during = while this wiseguy bribes the jury
