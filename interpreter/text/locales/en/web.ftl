# The studio's pages (`speakeasy serve`, interpreter/web): every word they show.
# {$name} places are filled by the page.

## where: the studio (`speakeasy serve`): its menus and brand, on every page

web-language-name = English
web-language = Language
web-studio = Studio
web-play = Play
web-editor = Editor

## where: a bot's name: the studio's seat menus and comparisons; max 40 chars

bot-random = random bot

## home
## where: the studio's home page
web-home-title = Edit the rules, play the game
web-home-intro = Change a card and see at once whether it checks, how it reads in English and Chinese, and what it does to games between bots. Or sit down at the table against bots and friends.
web-new-game = New game
web-players = Players
web-seed = Seed
web-seat = Seat { $seat }
web-seat-you = You
web-seat-person = Another person
web-start = Start the game
web-seat-links = Send each person their seat's link; it shows that seat only.
web-open-my-seat = Open my seat
web-learn = Learn to play
web-learn-intro = A short game against one bot, with a narrator beside the board who explains each step before you take it and, after your choice, what a good player would have weighed.
web-learn-start = Start the lesson
web-lesson = Lesson
web-lesson-step = Step { $step } of { $steps }
web-lesson-over = The lesson is over
web-load-game = Load a saved game
web-choose-file = Choose a save file…
web-load-hint = A file saved from a game here or with speakeasy play.
web-edit-rules = Edit the rules
web-edit-intro = Every component, its effect text checked as you type, its rule text in three languages, saved as a variant.
web-open-editor = Open the editor
web-games = Games in progress
web-no-games = No game yet.
web-game-item = A game of { $players } players
web-game-over-item = A finished game of { $players } players

## the board
## where: the studio's game page: seats, board, log, question box
web-your-turn = Your turn
web-waiting-for = Waiting for { $player }…
web-you-are = You are { $player }
web-game-over = Game over
web-score = { $player }: { $score }
web-score-winner = { $player } wins with { $score }
web-log = What happened
web-your-view = What you see
web-save-game = Save the game
web-saved-game = The game is saved to your downloads.

## the editor
## where: the studio's rules editor: its buttons, panels and diagnostics
web-search = Search by id, name or words of the text, in any language
web-all = All
web-revert = Undo my changes
web-source = The component's fields
web-from-variant = added by a variant
web-checks-clean = Checks clean
web-errors = { $count ->
    [one] 1 error
   *[other] { $count } errors
  }
web-server-time = checked in { $ms } ms
web-at = line { $line }, column { $column }:
web-rule-text = Rule text
web-text-stale = The text as it last checked: fix the errors to see it change.
web-variant = Save as a variant
web-variant-intro = Your changes go to a variant file beside the rules; the rules themselves stay as they are.
web-nothing-edited = Nothing edited yet.
web-variant-name = Name (file name)
web-variant-description = What it changes, in one line
web-default-description = Changes made in the studio
web-save-variant = Save the variant
web-check-all = Check all rules
web-checking = Checking every file…
web-all-clean = Every rules file and every locale checks clean with your changes.
web-saved = Saved: { $path }
web-check-with = Check it from a terminal with:
web-not-saved = Not saved: the rules do not check with these changes.
web-confirm-merge = { $file } exists already. Add these changes to it (its comments and other changes stay)?
web-into-rules-title = Write into the rules files instead
web-into-rules-intro = This rewrites the shipped rules files themselves (their comments are kept). Only when you mean to change the base game.
web-into-rules = Write into the rules files
web-into-rules-confirm = Rewrite the rules files with your changes? A variant is usually the better place.
web-into-rules-done = The rules files in { $path } now hold your changes.

## comparing
## where: the studio's comparison page (variants against the base rules)
web-compare = Quick comparison
web-compare-intro = Bots play the rules with and without your changes on the same seeds.
web-games-count = Games
web-bots = Bots
web-compare-run = Compare
web-cancel = Cancel
web-compare-progress = { $done } of { $total } pairs of games played…
web-compare-cancelled = Comparison cancelled.
web-compare-failed = The comparison stopped:
web-compare-summary = { $games } pairs of games, { $players } players. Mean ± 95% interval.
web-compare-estimate = About { $time } for { $games } pairs of games with these bots (one game timed on these rules).
web-compare-estimating = Timing one game of these bots…
web-compare-remaining = About { $time } left.
web-compare-unused = The edited components ({ $names }) were used in none of the { $games } games: this comparison says nothing about them. Play more games, or other bots.
web-compare-used = The edited components ({ $names }) were used in { $used } of the { $games } games with the edits.
web-time-seconds = { $n } s
web-time-minutes = { $n } min
web-metric = Measure
web-base = Base
web-edited = Edited
web-difference = Difference
web-significant-note = A difference in bold is significant (paired t-test, p < 0.05).
web-full-report = Full report (with charts)
web-metric-mean_score = mean score
web-metric-spread = score spread (sd)
web-metric-winner_score = winning score
web-metric-win_seat = win rate seat { $seat }
web-metric-first_player_win = win rate of the start player
web-metric-decisions = decisions per game
web-metric-rounds = rounds per game

