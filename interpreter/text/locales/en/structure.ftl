# How the effect language's own constructs are put together (English), for every game:
# sequences, may, choose, repeat, costs, lists, numbers, comparisons. A game's own words are in its
# locale folder (Speakeasy's: locales/en/). Variables hold text already rendered; $count drives plurals.

## where: rule text (a component's lines in `info`, the book, the studio's cards; inside option labels): how constructs combine (sequences, conditions, counts), inside sentences; never shown alone

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
choose-different = do { $count } different actions of these, in any order: { $options }
# `choose N different` with N options: each of them, in the order the player picks
choose-all = { $count ->
    [2] do both, in the order you choose: { $options }
   *[other] do all of these, in the order you choose: { $options }
  }
repeat = { $count } times: { $body }
repeat-up-to = up to { $count } times, { $body }
# a repeat a step's own words count ("take up to 2 city tiles"): the renderer passes $times (this, or the
# number) and $many (the number) to a message that uses $times
times-up-to = up to { $count }
if = if { $cond }, { $body }
once = once per game: { $body }
# a `once:` that a component keeps: an ability its owner uses once, when the game offers it (a game says when)
once-ability = once per game, when you choose: { $body }
# `once: choose { CHARGE | effect }` (issue 27): a one-shot charge or an ability, whichever is used first
once-either = once per game, one of these: { $charges }; or, when you choose: { $body }
once-either-charges = once per game, one of these: { $charges }
# standing rules of a component that stays (a passive), not steps in order
seq-kept = { $first }; { $then }
when = { $event }, { $body }
when-during = { $event }: { $body }
# another player performs the body; "-may" when the body is optional for them
as-role = { $who } must { $body }
as-role-may = { $who } may { $body }
as-each = each { $group } must { $body }
as-each-may = each { $group } may { $body }
# `as each … where`: the players are those who meet the condition when the step begins (effects.py), not
# as each one's turn comes
as-each-where = each { $group } who meets this when it begins ({ $cond }) must { $body }
as-each-where-may = each { $group } who meets this when it begins ({ $cond }) may { $body }
as-chosen = choose { $one }: that player must { $body }
as-chosen-may = choose { $one }: that player may { $body }
as-chosen-where = choose { $one } who meets this ({ $cond }): that player must { $body }
as-chosen-where-may = choose { $one } who meets this ({ $cond }): that player may { $body }
# a group of players: "each opponent", and one of them: "choose an opponent"
# a body that is not one action ("each opponent must do this: if …, gain 1 ledger")
as-do = do this: { $body }

## where: rule text (a component's lines in `info`, the book, the studio's cards; inside option labels): how a component's lines are laid out, its kind label and location names

# .one-able: `as a GROUP: …` offers only those who could do it; $able says what they need (a game's words)
group-opponent = opponent
    .one = an opponent
    .one-able = an opponent { $able }
group-player = player (you included)
    .one = a player (you included)
    .one-able = a player (you included) { $able }

## where: a seat's name in every line that names a player (prompts, log, tables, the studio); max 16 chars

player-you = you

## where: rule text (a component's lines in `info`, the book, the studio's cards; inside option labels): a verb's, modifier's or event's words, joined into sentences by structure.ftl

mod-everyone = for every player: { $body }

## where: rule text (a component's lines in `info`, the book, the studio's cards; inside option labels): how constructs combine (sequences, conditions, counts), inside sentences; never shown alone

paid = { $cost } to { $body }
list-or = { $head } or { $last }
list-or-long = { $head }; or { $last }
list-and = { $head } and { $last }
money = ${ $amount }
per-players = { $value } with { $players } players
capped = { $value } (at most { $cap })
per-each = { $rate } for each { $thing }
per-unit = { $rate } per { $unit }
# a verb whose amount is a rate: $body is the verb with the rate ("gain $2"); -own when the things are yours
per-each-do = { $body } for each { $thing }
# ($things: the plural; $thing, the singular; both without "of yours", the owner being the subject)
per-each-do-own = { $body } for each of your { $things }
    .they = { $body } for each of their { $things }
per-unit-do = { $body } per { $unit }
sum = the sum of { $items }
    .bare = sum of { $items }
op-minus = { $a } minus { $b }
op-times = { $a } × { $b }
op-divided = { $a } divided by { $b }, rounded down
the-number-of = the number of { $things }
    .bare = { $things }
fn-highest = the highest of { $items }
fn-lowest = the lowest of { $items }
fn-most = the most { $value } any player has
fn-least = the fewest { $value } any player has
fn-opponents_most = the most { $value } any of your opponents has
fn-opponents_least = the fewest { $value } any of your opponents has
fn-leaders = the number of players sharing the most { $value }
# chains of conditions: $head holds all but the last, joined by commas; -group: a chain inside a chain of
# the other operator ("you have a casino and either …"), said last so the sentence's end closes it
cond-and = { $head } and { $last }
cond-or = { $head }, or { $last }
cond-and-group = { $count ->
    [2] both { $head } and { $last }
   *[other] all of these: { $head } and { $last }
  }
