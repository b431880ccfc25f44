"""`speakeasy lsp`: a language server for the rules and variant files (pygls), for VS Code, Neovim or any
editor that speaks the Language Server Protocol (docs/editors.md). Its answers are the studio's:
interpreter/analysis. Needs the `lsp` extra (`pip install 'speakeasy-rules[lsp]'`)."""
