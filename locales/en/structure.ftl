# Speakeasy's own constructions (English): its functions, places and keyed filters.
# The language's shared constructs are in interpreter/text/locales/en/structure.ftl.

with-range = { $body } (+{ $range } range for each truck)
bonus-only = { $body } (its bonus only)

the-number-of-districts = the number of districts with { $things }
q-highest-business = your highest business level
    .they = their highest business level
    .bare = highest business level
unit-highest-business = level of your highest business
    .they = level of their highest business
fn-tracks_at_least = the number of your tracks at level { $level } or higher
    .they = the number of their tracks at level { $level } or higher

some-district = in one district of { $scope }: { $body }
all-district = in every district of { $scope }: { $body }
some-borough = in one borough: { $body }
all-borough = in every borough: { $body }

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

# Speakeasy offers a once-per-game ability with the helpers, before a capo is placed (flow.helper_step)
once-ability = once per game, at the start of one of your turns (when you may use a helper): { $body }
