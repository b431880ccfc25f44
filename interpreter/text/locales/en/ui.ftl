# The questions the effect language itself asks, in every game: may, choose, repeat up to, which
# player, which trigger first; and what it logs itself.

player = Player { $number }
prompt-may = Do you want to { $node }?
prompt-choose = Choose one:
prompt-repeat = Again? (up to { $left } more: { $node })
opt-yes = yes: { $node }
opt-no = no
opt-node = { $node }
opt-done = stop here
opt-again = once more: { $node }
opt-stop = stop
prompt-player = Choose the player who must { $deed }:
opt-player = { $seat }
prompt-trigger-order = Several of your components react at once: which first?
opt-trigger = { $component }: { $node }
log-once = { $seat } uses a once-per-game effect of { $component }.
