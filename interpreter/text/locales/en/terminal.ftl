# The terminal's own words (`speakeasy play`, interpreter/cli/terminal.py), for every game.
# A command is typed in English or in the word its term-cmd-* message gives (a language may add its own).

## where: the terminal (`speakeasy play`): its header, help, errors and questions of its own; lines wrap at 60 columns

term-header = { $game }: { $players } players, seed { $seed }.
term-seat = { $seat }: { $who }
term-seat-you = you
term-seat-human = a player at this terminal

## where: a bot described in the terminal's header (`Player 2: a bot that …`): one line, max 90 chars

term-bot-random = a bot that plays at random

## where: the terminal (`speakeasy play`): its header, help, errors and questions of its own; lines wrap at 60 columns

term-question = { $seat }: { $prompt }
term-start = Type the number of an option to choose it; help lists the commands.

## where: a command the player types at the terminal, listed in help: one word, max 10 chars

term-cmd-view = view
term-cmd-info = info
term-cmd-log = log
term-cmd-save = save
term-cmd-help = help
term-cmd-quit = quit

## where: the terminal (`speakeasy play`): its header, help, errors and questions of its own; lines wrap at 60 columns

term-help =
    Type the number of an option to choose it. Commands:
      { $view }         the whole table: every player, the map, the locations, the displays
      { $view } PART    one part of it: { $view } me, { $view } map, { $view } players…
      { $info } N       the rule text of option N (also: ? N)
      { $info } NAME    the rule text of a component, by its name (or the start of it) or its id
      { $log }          the whole game log
      { $save } FILE    save the game (continue it later with: speakeasy play --load FILE)
      { $help }         this list
      { $quit }         leave the game
    Enter alone shows the question again.
term-not-option = “{ $input }” is not an option here: type a number from 1 to { $count }, or { $help }.
term-save-usage = To save the game, type: { $save } FILE
term-saved = Saved to { $file }. Continue it later with: speakeasy play --load { $file }
term-save-failed = The game could not be saved to { $file }.
term-end-of-input = (End of input: leaving the game; { $kept }.)
term-info-usage = { $info } N (or ? N) shows the rule text of option N; { $info } NAME shows a component's, by its name or its id.
term-info-option = Option { $number }: { $label }
term-component = { $name } ({ $type })
term-info-nothing = Nothing more to read about it: the option says it all.
term-info-unknown = No option or component is called “{ $input }”.
term-info-several = “{ $input }” could be any of: { $names }. Type more of the name.
term-final-scores = Final scores
term-score = { $seat }: { $score }
term-winner = { $count ->
    [0] Nobody wins.
    [one] Winner: { $players }.
   *[other] A shared win: { $players }.
  }
term-autosave-failed = (The game cannot be autosaved to { $file }; it goes on. Save it yourself with: save FILE.)
term-kept = the game is autosaved in { $file }: continue it with speakeasy play --resume
term-not-kept = the game was not autosaved
term-save-before-leaving = Save before leaving? Type a file name, or press Enter to leave ({ $kept }).
term-internal-error = Internal error in a bot's move ({ $error }); the game cannot go on ({ $kept }).
term-internal-error-undone = Internal error while playing “{ $choice }” ({ $error }): that move is undone and the question asked again ({ $kept }).
term-command-failed = That command failed ({ $error }); the game goes on.
term-save-folder = The game could not be saved to { $file }: it is a folder, give a file name.
term-overwrite = { $file } exists: overwrite it? [y/N]
term-yes = yes
term-not-saved = Not saved.

# --- issue 29 (teach29): the terminal fits a terminal
term-ask-again = (Enter: the question again)
term-view-parts = One part alone: { $view } { $parts }.
term-view-unknown = The table has no part called “{ $input }”: { $view } { $parts }.
term-concept = { $name } (the rules: { $page })
# (issue 28) a new game's first line when an unfinished autosaved game is moved aside
term-kept-previous = (an unfinished game autosaved before is kept as { $file }: speakeasy play --load { $file })

## where: `speakeasy book`: the title page of the rules reference

# (issue 28) the book's title and the line under it
book-title = { $game } — rules reference
book-generated = Generated from the rules data (fingerprint { $fingerprint }).

## `why`: the options a question does not offer, and why (issue 29)
## where: a command the player types at the terminal, listed in help: one word, max 10 chars
term-cmd-why = why

## where: the terminal (`speakeasy play`, `learn`): the `why` line under help, and its answer, one line per option not offered; lines wrap at 60 columns
term-help-why = { "  " }{ $why } [NAME]    why the options not listed are not offered (all, or those whose name holds NAME)
term-why-line = { "  " }{ $option }: { $why }
term-why-none = Nothing is held back in this question: every option there is, is listed.
term-why-unknown = No option that is not offered is called “{ $input }”.