## refusals: what the studio will not do, and why
## where: a refusal shown by the studio in a message box or as an HTTP error's text
web-needs-token = This studio needs its token: open the address `speakeasy serve` printed.
web-refused-unknown-component = There is no component '{ $id }'.
web-refused-too-long = The component's text is too long ({ $length } characters; at most { $limit }).
web-refused-fix-first = Fix the errors first: { $ids }.
web-refused-name = A variant's name is lower-case letters, digits and '-' (such as strong-helpers).
web-refused-description = Describe the variant in one line (at most 300 characters).
web-refused-nothing-edited = Nothing is edited: change a component first.
web-refused-applied-before = The studio applies { $name } before { $last }: save under another name.
web-refused-unreadable = { $file } does not read as YAML ({ $problem }): choose another name.
web-refused-into-rules-variants = The studio was started with variants, whose changes are not in the rules files: save the edits as a variant.
web-refused-not-in-rules = { $id } is not in a rules file.
web-refused-game-over = The game is over.
web-refused-not-your-turn = It is not your turn.
web-refused-moved-on = The table has moved on: look again.
web-refused-not-an-option = That is not one of your options.
web-refused-players = This game is played by { $players } players.
web-refused-seats = Give one seat per player, each one of: { $kinds }.
web-refused-no-person = At least one seat is a person's.
web-refused-save-variants = This game was played with the variants { $saved }; the studio plays { $studio }: start it with the same --variant.

# the outcome of any game (harness/outcomes.py): a game over with no winner, the core's outcome rates, a role's win rate
web-no-winner = Nobody wins.
web-metric-no_winner = games with no winner
web-metric-shared_win = games with a shared win
web-metric-win_role = win rate of the { $role } players

# CodeMirror's own words in the editor (its lint panel, its completion list, what a screen reader is told)
web-cm-diagnostics = Problems
web-cm-no-diagnostics = No problems
web-cm-completions = What may be written here
web-cm-control-character = Control character
web-cm-selection-deleted = Selection deleted

## the studio's games, kept between runs, and the limits of a request (issue 23)
## where: the studio's kept games list and the messages of its limits (message boxes)
web-refused-too-many-decisions = This game has reached { $limit } decisions, as many as a game may keep.
web-refused-full = The studio keeps { $games } games and every one is in progress: finish one, or wait until one has had no move for a week, before starting another.
web-gone-finished = This game is no longer kept: it was over, and it was cleared to make room for new games.
web-gone-idle = This game is no longer kept: it had no move for more than a week, and it was cleared to make room for new games.
web-gone-rules = This game is kept, but its rules no longer load in this version of the program.
web-gone-changed = This game is kept, but this version of the program no longer plays it as it was played.
web-refused-host = This studio answers only at { $hosts }, not at '{ $host }' (other names are given with speakeasy serve --allow-host).
web-refused-polls = This seat already has { $most } pages waiting for the table: close one of them.
web-refused-cannot-write = The studio cannot write { $file }: { $problem }.
web-refused-link-outside = { $file } leads outside { $folder } through a link: the studio writes only inside the folders it was started with.

# issue 23: rules that loop (interpreter/machine/engine.py RunawayRules)
web-refused-rules-loop = These rules loop: the move would never end (it runs { $components } again and again). The move was not made; `speakeasy check` and the rules' author can say more.
web-refused-rules-do-not-check = The rules do not check.

# issue 23 item 6: a variant named as a Windows device
web-refused-reserved-name = { $name } is a name Windows keeps for a device (CON, NUL, COM1…), and a variant's name is its file's: choose another.

# hints (issue 29 item 1): before your decision, what the bot would choose and why; the new game's switch
web-hint = Hint: { $bot } would choose “{ $option }”.
web-hint-why = Hint: { $bot } would choose “{ $option }”: { $why }.
web-hints = Hints: before each of your decisions, what the greedy bot would choose
web-lesson-hints-game = Play a game with hints

## a seat's language (issue 29): the link sent to another person opens in it
## where: the studio's home page, beside another person's seat (a menu); max 40 chars
web-seat-language = Language of seat { $seat }
web-seat-language-browser = Their browser's language

## the options a question does not offer (issue 29)
## where: the studio's game page, under your options: the title of a list that opens (each line a person's name and why); max 60 chars
web-not-offered = { $count ->
    [one] Why not the other one? (1 not offered)
   *[other] Why not the others? ({ $count } not offered)
  }
