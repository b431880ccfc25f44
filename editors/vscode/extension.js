// The speakeasy-rules language server in VS Code (docs/editors.md): `speakeasy lsp` on stdio for every YAML file;
// the server answers for the files of a rules folder and its variants/ and leaves other YAML alone.
"use strict";
const vscode = require("vscode");
const { LanguageClient } = require("vscode-languageclient/node");

let client;

function activate(context) {
  const [command, ...args] = vscode.workspace.getConfiguration("speakeasy").get("command") || ["speakeasy", "lsp"];
  const server = { command, args: args.length ? args : ["lsp"] };
  client = new LanguageClient("speakeasy", "Speakeasy rules", { run: server, debug: server }, {
    documentSelector: [{ scheme: "file", language: "yaml" }],
  });
  context.subscriptions.push(client);
  return client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
