# How effects, numbers and requirements are put together (English).
# Variables hold text already rendered; $count drives plurals.

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
with-range = { $body } (+{ $range } range for each truck)
bonus-only = { $body } (its bonus only)

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
the-number-of-districts = the number of districts with { $things }
q-highest-business = your highest business level
unit-highest-business = level of your highest business
fn-highest = the highest of { $items }
fn-lowest = the lowest of { $items }
fn-tracks_at_least = the number of your tracks at level { $level } or higher

cond-and = { $a } and { $b }
cond-or = { $a }, or { $b }
cond-not = not ({ $a })
cond-true = always
cond-false = never
some-district = in one district of { $scope }: { $body }
all-district = in every district of { $scope }: { $body }
some-borough = in one borough: { $body }
all-borough = in every borough: { $body }

have-at-least = have at least { $n } { $things }
have-more-than = have more than { $n } { $things }
have-at-most = have at most { $n } { $things }
have-less-than = have fewer than { $n } { $things }
have-exactly = have exactly { $n } { $things }
have-not = do not have exactly { $n } { $things }
districts-at-least = have { $things } in at least { $n } { $count ->
    [one] district
   *[other] different districts
  }
districts-more-than = have { $things } in more than { $n } districts
districts-at-most = have { $things } in at most { $n } districts
districts-less-than = have { $things } in fewer than { $n } districts
districts-exactly = have { $things } in exactly { $n } districts
districts-not = do not have { $things } in exactly { $n } districts
tracks-at-least = have at least { $n } { $count ->
    [one] track
   *[other] tracks
  } (strength or businesses) at level { $level } or higher
tracks-more-than = have more than { $n } tracks at level { $level } or higher
tracks-at-most = have at most { $n } tracks at level { $level } or higher
tracks-less-than = have fewer than { $n } tracks at level { $level } or higher
tracks-exactly = have exactly { $n } tracks at level { $level } or higher
tracks-not = do not have exactly { $n } tracks at level { $level } or higher
is-at-least = { $a } is at least { $b }
is-more-than = { $a } is more than { $b }
is-at-most = { $a } is at most { $b }
is-less-than = { $a } is less than { $b }
is-exactly = { $a } is exactly { $b }
is-not = { $a } is not { $b }

qual-borough-is = in { $place }
qual-borough-bound = there
qual-district-is = in { $place }
qual-district-bound = in that district
qual-dock-is = at { $place }
qual-dock-bound = at that dock
place-here = this borough
place-attacked = the dock you attacked
place-downtown = Downtown
place-midtown = Midtown
place-uptown = Uptown
