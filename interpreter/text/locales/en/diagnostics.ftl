# The rules checker's diagnostics, as the studio's editor shows them in the reader's language
# (interpreter/text/diagnostics.py reads the checker's English back against these shapes).
# English is shown as the checker writes it: these messages are the source the translations follow.
# Code words ('gain', 'ally', a field) are placeables: they stay as the rules write them.

## where: the studio's rules editor: one diagnostic beside its line and column, and in the whole-folder check; max 200 chars

diag-untranslated = The rules checker says (not yet translated):
diag-did-you-mean = {" "}(did you mean '{ $word }'?)
diag-write-instead = {" "}(write '{ $word }' instead)
diag-known-events = ; events: { $list }
diag-known-players = ; players: { $list }
diag-one-of = one of { $list }
diag-list-separator = {", "}
diag-code = '{ $word }'
diag-expected-word = a word
diag-expected-number = a number
diag-expected-comparison = a comparison (>=, ==, ...)
diag-expected-end = the end of the text
diag-expected-signed = a signed number such as +1
diag-expected-money = money such as $5
diag-expected-number-or-money = a number or money
diag-expected-player = a player: you or a role
diag-expected-switch = on or off for a switch
diag-expected-limit = a number for a limit
diag-unknown-verb = unknown verb '{ $verb }'
diag-unknown-event = unknown event '{ $word }'
diag-unknown-player = unknown player '{ $word }'
diag-unknown-quantity = unknown quantity '{ $word }'
diag-unknown-function = unknown function '{ $word }'
diag-unknown-noun = unknown noun '{ $word }'
diag-unknown-field = unknown field '{ $field }'
diag-unknown-section = unknown section '{ $field }'
diag-missing-field = missing field '{ $field }'
diag-whole-number = '{ $field }' is a whole number, not '{ $value }'
diag-unexpected-argument = unexpected argument '{ $word }' to '{ $verb }'
diag-unexpected-argument-bare = unexpected argument to '{ $verb }'
diag-missing-argument = '{ $verb }' is missing what it needs: { $what }
diag-no-option = '{ $verb }' has no option '{ $option }' (options: { $options })
diag-needs-player = '{ $verb }' needs a player: you or a role
diag-charge-needs-once = '{ $verb }' is a one-shot charge: write 'once: { $verb } …'
diag-stays-only = this effect stays with its owner and is never run: use modify, 'when EVENT: …' or 'once: …' (a step like this one would never happen)
diag-runs-only = this effect is run once and not kept, so this would never apply: modify and when belong to what stays (a crate's back, a card's passive, a mobster's bonus)
diag-charge-stays = a one-shot charge is kept until the game spends it, so it belongs to what stays (a crate's back, a card's passive, a mobster's bonus); here it would never be spent
diag-table-everyone = a rule of the table already holds for every player, so 'everyone' would apply it once for each player: drop 'everyone'
diag-ability-runs = this effect is run when you ally, and 'once: …' as a step of its own would run then and also be offered later as a once-per-game ability: put it inside 'when EVENT:' or drop 'once:'
diag-step-missing = a step is missing after ';'
diag-unexpected-token = unexpected '{ $token }'; expected { $expected }
diag-unexpected-character = unexpected character '{ $token }'
diag-ends-early = the text ends too early; expected { $expected }
diag-arithmetic-parentheses = arithmetic inside an argument needs parentheses, e.g. gain $(4 * vip)
diag-choose-two = 'choose' needs at least two options separated by '|'
diag-repeat-count = 'repeat' needs a count and a colon: repeat 2: ... or repeat up to 2: ...
diag-comparison-sides = a comparison needs a number on each side, e.g. count(building[mine]) >= 3
diag-too-long = text is too long ({ $length } characters, at most { $limit })
diag-too-deep = nesting is too deep
diag-id-stays = the id stays '{ $id }': a component's id cannot change (a variant adds a new component instead)
diag-one-mapping = a component is one mapping of its fields (`id: …`)

## pins (issue 28 item 1): what `check` says of a pin (text/pins.py), as the editor's pins panel and whole-folder check show it
## where: the studio's rules editor: under a language's pinned text, under the pin form, in the whole-folder check; max 300 chars
diag-pin-generated = generated:{" "}
diag-pin-pinned = pinned:{" "}
diag-pin-stale = the pin of '{ $component }' is stale: its effect changed since it was pinned (fingerprint { $was }, now { $now }); the generated text is used until it is pinned again or removed:{ $both }
diag-pin-says = the pin of '{ $component }' says { $what }, which its effect does not (the generated text's numbers are the rules'):{ $both }
diag-pin-leaves-out = the pin of '{ $component }' leaves out { $what }, which its effect says:{ $both }
diag-pin-names = the pin of '{ $component }' names '{ $name }', which its effect does not:{ $both }
diag-pin-leaves-out-name = the pin of '{ $component }' leaves out '{ $name }', which its effect names:{ $both }
diag-pin-no-text = the pin of '{ $component }' has no text (1 to { $most } characters)
diag-pin-too-long = the pin of '{ $component }' has { $length } characters of text (1 to { $most })
diag-pin-twice = '{ $component }' is pinned twice (first at line { $line })
diag-pin-no-field = a pin has no field '{ $field }'
diag-pin-fields = a pin needs component, effect (its fingerprint: `speakeasy pin` writes it) and text; english, reviewer and reviewed are text too
diag-pins-list = a pins file is a list of [[pin]] tables
diag-pins-toml = not a pins file (TOML): { $reason }
diag-unknown-component = unknown component '{ $component }'
diag-term-refused = '{ $word }' is refused by the termbase for '{ $concept }': write '{ $use }' ({ $file }:{ $line })
diag-terms-list = a termbase is a list of [[term]] tables
diag-term-fields = a term needs concept = "…", use = "…" and refuse = ["…", …]
diag-term-clash = term '{ $concept }' refuses '{ $word }', which its own word '{ $use }' contains
diag-terms-toml = not a termbase (TOML): { $reason }

## the checker's rarer messages (issue 28 item 5): timing, repeats, counts, selectors, options, named effects
## where: the studio's rules editor: one diagnostic beside its line and column, and in the whole-folder check; max 300 chars
diag-or-separator = {" or "}
diag-nothing-in-game = nothing in this game
diag-none = none
diag-choose-count = cannot choose { $count } different of { $options } options
diag-repeat-at-least = a repeat count must be at least 1
diag-repeat-at-most = a repeat count is at most { $most }
diag-repeats-nested = repeats inside repeats run their body at most { $most } times in all (a count worked out in play counts as { $each })
diag-when-both = 'when { $event }:' either modifies numbers while the event lasts or runs an effect after it happens, not both: write two 'when's
diag-event-moment = '{ $event }' happens at a moment and does not last: a modifier would never apply during it (a trigger, 'when { $event }: gain $1', runs after it)
diag-setting-lasts = a setting holds while its component is yours, not while '{ $event }' lasts: write 'set …' as a step of its own
diag-another-modifier = 'when another …:' runs an effect when the event happens to another player; a modifier applies to its owner only
diag-everyone-another = '{ $event }' happens to every player at once: 'when { $event }:' already runs for you, there is no 'another'
diag-trigger-loop-you = '{ $verb }' makes '{ $event }' happen again (you): this trigger would run itself forever
diag-trigger-loop-other = '{ $verb }' makes '{ $event }' happen again (another player): this trigger would run itself forever
diag-role-unnamed = '{ $how } { $role }': nothing before it names the { $role } player here — { $about } (a role is named by { $namers })
diag-as-group = 'as { $scope } { $role }': a group of players is one of { $groups }
diag-not-a-cost = '{ $verb }' is not a cost; before '->' use { $costs }
diag-option-twice = '{ $verb }' is given its option '{ $option }' twice
diag-needs-what = '{ $verb }' needs what to { $verb } after a number ({ $what }), or money such as $5
diag-bound-written = '{ $verb }' takes its { $key } as a number written out, from { $low } to { $high }
diag-bound-range = '{ $verb }' takes its { $key } from { $low } to { $high }, not { $value }
diag-bound-within = '{ $verb }': its { $low } ({ $a }) is more than its { $high } ({ $b })
diag-one-word = { $what } takes one word, not alternatives
diag-must-be-one-of = { $what } must be one of: { $choices }
diag-not-valid = '{ $value }' is not a valid { $what }{ $mean_hint }; expected { $choices }
diag-number-not-alternatives = { $what } takes a number, not alternatives
diag-number-not-money = { $what } is a number, not money
diag-not-negative = { $what } cannot be negative (it is { $value }): an amount is 0 or more; to take something away, use the verb that takes it (pay, discard, lose, give)
diag-number-at-most = a number in an effect is at most { $most }
diag-count-twice = player count { $count } appears twice
diag-once-never = 'once:' holds an effect to run once (or a one-shot charge such as { $charges }); this would never apply
diag-die-range = a die has the faces 1 to { $most }: '{ $what }' is not a range of them, low to high
diag-die-face = a die has the faces 1 to { $most }: '{ $what }' is not one of them
diag-face-twice = face { $face } is named twice (also at column { $column }): say once what each face does
diag-function-some = '{ $name }' takes one or more arguments, got { $got }
diag-function-one = '{ $name }' takes 1 argument, got { $got }
diag-function-arity = '{ $name }' takes { $count } arguments, got { $got }
diag-counts-selector = '{ $name }' counts a selector such as building[mine]
diag-wrap-selector = '{ $name }' takes numbers; wrap the selector in count(...)
diag-no-filter = '{ $noun }' has no filter '{ $key }'{ $mean_hint } (filters: { $filters })
diag-no-key = '{ $noun }' has no key '{ $key }'{ $mean_hint } (keys: { $keys })
diag-not-a-value = '{ $value }' is not a value of { $noun } { $key }{ $mean_hint }; expected { $choices }
diag-ranges-over = '{ $quantifier }' ranges over { $domains }, not { $noun }
diag-empty = empty { $kind }
diag-named-depth = '{ $verb }': named effects are used inside one another at most { $most } deep
diag-named-numbers = '{ $verb }' takes numbers ({ $params }), not { $shown }: write '{ $example }'
diag-named-count-at = '{ $verb }' takes { $count } numbers ({ $params }), got { $got } (defined at { $where })
diag-named-count = '{ $verb }' takes { $count } numbers ({ $params }), got { $got }
diag-named-count-one-at = '{ $verb }' takes { $count } number ({ $params }), got { $got } (defined at { $where })
diag-named-count-one = '{ $verb }' takes { $count } number ({ $params }), got { $got }

## what only a setting (`set PATH VALUE`, D-310) or a counter on a component (`add 1 coin to this`, issue 27 item 7) says
## where: the studio's rules editor: one diagnostic beside its line and column, and in the whole-folder check; max 300 chars
# $why: the game's own reason, in English (a Setting's table text), which a translation may leave out; $change: the
# variant's `change:` that changes it for everyone (a code example)
diag-setting-table-change = '{ $path }' is a setting of the table, which a component cannot change: { $why } (change: { $change })
diag-setting-table = '{ $path }' is a setting of the table, which a component cannot change: { $why }
diag-setting-switch = '{ $path }' is a switch: its value is on or off, not { $shown }
diag-setting-limit-written = '{ $path }' is a limit: its value is a number from { $low } to { $high } written out, not { $shown }
diag-setting-limit-range = '{ $path }' is a limit from { $low } to { $high }, not { $value }
diag-value-worked-out = a number worked out in play
diag-counter-name = '{ $name }': a counter's name is one word (letters, digits, _), such as coin
# $step: the step as it should be written, its money made a number
diag-counter-money = a counter counts things, not money: { $step }
diag-counter-add-negative = what is added to a counter is 0 or more (it is { $value }): to take away, write '{ $example }'
diag-counter-remove-negative = what is removed from a counter is 0 or more (it is { $value }): to take away, write '{ $example }'
diag-counter-this = a counter is on the component the effect belongs to: add 1 coin to this, remove 1 coin from this, reset coin on this
diag-counter-read = 'counter' reads one counter of this component by its name, e.g. counter(coin)
diag-counter-unknown-listed = unknown counter '{ $name }'{ $mean_hint }: no step of this component puts anything on it (add 1 { $name } to this), so it would always be 0; its counters: { $counters }
diag-counter-unknown = unknown counter '{ $name }'{ $mean_hint }: no step of this component puts anything on it (add 1 { $name } to this), so it would always be 0
diag-counter-outside-change = a counter is kept on a component: this text belongs to none (it is a rule of the game's own), so there is no 'this' to change; put it on a component (a card, a tile, a table rule)
diag-counter-outside-read = a counter is kept on a component: this text belongs to none (it is a rule of the game's own), so there is no 'this' to read; put it on a component (a card, a tile, a table rule)

## what the loader says of a rules file's fields, its sections and named effects (issue 28 item 5)
## where: the studio's rules editor: one diagnostic beside its line and column, and in the whole-folder check; max 300 chars
diag-at-where = {" "}(at { $word })
diag-value-whole-number = a whole number
diag-value-true-or-false = true or false
diag-value-text = a text
diag-value-list-items = a list (items start with '- ')
diag-value-list = a list
diag-value-mapping = a mapping (`key: value`)
diag-value-fields = a mapping of fields (`key: value`)
diag-value-null = empty (null)
diag-value-a-mapping = a mapping
diag-value-this = this value
diag-value-money = money
diag-value-alternatives = alternatives
diag-field-is = { $subject } is { $wanted }, not { $shown }
diag-field-at-most-items = { $subject } holds at most { $items }, not { $got }
diag-field-at-least-items = { $subject } needs at least { $items }, not { $got }
diag-field-text-at-most = { $subject } is a text of at most { $most } characters
diag-field-text-at-least = { $subject } is a text of at least { $most } characters
diag-field-at-least = { $subject } is at least { $bound }, not { $shown }
diag-field-more-than = { $subject } is more than { $bound }, not { $shown }
diag-field-at-most = { $subject } is at most { $bound }, not { $shown }
diag-field-less-than = { $subject } is less than { $bound }, not { $shown }
diag-field-one-of = { $subject } is one of { $choices }, not { $shown }
diag-field-form = { $subject } is { $shown }, not of the form this field takes
diag-written-twice = '{ $key }' is written twice in this mapping (first at { $at }); YAML would keep only the last
diag-rules-mapping = a rules file is a mapping of component lists (e.g. `helpers:`)
diag-section-list = '{ $section }' is a list of components (items start with '- ')
diag-unknown-kind = unknown component kind '{ $kind }'
diag-no-section = no file defines the '{ $section }' section
diag-section-twice = section '{ $section }' is also defined in { $file }
diag-duplicate-id = duplicate id '{ $id }' (first at { $where })
diag-triggers-loop = these triggers would set each other off forever: { $chain }
diag-no-rules-folder = rules folder not found
diag-no-rules-files = no rules files (*.yaml) in this folder
diag-no-shipped-rules = this game ships no rules: give a rules folder
diag-define-mapping = 'define' maps each name to its definition: `shakedown: {"{"}params: [n], effect: "..."{"}"}`
diag-define-itself = named effects cannot use themselves ({ $chain }): '{ $verb }' would never end
diag-define-params-most = a named effect has at most { $most } parameters
diag-define-is-mapping = the definition of '{ $name }' is a mapping: `params: [n]` and `effect: "..."`
diag-define-field = unknown field '{ $field }'{ $mean_hint } of a named effect (fields: params, effect)
diag-define-effect = '{ $name }' needs its `effect`: the steps it stands for, in the effect language
diag-define-params = `params` is a list of names, such as [n] or [amount, times]
diag-param-name = a parameter is named in lower-case letters, digits and `_`, not '{ $name }'
diag-param-twice = parameter '{ $name }' is named twice
diag-param-quantity = '{ $name }' is a quantity of the game ({ $about }): a parameter needs a name of its own
diag-param-word = '{ $name }' is a word of the language: a parameter needs a name of its own
diag-define-name = a named effect's name is lower-case letters, digits and `_` (such as `shakedown`), not '{ $name }'
diag-define-verb = '{ $name }' is a verb of the game: a named effect needs a name of its own
diag-define-word = '{ $name }' is a word of the language: a named effect needs a name of its own
diag-define-already = '{ $name }' is already defined ({ $where })
diag-define-twice = '{ $name }' is defined twice in this file
diag-line = line { $line }
diag-line-column = line { $line }, column { $column }
