# The studio editor's pinned text (interpreter/web/pinning.py, static/pins.js; issue 28 item 1): a component's
# rule text written by hand in one language, shown beside the text generated from what runs.

## the editor's pins panel
## where: the studio's rules editor, the "Pinned text" panel under the rule text, a part per language (a state's words before its first colon are also its badge); max 300 chars
web-pins = Pinned text
web-pins-intro = A translator may write a component's rule text by hand in a language. The pin is used only while it says what the effect says; read its verb, target, condition and timing against the generated text beside it.
web-pins-none-here = This component has no rule text to pin.
web-pin-generated = Generated (what runs)
web-pin-pinned = Pinned
web-pin-state-none = Not pinned: the generated text is used.
web-pin-state-valid = Valid: the pinned text is used.
web-pin-state-stale = Stale: the component's effect changed since it was pinned. The generated text is used until the text is pinned again or removed.
web-pin-state-refused = Refused: the generated text is used. What check says:
web-pin-state-unknown = Pinned for a component these rules do not have.
web-pin-english-changed = The English changed since this was translated: read it again.
web-pin-draft-stales = Your edit changes what this component does: once it is in the rules files, this pin will be stale.
web-pin-reviewed = Reviewed by { $reviewer } on { $date }
web-pin-reviewed-undated = Reviewed by { $reviewer }
web-pin-not-reviewed = Not reviewed yet
web-pin-where = { $file }, line { $line }
web-pin-at = line { $line }, column { $column } of the text:
web-pin-edit = Write the pin
web-pin-text = The text, one rule line per line
web-pin-reviewer = Your reviewer's mark (optional: your name; today's date is added)
web-pin-write = Pin this text
web-pin-remove = Remove the pin
web-pin-remove-confirm = Remove the pinned text in { $language }? The generated text will be used.
web-pin-written = Pinned in { $path }.
web-pin-removed = The pin is removed from { $path }.
web-pin-file-problems = The pins file itself has problems:

## the editor's pins: refusals
## where: a refusal under the pin form of the studio's rules editor, or an HTTP error's text; max 200 chars
web-pin-refused = Not pinned: { $count ->
    [one] 1 problem
   *[other] { $count } problems
  } (the rules check reports them too). The pins file is unchanged.
web-pin-refused-no-pin = { $id } has no pinned text in this language.
web-pin-refused-empty = Write the text to pin first.
web-pin-refused-reviewer = A reviewer's mark is one line of at most { $most } characters.
web-pin-refused-too-large = The pins file would be larger than { $most } bytes.
web-pin-refused-file = The pins file cannot be read or written: { $reason }
web-pin-refused-language = This studio has no language '{ $lang }'.
web-pin-refused-request = A pin is sent as id, lang and text (and reviewer, remove).
