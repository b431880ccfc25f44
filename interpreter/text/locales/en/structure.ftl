# How the effect language's own constructs are put together (English), for every game:
# sequences, may, choose, repeat, costs, lists, numbers, comparisons. A game's own words are in its
# locale folder (Speakeasy's: locales/en/). Variables hold text already rendered; $count drives plurals.

seq = { $first }, then { $then }
may = you may { $body }
may-repeat-up-to = up to { $count } times, you may { $body }
choose-one = choose one: { $options }
choose-different = do { $count } different actions of: { $options }
repeat = { $count } times: { $body }
repeat-up-to = up to { $count } times: { $body }
if = if { $cond }, { $body }
once = once: { $body }
when = { $event }, { $body }
as = { $role } { $body }
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
fn-highest = the highest of { $items }
fn-lowest = the lowest of { $items }
cond-and = { $a } and { $b }
cond-or = { $a }, or { $b }
cond-not = not ({ $a })
cond-true = always
cond-false = never
have-at-least = have at least { $n } { $things }
have-more-than = have more than { $n } { $things }
have-at-most = have at most { $n } { $things }
have-less-than = have fewer than { $n } { $things }
have-exactly = have exactly { $n } { $things }
have-not = do not have exactly { $n } { $things }
is-at-least = { $a } is at least { $b }
is-more-than = { $a } is more than { $b }
is-at-most = { $a } is at most { $b }
is-less-than = { $a } is less than { $b }
is-exactly = { $a } is exactly { $b }
is-not = { $a } is not { $b }
