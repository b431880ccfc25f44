# Nostra City's words (English): its nouns, quantities, filters and the values they compare with.
# The effect language's shared constructs are the core's (interpreter/text/locales/en/structure.ftl).

## where: words inside rule text, prompts and log lines (a noun, quantity, unit or qualifier; never shown alone)

word-wiseguy = { $count ->
    [one] wiseguy
   *[other] wiseguys
  }
word-turf = { $count ->
    [one] turf
   *[other] turfs
  }
word-investigation = { $count ->
    [one] Investigation card
   *[other] Investigation cards
  }
word-vendetta = { $count ->
    [one] vendetta card
   *[other] vendetta cards
  }
word-money = { $count ->
    [one] money card
   *[other] money cards
  }
word-title = { $count ->
    [one] title
   *[other] titles
  }

q-respect = your respect
    .they = their respect
    .bare = respect
q-money_cards = the number of your money cards
    .they = the number of their money cards
    .bare = money cards
q-vendettas = the number of your vendetta cards
    .they = the number of their vendetta cards
    .bare = vendetta cards
q-wiseguys = the number of your wiseguys
    .they = the number of their wiseguys
    .bare = wiseguys
q-turfs = the number of your turfs
    .they = the number of their turfs
    .bare = turfs
q-titles = the number of your titles
    .they = the number of their titles
    .bare = titles
q-month = the month
    .bare = month
q-trial = the trial marker
    .bare = trial marker
q-players = the number of players
    .bare = players
unit-respect = point of respect
unit-money_cards = money card in your hand
    .they = money card in their hand
unit-vendettas = vendetta card in your hand
    .they = vendetta card in their hand
unit-wiseguys = wiseguy of yours
    .they = wiseguy of theirs
unit-turfs = turf of yours
    .they = turf of theirs
unit-titles = title of yours
    .they = title of theirs
unit-month = month
unit-trial = step of the trial marker
unit-players = player

# filters of the nouns: `mine` where the owner is already the subject is left out or said by `.own`
qual-mine = of yours
    .they = of theirs
    .bare = {""}
qual-others = of other players
adj-tapped = tapped
adj-untapped = untapped
qual-street = on the street
qual-won = won from the street
qual-family-is = of the { $place } family
qual-family-bound = of that family
qual-district-is = in { $place }
qual-district-bound = in that district
qual-type-is = dealing in { $place }
qual-type-bound = dealing in that business
qual-kind-is = of the { $place } kind
qual-kind-bound = of that kind
qual-colour-is = with a { $place } evidence symbol
qual-colour-bound = with that evidence symbol
place-baldini = Baldini
place-russo = Russo
place-esposito = Esposito
place-greco = Greco
place-brooklyn = Brooklyn
place-queens = Queens
place-staten_island = Staten Island
place-bronx = the Bronx
place-dice = gambling
place-capsule = drugs
place-heel = prostitution
place-payback = Payback
place-snitch = FBI snitch
place-anger = Anger
place-special = special
place-red = red
place-blue = blue

## where: words inside rule text, prompts and log lines (a noun, quantity, unit or qualifier; never shown alone); board and table labels

# the words of the table
nc-family-baldini = Baldini
nc-family-russo = Russo
nc-family-esposito = Esposito
nc-family-greco = Greco
nc-district-brooklyn = Brooklyn
nc-district-queens = Queens
nc-district-staten_island = Staten Island
nc-district-bronx = the Bronx
nc-district-name-brooklyn = Brooklyn
nc-district-name-queens = Queens
nc-district-name-staten_island = Staten Island
nc-district-name-bronx = Bronx
nc-district-colour-green = green
nc-district-colour-blue = blue
nc-district-colour-yellow = yellow
nc-district-colour-red = red
nc-business-dice = gambling
nc-business-capsule = drugs
nc-business-heel = prostitution
nc-icon-dice = dice
nc-icon-capsule = capsule
nc-icon-heel = high heel
# what a deal is declared by: a business type or a district
nc-attribute-dice = by type: gambling
nc-attribute-capsule = by type: drugs
nc-attribute-heel = by type: prostitution
nc-attribute-brooklyn = by district: Brooklyn
nc-attribute-queens = by district: Queens
nc-attribute-staten_island = by district: Staten Island
nc-attribute-bronx = by district: the Bronx
nc-colour-red = red
nc-colour-blue = blue
nc-money-value = { NUMBER($value) }
