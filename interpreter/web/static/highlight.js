// The effect language inside a component's YAML, for CodeMirror 6 (a StreamLanguage: CodeMirror's own way to
// colour a language line by line, incrementally). What is a keyword, a verb, a noun, a quantity or a function
// comes from the server (/api/editor/language: the grammar's keywords and the game's vocabulary), and which
// fields hold the effect language too (every field the rules' models mark as such), so a new construct or
// word is coloured as soon as the grammar or the vocabulary has it. Nothing here is run; it only names tokens.
"use strict";

const Highlight = (() => {
  const KEY = /^(\s*)((?:-\s+)*)([A-Za-z_][\w.-]*)(\s*:)(?=\s|$)/;
  const WORD = /^[a-z_][a-z0-9_]*(\.[a-z0-9_]+)*/;

  // the field a key names: itself, or the last name of a variant's `change:` path (`loc_x.rows.2.persons.2`)
  function fieldOf(key) {
    const parts = key.split(".").filter((p) => p && !/^\d+$/.test(p));
    return parts.length ? parts[parts.length - 1] : key;
  }

  function effectToken(stream, words, plain) {
    if (stream.eatSpace()) return null;
    if (plain && stream.match(/^#.*/)) return "comment";
    if (stream.match(/^\$\(?/) || stream.match(/^\$\d+/)) return "money";
    if (stream.match(/^\d+/)) return "number";
    const w = stream.match(WORD);
    if (w) {
      const word = w[0];
      if (words.keywords.has(word)) return "keyword";
      if (words.verbs.has(word)) return "verb";
      if (words.nouns.has(word)) return "noun";
      if (words.quantities.has(word) || words.functions.has(word)) return "qty";
      return "word";
    }
    if (stream.match(/^(->|>=|<=|==|!=)/)) return "operator";
    stream.next();
    return "punct";
  }

  function yamlToken(stream) {
    if (stream.eatSpace()) return null;
    if (stream.match(/^#.*/)) return "comment";
    if (stream.match(/^"(?:[^"\\]|\\.)*"?/) || stream.match(/^'(?:[^']|'')*'?/)) return "string";
    if (stream.match(/^-?\d+(\.\d+)?(?=[\s,\]}]|$)/)) return "number";
    if (stream.match(/^(true|false|null|yes|no)(?=[\s,\]}]|$)/)) return "number";
    if (stream.match(/^[[\]{},:]/)) return "punct";
    stream.match(/^[^\s[\]{},:#"']+/) || stream.next();
    return "string";
  }

  // state: keys (indent, key) above the line; mode: "" (YAML), "start" (a value of the effect language starts),
  // "plain", "quoted" (with quote), "flow" (a [list] of effect texts), "block" (a | or > scalar, its key's indent)
  function language(words, dslFields) {
    const fields = new Set(dslFields);
    return CM.StreamLanguage.define({
      name: "speakeasy-yaml",
      startState: () => ({ keys: [], mode: "", quote: "", block: -1, flowQuote: "" }),
      copyState: (s) => ({ ...s, keys: s.keys.slice() }),
      token(stream, state) {
        if (stream.sol()) {
          const indent = stream.indentation();
          if (state.mode === "block" && !(indent > state.block || stream.string.trim() === "")) state.mode = "";
          if (state.mode === "plain" || state.mode === "start") state.mode = "";
          if (state.mode === "") {
            if (/^\s*#/.test(stream.string)) { stream.skipToEnd(); return "comment"; }
            const m = stream.string.match(KEY);
            if (m) {
              const at = m[1].length + m[2].length;
              while (state.keys.length && state.keys[state.keys.length - 1].indent >= at) state.keys.pop();
              state.keys.push({ indent: at, key: m[3] });
              state.pending = { dash: m[1].length + m[2].length, key: m[1].length + m[2].length + m[3].length,
                                colon: m[0].length, dsl: fields.has(fieldOf(m[3])), indent: at };
            } else if (/^\s*-(\s|$)/.test(stream.string)) {
              while (state.keys.length && state.keys[state.keys.length - 1].indent > indent) state.keys.pop();
              const parent = state.keys[state.keys.length - 1];
              state.pending = { dash: indent + 1, key: -1, colon: -1, dsl: !!parent && fields.has(fieldOf(parent.key)),
                                indent: parent ? parent.indent : indent };
            } else {
              state.pending = null;
            }
          }
        }
        const p = state.pending;
        if (p && state.mode === "") {  // the head of a key or item line
          const col = stream.pos;
          if (col < p.dash) { if (stream.eatSpace()) return null; stream.next(); return "punct"; }
          if (p.key >= 0 && col < p.key) { stream.pos = p.key; return "key"; }
          if (p.colon >= 0 && col < p.colon) { stream.pos = p.colon; return "punct"; }
          state.pending = null;
          if (p.dsl) { state.mode = "start"; state.block = p.indent; }
        }
        switch (state.mode) {
          case "start": {
            if (stream.eatSpace()) return null;
            const c = stream.peek();
            if (c === "|" || c === ">") { stream.skipToEnd(); state.mode = "block"; return "punct"; }
            if (c === '"' || c === "'") { stream.next(); state.mode = "quoted"; state.quote = c; return "punct"; }
            if (c === "[") { stream.next(); state.mode = "flow"; return "punct"; }
            state.mode = "plain";
            return effectToken(stream, words, true);
          }
          case "plain": return effectToken(stream, words, true);
          case "block": return effectToken(stream, words, false);
          case "quoted":
            if (stream.peek() === state.quote) { stream.next(); state.mode = ""; return "punct"; }
            if (stream.peek() === "\\") { stream.next(); stream.next(); return "string"; }
            return effectToken(stream, words, false);
          case "flow":
            if (state.flowQuote) {
              if (stream.peek() === state.flowQuote) { stream.next(); state.flowQuote = ""; return "punct"; }
              return effectToken(stream, words, false);
            }
            if (stream.eatSpace()) return null;
            if (stream.peek() === '"' || stream.peek() === "'") { state.flowQuote = stream.next(); return "punct"; }
            if (stream.peek() === "]") { stream.next(); state.mode = ""; return "punct"; }
            if (stream.peek() === ",") { stream.next(); return "punct"; }
            return effectToken(stream, words, true);
          default:
            return yamlToken(stream);
        }
      },
      tokenTable: {
        key: CM.tags.propertyName, punct: CM.tags.punctuation, comment: CM.tags.comment, string: CM.tags.string,
        number: CM.tags.number, keyword: CM.tags.keyword, verb: CM.tags.function(CM.tags.variableName),
        noun: CM.tags.typeName, qty: CM.tags.atom, money: CM.tags.special(CM.tags.number), word: CM.tags.name,
        operator: CM.tags.operator,
      },
    });
  }

  // the tokens' classes: the studio's colours (studio.css, .tk-*)
  const style = () => CM.HighlightStyle.define([
    { tag: CM.tags.propertyName, class: "tk-key" }, { tag: CM.tags.comment, class: "tk-comment" },
    { tag: CM.tags.string, class: "tk-string" }, { tag: CM.tags.number, class: "tk-number" },
    { tag: CM.tags.punctuation, class: "tk-punct" }, { tag: CM.tags.operator, class: "tk-punct" },
    { tag: CM.tags.keyword, class: "tk-kw" }, { tag: CM.tags.function(CM.tags.variableName), class: "tk-verb" },
    { tag: CM.tags.typeName, class: "tk-noun" }, { tag: CM.tags.atom, class: "tk-qty" },
    { tag: CM.tags.special(CM.tags.number), class: "tk-money" }, { tag: CM.tags.name, class: "tk-word" },
  ]);

  return { language, style, fieldOf };
})();