cond-or-group = either { $head } or { $last }
cond-true = always
cond-false = never
# a count of your own things, with its subject ("you have at least 3 protected buildings"); also-: a second
# such count of an "and", sharing the first's subject; there-: a count of anyone's things
have-at-least = you have at least { $n } { $things }
    .they = they have at least { $n } { $things }
have-more-than = you have more than { $n } { $things }
    .they = they have more than { $n } { $things }
have-at-most = you have at most { $n } { $things }
    .they = they have at most { $n } { $things }
have-less-than = { $n ->
    [1] you have no { $things }
   *[other] you have fewer than { $n } { $things }
  }
    .they = { $n ->
        [1] they have no { $things }
       *[other] they have fewer than { $n } { $things }
      }
have-exactly = you have exactly { $n } { $things }
    .they = they have exactly { $n } { $things }
have-not = you do not have exactly { $n } { $things }
    .they = they do not have exactly { $n } { $things }
also-at-least = at least { $n } { $things }
also-more-than = more than { $n } { $things }
also-at-most = at most { $n } { $things }
also-less-than = { $n ->
    [1] no { $things }
   *[other] fewer than { $n } { $things }
  }
also-exactly = exactly { $n } { $things }
also-not = not exactly { $n } { $things }
there-at-least = there { $n ->
    [one] is
   *[other] are
  } at least { $n } { $things }
there-more-than = there are more than { $n } { $things }
there-at-most = there { $n ->
    [one] is
   *[other] are
  } at most { $n } { $things }
there-less-than = { $n ->
    [1] there is no { $things }
   *[other] there are fewer than { $n } { $things }
  }
there-exactly = there { $n ->
    [one] is
   *[other] are
  } exactly { $n } { $things }
there-not = there are not exactly { $n } { $things }
is-at-least = { $a } is at least { $b }
is-more-than = { $a } is more than { $b }
is-at-most = { $a } is at most { $b }
is-less-than = { $a } is less than { $b }
is-exactly = { $a } is exactly { $b }
is-not = { $a } is not { $b }
# a component's heading: its name and its kind
component-title = { $name } ({ $kind })
# a range of numbers (years): an en dash, never a hyphen
range = { $start }–{ $end }

# (issue 22) a step with a number play works out, said as X: "raise your strength by X levels, where X is the act"
where-x = { $body }, where X is { $value }
# a cap on what a rate counts (`$(2 * (count(building[mine]) max 3))`), not on the money: "(counting at most 3)"
counting-at-most = { $body } (counting at most { $cap })
money-negative = -${ $amount }
op-negative = minus { $value }
# a player count a table does not list takes its last value
per-players-otherwise = { $value } with any other number of players
# a number of every player that is not a count of things: "the lowest sum of cash and … of any player"
fn-most-value = the highest { $value } of any player
fn-least-value = the lowest { $value } of any player
fn-opponents_most-value = the highest { $value } of any of your opponents
fn-opponents_least-value = the lowest { $value } of any of your opponents
fn-leaders-value = the number of players sharing the highest { $value }
# `some`/`all` over a domain narrowed by a filter: "in every borough where you have a building, …"
some-in = in one { $place }, { $body }
all-in = in every { $place }, { $body }
# `if false: …` never happens
if-never = never: { $body }
# `may` over a step whose words became a clause (a rate: "for each of your casinos, …")
may-clause = you may { $body }
    .they = they may { $body }
# the body of `as …:` whose words became a clause (a rate): English says it as it is
as-do-clause = { $body }

# chance (issue 27): `roll { 5-6: … | 1: … }` throws a die on the game's stream of chance; each face, or range
# of faces, says what happens; a face no range names does nothing (roll-else, said only when one is left out)
roll = roll a die: { $faces }
roll-face = on { $face }, { $body }
roll-faces = on { $low }–{ $high }, { $body }
roll-else = on any other face, nothing happens
# (issue 28, l10n28) `x >= most(x)`: the most of any player, ties counting; `opponents_most(count(…)) == 0`
is-the-most = { $a } is the most of any player (ties count)
no-opponent-has = none of your opponents has any { $things }
# a paid step that repeats the step before it (`raise vip; may: discard 1 card: raise vip`): the verb's `.again`
paid-again = { $cost } to { $body }
# `when EVENT: once: …`: the event's `.first` ("the first time you deliver")
when-once = { $event } (once per game), { $body }

# a rule of the whole table (a variant's `table_rules:`): every player holds it, so "you" in it is each player
table-rule-holds = Every player follows this rule: { $effect }

## where: rule text (a component's lines in `info`, the book, the studio's cards; inside option labels): counters on a component (`add 1 coin to this`, `counter(coin)`), inside sentences; never shown alone

# a counter of the component the text belongs to (issue 27 item 7): $counter is the counter's word (counter-NAME,
# given by the variant that names it), $amount a number or X; a removal takes what there is, never below 0
counter-add = put { $amount } { $counter } on { $this }
counter-remove = remove { $amount } { $counter } from { $this } (as many as it holds)
counter-reset = take all the { $counter } off { $this }
counter-value = the number of { $counter } on { $this }
# a counter as the unit of a rate: "gain $3 per coin on { $this }"
counter-unit = { $counter } on { $this }
# the component a counter is on: "this business card" ($kind: its kind's word), "this component" apart from one
this-kind = this { $kind }
this-component = this component
