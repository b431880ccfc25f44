# The questions the effect language itself asks, in every game: may, choose, repeat up to, which
# player, which trigger first; and what it logs itself.

## where: a seat's name in every line that names a player (prompts, log, tables, the studio); max 16 chars

player = Player { $number }

## where: a question and its options: a prompt-* is the terminal's question line and the studio's question box, an opt-* one line of the terminal's numbered menu and a button of the studio; each max 80 chars besides what it quotes

prompt-may = Do you want to { $node }?
prompt-choose = { $count ->
    [1] Choose one:
   *[other] { $done ->
        [0] Choose one (up to { $count } different ones):
       *[other] Choose another one (up to { $left } more), or stop here:
    }
  }
prompt-repeat = { $done ->
    [0] Do you want to { $node }? (up to { $left } { $left ->
        [one] time
       *[other] times
    })
   *[other] Do you want to { $node } again? (up to { $left } more { $left ->
        [one] time
       *[other] times
    })
  }
prompt-repeat-choose = { $done ->
    [0] Choose one (you may do this up to { $left } { $left ->
        [one] time
       *[other] times
    }):
   *[other] Choose one again (up to { $left } more { $left ->
        [one] time
       *[other] times
    }), or stop:
  }
prompt-choose-or-not = { $count ->
    [1] Choose one, or none:
   *[other] Choose one (up to { $count } different ones), or none:
  }
opt-none = none of them
opt-yes = yes: { $node }
opt-no = no
opt-node = { $node }
opt-done = stop here
opt-again = yes: { $node }
opt-stop = { $done ->
    [0] no
   *[other] no, stop here
  }
prompt-player = Choose the player who must { $deed }:
opt-player = { $seat }
prompt-trigger-order = Several of your components react at once: which first?
opt-trigger = { $component }: { $node }

## where: a line of the game log (terminal, as it happens and in `log`; the studio's log panel); one line at 100 columns: max 140 chars besides what it quotes

log-once = { $seat } uses a once-per-game effect of { $component }.
log-roll = { $seat } rolls a die: { $face }.
log-counter = { $component } now holds { $amount } { $counter }.

## where: a game's outcome in words: score lines and standings (terminal), comparisons and reports (`compare`, the studio)

# A game's outcome in words, for every tool (interpreter/harness/outcomes.py). A game words its own by
# redefining these on purpose (TextKit.overrides: Speakeasy writes a score "$7" and counts capos).
game-score = score
game-points = { $score } { $score ->
    [one] point
   *[other] points
  }
game-places = placements
# the rates the core reports of every game's outcome (simulate, compare)
metric-no_winner = games with no winner
metric-shared_win = games with a shared win

## where: a question and its options: a prompt-* is the terminal's question line and the studio's question box, an opt-* one line of the terminal's numbered menu and a button of the studio; each max 80 chars besides what it quotes

# --- issue 29 (teach29): an option that names only a place or a component, with what it does
opt-does = { $label }: { $does }
# (issue 28) a `may`'s "no" among the answers of the question its step asks ("which card?")
opt-decline = none of these (decline)

## where: the counters a component holds, beside its name (the terminal's `view` players table, the studio's board chips and the component's card); one line, max 60 chars besides the names

# what one counter holds: "2 coins" (its word: counter-NAME, from the variant that names it)
counter-held = { $amount } { $counter }
# a component with what its counters hold: "The Slush Fund: 2 coins"
counted = { $name }: { $counters }
