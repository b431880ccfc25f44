# Speakeasy's own constructions (English): its functions, places and keyed filters.
# The language's shared constructs are in interpreter/text/locales/en/structure.ftl.

## where: rule text (a component's lines in `info`, the book, the studio's cards; inside option labels): how constructs combine (sequences, conditions, counts), inside sentences; never shown alone

with-range = { $body } (+{ $range } range for each truck)
bonus-only = { $body } (its bonus only)

the-number-of-districts = the number of districts with { $things }

## where: words inside rule text, prompts and log lines (a noun, quantity, unit or qualifier; never shown alone)

q-highest-business = your highest business level
    .they = their highest business level
    .bare = highest business level
unit-highest-business = level of your highest business
    .they = level of their highest business

## where: rule text (a component's lines in `info`, the book, the studio's cards; inside option labels): how constructs combine (sequences, conditions, counts), inside sentences; never shown alone

fn-tracks_at_least = the number of your tracks at level { $level } or higher
    .they = the number of their tracks at level { $level } or higher

some-district = in one district of { $scope }, { $body }
all-district = in every district of { $scope }, { $body }
some-borough = in one borough, { $body }
all-borough = in every borough, { $body }

# your own buildings in districts (`districts(building[mine …]) >= 3`)
districts-at-least = you have { $things } in at least { $n } { $count ->
    [one] district
   *[other] different districts
  }
    .they = they have { $things } in at least { $n } { $count ->
        [one] district
       *[other] different districts
      }
districts-more-than = you have { $things } in more than { $n } districts
    .they = they have { $things } in more than { $n } districts
districts-at-most = you have { $things } in at most { $n } districts
    .they = they have { $things } in at most { $n } districts
districts-less-than = you have { $things } in fewer than { $n } districts
    .they = they have { $things } in fewer than { $n } districts
districts-exactly = you have { $things } in exactly { $n } districts
    .they = they have { $things } in exactly { $n } districts
districts-not = you do not have { $things } in exactly { $n } districts
    .they = they do not have { $things } in exactly { $n } districts
tracks-at-least = you have at least { $n } { $count ->
    [one] track
   *[other] tracks
  } (strength or businesses) at level { $level } or higher
    .they = they have at least { $n } { $count ->
        [one] track
       *[other] tracks
      } (strength or businesses) at level { $level } or higher
tracks-more-than = you have more than { $n } tracks at level { $level } or higher
    .they = they have more than { $n } tracks at level { $level } or higher
tracks-at-most = you have at most { $n } tracks at level { $level } or higher
    .they = they have at most { $n } tracks at level { $level } or higher
tracks-less-than = you have fewer than { $n } tracks at level { $level } or higher
    .they = they have fewer than { $n } tracks at level { $level } or higher
tracks-exactly = you have exactly { $n } tracks at level { $level } or higher
    .they = they have exactly { $n } tracks at level { $level } or higher
tracks-not = you do not have exactly { $n } tracks at level { $level } or higher
    .they = they do not have exactly { $n } tracks at level { $level } or higher

## where: words inside rule text, prompts and log lines (a noun, quantity, unit or qualifier; never shown alone)

qual-borough-is = in { $place }
qual-borough-bound = there
qual-district-is = in { $place }
qual-district-bound = there
qual-dock-is = at the docks of { $place }
qual-dock-bound = at that dock
place-here = this borough
place-attacked = the ship you attacked
place-downtown = Downtown
place-midtown = Midtown
place-uptown = Uptown

## where: rule text (a component's lines in `info`, the book, the studio's cards; inside option labels): a verb's, modifier's or event's words, joined into sentences by structure.ftl

# a building's cost beyond its price, read from the rules (board.big_buildings[].discard), said after the
# sentence: "For a casino, also discard a business card from your hand."
note-discard = for a { $kind }, also discard { $count ->
    [one] a business card
   *[other] { $count } business cards
  } from your hand

## where: rule text (a component's lines in `info`, the book, the studio's cards; inside option labels): how constructs combine (sequences, conditions, counts), inside sentences; never shown alone

# the turn-order spaces that cost more cards at the Restaurant, read from the rules (board.turn_order):
# $space the first such space for most player counts, $count the cards, $others the other counts'
turn-order-extra = { $body } (from space { $space } on, discard { $count ->
    [one] another business card
   *[other] { $count } more business cards
  }{ $exceptions ->
    [0] {""}
   *[other] ; { $others }
  })
turn-order-extra-players = with { $players } players, from space { $space }
turn-order-extra-some = { $body } (some spaces cost more business cards)

# Speakeasy offers a once-per-game ability with the helpers, before a capo is placed (flow.helper_step)
once-ability = once per game, at the start of one of your turns, instead of using a helper: { $body }
once-either = once per game, one of these: { $charges }; or, at the start of one of your turns, instead of using a helper: { $body }

## where: words inside rule text, prompts and log lines (a noun, quantity, unit or qualifier; never shown alone)

# the whole map, as a scope of `some`/`all` over every district: "in one district of Manhattan, …"
place-everywhere = Manhattan
