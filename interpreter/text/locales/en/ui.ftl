# The questions the effect language itself asks, in every game: may, choose, repeat up to.

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
