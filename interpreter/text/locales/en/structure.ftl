# How the effect language's own constructs are put together (English), for every game:
# sequences, may, choose, repeat, costs, lists, numbers, comparisons. A game's own words are in its
# locale folder (Speakeasy's: locales/en/). Variables hold text already rendered; $count drives plurals.

seq = { $first }, then { $then }
# a step after one that governs its own body (if, may, repeat, once, when, as) is set off: it is not governed
seq-after = { $first }; then { $then }
# several steps governed together: "if …, do all of this, in order: a, then b"
block = { $count ->
    [2] do both, in order: { $steps }
   *[other] do all of this, in order: { $steps }
  }
may = you may { $body }
    .they = they may { $body }
may-repeat-up-to = up to { $count } times, you may { $body }
    .they = up to { $count } times, they may { $body }
choose-one = choose one: { $options }
choose-different = do { $count } different actions of: { $options }
# `choose N different` with N options: each of them, in the order the player picks
choose-all = { $count ->
    [2] do both, in the order you choose: { $options }
   *[other] do all of these, in the order you choose: { $options }
  }
repeat = { $count } times: { $body }
repeat-up-to = up to { $count } times: { $body }
if = if { $cond }, { $body }
once = once per game: { $body }
# a `once:` that a component keeps: an ability its owner uses once, when the game offers it (a game says when)
once-ability = once per game, when you choose: { $body }
# standing rules of a component that stays (a passive), not steps in order
seq-kept = { $first }; { $then }
when = { $event }, { $body }
when-during = { $event }: { $body }
# another player performs the body; "-may" when the body is optional for them
as-role = { $who } must { $body }
as-role-may = { $who } may { $body }
as-each = each { $group } must { $body }
as-each-may = each { $group } may { $body }
as-each-where = each { $group } for whom { $cond } must { $body }
as-each-where-may = each { $group } for whom { $cond } may { $body }
as-chosen = choose { $one }: that player must { $body }
as-chosen-may = choose { $one }: that player may { $body }
as-chosen-where = choose { $one } for whom { $cond }: that player must { $body }
as-chosen-where-may = choose { $one } for whom { $cond }: that player may { $body }
# a group of players: "each opponent", and one of them: "choose an opponent"
# a body that is not one action ("each opponent must do this: if …, gain 1 ledger")
as-do = do this: { $body }
group-opponent = opponent
    .one = an opponent
group-player = player (you included)
    .one = a player (you included)
player-you = you
mod-everyone = for every player: { $body }
paid = { $cost } to { $body }
list-or = { $head } or { $last }
list-or-long = { $head }; or { $last }
list-and = { $head } and { $last }
money = ${ $amount }
per-players = { $value } with { $players } players
capped = { $value } (at most { $cap })
per-each = { $rate } for each { $thing }
per-unit = { $rate } per { $unit }
op-plus = { $a } + { $b }
op-minus = { $a } - { $b }
op-times = { $a } × { $b }
op-divided = { $a } ÷ { $b }
the-number-of = the number of { $things }
    .bare = { $things }
fn-highest = the highest of { $items }
fn-lowest = the lowest of { $items }
fn-most = the most { $value } any player has
fn-least = the fewest { $value } any player has
fn-opponents_most = the most { $value } any of your opponents has
fn-opponents_least = the fewest { $value } any of your opponents has
cond-and = { $a } and { $b }
cond-or = { $a }, or { $b }
cond-not = not ({ $a })
cond-true = always
cond-false = never
have-at-least = have at least { $n } { $things }
    .they = they have at least { $n } { $things }
have-more-than = have more than { $n } { $things }
    .they = they have more than { $n } { $things }
have-at-most = have at most { $n } { $things }
    .they = they have at most { $n } { $things }
have-less-than = have fewer than { $n } { $things }
    .they = they have fewer than { $n } { $things }
have-exactly = have exactly { $n } { $things }
    .they = they have exactly { $n } { $things }
have-not = do not have exactly { $n } { $things }
    .they = they do not have exactly { $n } { $things }
is-at-least = { $a } is at least { $b }
is-more-than = { $a } is more than { $b }
is-at-most = { $a } is at most { $b }
is-less-than = { $a } is less than { $b }
is-exactly = { $a } is exactly { $b }
is-not = { $a } is not { $b }
