"""The editors' setups against the language server: Debian's Neovim (headless) with editors/neovim opens a rules
file with a typo after Chinese and sees the server's diagnostic at its place; the VS Code extension folder
names the server the docs say it does."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from .conftest import ROOT
from .studio import ONE_LINE, one_line, rules_copy

NVIM = shutil.which("nvim")
INIT = """
vim.cmd("filetype on")
vim.opt.runtimepath:append({plugin})
require("speakeasy").setup({{ cmd = {{ {python}, "-m", "interpreter", "lsp" }} }})
vim.api.nvim_create_autocmd("VimEnter", {{ callback = function()
  local found = vim.wait(90000, function() return #vim.diagnostic.get(0) > 0 end, 200)
  local out = {{}}
  for _, d in ipairs(vim.diagnostic.get(0)) do
    table.insert(out, {{ lnum = d.lnum, col = d.col, message = d.message, source = d.source }})
  end
  vim.fn.writefile({{ vim.fn.json_encode({{ found = found, diagnostics = out }}) }}, {result})
  vim.cmd("qa!")
end }})
"""


def _lua(text: str) -> str:
    return json.dumps(text)  # a JSON string is a Lua string literal for these paths


@pytest.mark.skipif(NVIM is None, reason="no nvim (apt-get install neovim)")
def test_neovim_shows_the_servers_diagnostic_at_its_place(tmp_path: Path) -> None:
    if not os.environ.get("CI"):
        pytest.importorskip("pygls", reason="the lsp extra: pip install -e '.[lsp]'")
    folder = rules_copy(tmp_path)
    helpers = folder / "helpers.yaml"
    text = one_line(helpers.read_text(encoding="utf-8"))
    helpers.write_text(text, encoding="utf-8")
    row = text.split("\n").index(ONE_LINE)
    result = tmp_path / "diagnostics.json"
    init = tmp_path / "init.lua"
    init.write_text(INIT.format(plugin=_lua(str(ROOT / "editors" / "neovim")), python=_lua(sys.executable),
                                result=_lua(str(result))), encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(ROOT), "HOME": str(tmp_path), "XDG_STATE_HOME": str(tmp_path / "state"),
           "XDG_DATA_HOME": str(tmp_path / "data"), "XDG_CONFIG_HOME": str(tmp_path / "config")}
    done = subprocess.run([NVIM, "--headless", "--clean", "-u", str(init), str(helpers)], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=180, check=False)
    assert result.exists(), done.stdout + done.stderr
    got = json.loads(result.read_text(encoding="utf-8"))
    assert got["found"] is True, got
    col = len(ONE_LINE[:ONE_LINE.index("influnce")].encode("utf-8"))  # Neovim counts bytes; it asked in UTF-16
    assert col > ONE_LINE.index("influnce")
    assert got["diagnostics"] == [{"lnum": row, "col": col, "source": "speakeasy",
                                   "message": "unexpected argument 'influnce' to 'gain' (did you mean 'influence'?)"}]


def test_the_vs_code_extension_starts_the_server_on_yaml() -> None:
    folder = ROOT / "editors" / "vscode"
    manifest = json.loads((folder / "package.json").read_text(encoding="utf-8"))
    assert manifest["main"] == "./extension.js" and "onLanguage:yaml" in manifest["activationEvents"]
    assert manifest["dependencies"]["vscode-languageclient"]
    code = (folder / "extension.js").read_text(encoding="utf-8")
    assert '"lsp"' in code and "speakeasy.command" in json.dumps(manifest["contributes"])
