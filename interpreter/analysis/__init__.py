"""What an editor asks of a rules file, answered once for every editor: the studio's (interpreter/web/editor.py)
and any editor speaking the language server protocol (interpreter/lsp/).

``item``: one component's YAML checked as `speakeasy check` checks it (the studio's keystrokes);
``folder``: a whole rules folder checked with an editor's unsaved buffers standing in for their files, the
definitions of its components and their rule text (the language server's diagnostics, hover, go-to-definition);
``where``: what a place in a rules or variant file is (a key, a component id, an effect text and how far
into it); ``complete``: what may be written there, read from the grammar and the game's vocabulary;
``vocab``: those words, for completion and highlighting alike; ``counted``: the counters of the component a place
is in (offered where a counter's name goes); ``explain``: what hover says of a setting's path and a counter's name,
with their words in every language. Positions here are 1-based lines and
columns counted in characters (code points), as the checker's diagnostics are; each editor converts
to its own units (UTF-16 for the protocol's default and for the browser).
"""
