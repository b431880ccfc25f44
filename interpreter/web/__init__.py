"""The studio in a browser (`speakeasy serve`): an editor of the rules and a board to play on.

A layer of its own between the harness and the command line: it drives the same public functions
the commands do (``load_game``, ``check_file``/``check_rules``, ``TextKit``, ``Game``, ``compare``,
saves) and knows no game. What a game draws on its board is the game's (``GamePackage.board``);
a game without a drawing is played from a list of options beside its view as data.

    editor.py     a component's text: checked and rendered in every language as it is typed
    overlay.py    the edits as a variant file (comments kept, fmt style), or into the rules files
    comparing.py  a quick comparison of the edited rules with the base, in the background
    tables.py     games in progress: seats, bots, each seat's own view, saves
    words.py      the page's words in the player's language (interpreter/text/locales/*/web.ftl)
    guard.py      the launch token, seat keys, size limits, paths kept inside their folders
    app.py        the routes; static/ holds the pages, scripts and styles (no third-party code)
"""
