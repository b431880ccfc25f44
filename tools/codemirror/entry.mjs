// The pieces of CodeMirror 6 the studio's editor uses (interpreter/web/static/editor.js), as one global `CM`.
// The editor's own behaviour is in editor.js and highlight.js, outside the bundle: changing it needs no rebuild.
export { EditorState, Compartment, StateEffect, StateField } from "@codemirror/state";
export {
  EditorView, keymap, lineNumbers, highlightActiveLine, highlightActiveLineGutter, drawSelection,
  highlightSpecialChars, placeholder, Decoration, ViewPlugin,
} from "@codemirror/view";
export {
  StreamLanguage, HighlightStyle, syntaxHighlighting, indentUnit, bracketMatching, LanguageSupport,
} from "@codemirror/language";
export { tags } from "@lezer/highlight";
export { defaultKeymap, history, historyKeymap, indentWithTab } from "@codemirror/commands";
export { autocompletion, completionKeymap, startCompletion, closeBrackets, closeBracketsKeymap } from "@codemirror/autocomplete";
export { setDiagnostics, lintGutter, lintKeymap, forEachDiagnostic } from "@codemirror/lint";
