-- speakeasy-rules in Neovim: `speakeasy lsp` for the rules and variant files (docs/editors.md).
--
--   vim.opt.runtimepath:append("/path/to/speakeasy-rules/editors/neovim")
--   require("speakeasy").setup()            -- or setup({ cmd = { "/path/to/.venv/bin/speakeasy", "lsp" } })
--
-- Every YAML buffer is offered to the server; it answers for the files of a rules folder (and its variants/)
-- and leaves any other YAML alone. One server per rules folder. Works with Neovim 0.7 and later.
local M = {}

-- The rules folder a file belongs to: its folder, or the one above `variants/`.
function M.root(path)
  local dir = vim.fn.fnamemodify(path, ":p:h")
  if vim.fn.fnamemodify(dir, ":t") == "variants" then
    dir = vim.fn.fnamemodify(dir, ":h")
  end
  return dir
end

local clients = {} -- root -> client id (Neovim 0.7, which has no vim.lsp.start)

function M.attach(bufnr, opts)
  local name = vim.api.nvim_buf_get_name(bufnr)
  if name == "" or (opts.filter and not opts.filter(name)) then
    return
  end
  local root = M.root(name)
  local config = { name = "speakeasy", cmd = opts.cmd, root_dir = root, cmd_env = opts.cmd_env }
  if vim.lsp.start then
    vim.lsp.start(config, { bufnr = bufnr })
    return
  end
  local id = clients[root]
  if id == nil or vim.lsp.get_client_by_id(id) == nil then
    id = vim.lsp.start_client(config)
    clients[root] = id
  end
  if id then
    vim.lsp.buf_attach_client(bufnr, id)
  end
end

function M.setup(opts)
  opts = opts or {}
  opts.cmd = opts.cmd or { "speakeasy", "lsp" }
  local group = vim.api.nvim_create_augroup("speakeasy_lsp", { clear = true })
  vim.api.nvim_create_autocmd("FileType", {
    group = group,
    pattern = "yaml",
    callback = function(args)
      M.attach(args.buf, opts)
    end,
  })
end

return M
