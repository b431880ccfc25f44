// Colours for a component's YAML and, inside the fields that hold it, the effect language: keywords of
// the grammar, the game's verbs, nouns, quantities and functions (the server sends the lists), money,
// numbers, punctuation, comments. An error is underlined at its line and column. Only text is made
// here (every character escaped); nothing is run.
"use strict";

const Highlight = (() => {
  const DSL = /(\s+)|(#.*$)|(\$\(?|\$\d+)|(\d+)|([a-z_][a-z0-9_]*)|(->|>=|<=|==|!=|[;{}()[\]|:=,<>+\-*/])|([^\s])/y;
  const YAML = /(\s+)|(#.*$)|("(?:[^"\\]|\\.)*"?|'(?:[^']|'')*'?)|(-?\d+(?:\.\d+)?\b)|(true|false|null|yes|no)\b|([[\]{},:])|([^\s[\]{},:#"']+)/y;

  function escape(text) {
    return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  }

  function scan(re, text, classify) {
    const out = [];
    re.lastIndex = 0;
    let m;
    while (re.lastIndex < text.length && (m = re.exec(text))) {
      out.push({ text: m[0], cls: classify(m) });
    }
    return out;
  }

  function dslTokens(text, words) {
    return scan(DSL, text, (m) => {
      if (m[1]) return "";
      if (m[2]) return "tk-comment";
      if (m[3]) return "tk-money";
      if (m[4]) return "tk-number";
      if (m[5]) {
        const w = m[5];
        if (words.keywords.has(w)) return "tk-kw";
        if (words.verbs.has(w)) return "tk-verb";
        if (words.nouns.has(w)) return "tk-noun";
        if (words.quantities.has(w) || words.functions.has(w)) return "tk-qty";
        return "tk-word";
      }
      return "tk-punct";
    });
  }

  function yamlTokens(text) {
    return scan(YAML, text, (m) => {
      if (m[1]) return "";
      if (m[2]) return "tk-comment";
      if (m[3]) return "tk-string";
      if (m[4] || m[5]) return "tk-number";
      if (m[6]) return "tk-punct";
      return "tk-string";
    });
  }

  // A value that holds the effect language: quotes around it, a comment after it.
  function dslValue(text, words) {
    const lead = text.match(/^\s*/)[0];
    const rest = text.slice(lead.length);
    const out = lead ? [{ text: lead, cls: "" }] : [];
    const q = rest[0];
    if (q === '"' || q === "'") {
      const close = rest.indexOf(q, 1);
      const end = close < 0 ? rest.length : close;
      out.push({ text: q, cls: "tk-punct" }, ...dslTokens(rest.slice(1, end), words));
      if (close >= 0) out.push({ text: q, cls: "tk-punct" }, ...yamlTokens(rest.slice(close + 1)));
      return out;
    }
    const hash = rest.search(/\s#/);
    const body = hash < 0 ? rest : rest.slice(0, hash);
    out.push(...dslTokens(body, words));
    if (hash >= 0) out.push({ text: rest.slice(hash), cls: "tk-comment" });
    return out;
  }

  function lines(source, dslKeys, words) {
    const stack = [];
    return source.split("\n").map((line) => {
      if (/^\s*(#.*)?$/.test(line)) return [{ text: line, cls: "tk-comment" }];
      const key = line.match(/^(\s*)((?:- )*)([A-Za-z_][\w.-]*)(\s*:)(?=\s|$)(.*)$/);
      if (key) {
        const indent = key[1].length + key[2].length;
        while (stack.length && stack[stack.length - 1].indent >= indent) stack.pop();
        stack.push({ indent, key: key[3] });
        const head = [{ text: key[1], cls: "" }, { text: key[2], cls: "tk-punct" }, { text: key[3], cls: "tk-key" },
          { text: key[4], cls: "tk-punct" }];
        return head.concat(dslKeys.has(key[3]) ? dslValue(key[5], words) : yamlTokens(key[5]));
      }
      const item = line.match(/^(\s*)- (.*)$/);
      if (item) {
        const indent = item[1].length;
        const parent = [...stack].reverse().find((s) => s.indent < indent || (s.indent === indent && item[1].length === indent));
        const dsl = parent && dslKeys.has(parent.key);
        return [{ text: item[1], cls: "" }, { text: "- ", cls: "tk-punct" }].concat(dsl ? dslValue(item[2], words) : yamlTokens(item[2]));
      }
      return yamlTokens(line);
    });
  }

  // The highlighted HTML of a source, with each error's place underlined.
  function html(source, dslKeys, words, errors = []) {
    const marks = new Map();
    for (const e of errors) {
      if (!marks.has(e.line)) marks.set(e.line, new Set());
      marks.get(e.line).add(e.column);
    }
    return lines(source, dslKeys, words).map((tokens, i) => {
      const cols = marks.get(i + 1) || new Set();
      let col = 1;
      let out = "";
      const pending = new Set(cols);
      for (const tok of tokens) {
        if (!tok.text) continue;
        const end = col + tok.text.length;
        const hit = [...pending].some((c) => c >= col && c < end);
        for (const c of [...pending]) if (c >= col && c < end) pending.delete(c);
        const cls = [tok.cls, hit ? "tk-err" : ""].filter(Boolean).join(" ");
        out += cls ? `<span class="${cls}">${escape(tok.text)}</span>` : escape(tok.text);
        col = end;
      }
      if (pending.size) out += '<span class="tk-err"> </span>';  // past the end of the line
      return out;
    }).join("\n") + "\n";
  }

  return { html, dslTokens };
})();
