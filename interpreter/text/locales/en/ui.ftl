# What the game says while you play: prompts, options, the log.
# Arguments arrive already in words: $kind "speakeasy", $card a card's name, $seat "Player 2"...

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
