# The lines of Nostra City's components (English): generated from their rules data.

## where: rule text (a component's lines in `info`, the book, the studio's cards; inside option labels): how a component's lines are laid out, its kind label and location names

kind-wiseguy = wiseguy
kind-turf = turf
kind-respect_card = Respect card
kind-investigation = Investigation card
kind-vendetta = vendetta card
kind-title = title
kind-zealous = Zealous Corruption card
kind-bonus = End of Game Bonus card
kind-money_card = money card
kind-table_rule = house rule

## where: rule text (a component's lines in `info`, the book, the studio's cards; inside option labels): Nostra City's component layout

nc-wiseguy-family = the { $family } family; tap him to act in the Business, the Meeting or Influence the Verdict
nc-turf-line = a turf in { $district } (the { $colour } district), dealing in { $type } (the { $icon } icon)
nc-respect-line = when you win it at the Meeting: { $effect }
nc-investigation-bribe = bribe { $bribe }: when the bids on it add up to at least this, whoever paid the most takes it — { $effect } — and a tie between the top payers removes it from the game
nc-investigation-passive = while it is on the street, { $effect }
nc-investigation-push = while it is on the street, it moves the trial marker one step toward guilty at each Social phase and at the Final Trial
nc-vendetta-payback = a Payback: played at the Final Trial, before the verdict
nc-vendetta-snitch = FBI snitch: drawing it makes you an informant for the rest of the game; you win only if the Godfather is jailed, and you can neither play nor show it
nc-vendetta-anger = Anger: it does nothing and cannot be shown
nc-vendetta-special = played at the Final Trial, before the verdict
nc-vendetta-play = play it: { $effect }
nc-title-3 = the Underboss: { $effect }, then name the Consigliere and the Primo Capo; the players without a title draw a vendetta card each; at the end, respect ties go to the Underboss first
nc-title-2 = the Consigliere, named by the Underboss: { $effect }; at the end, respect ties go to the Consigliere after the Underboss
nc-title-1 = the Primo Capo, named by the Underboss: { $effect }; at the end, respect ties go to the Primo Capo after the Consigliere
nc-zealous-line = from month 4, the only player who bribed the jury this month takes it: { $effect }
nc-bonus-line = at the Final Trial, if you are the only player who meets this ({ $cond }): { $effect }; if two or more players meet it, nobody does
nc-money-line-red = worth { $value }, with a red evidence symbol: on the bribe pile it moves the trial marker one step toward guilty ({ $copies } in the box)
nc-money-line-blue = worth { $value }, with a blue evidence symbol: on the bribe pile it moves the trial marker one step toward innocent ({ $copies } in the box)
