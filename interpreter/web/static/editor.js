// The editor: browse the components, edit one as YAML in CodeMirror 6 (codemirror.js, built from
// tools/codemirror) with its effect text highlighted (highlight.js); each change is checked by the server
// (debounced), its errors shown where they stand and its rule text in every language, side by side; what
// may be typed at the cursor is asked of the server too (the language server's answers: interpreter/analysis).
// The edits are saved as a variant file, checked first; a quick comparison plays them against the base.
"use strict";
(() => {
  const { api, t, el } = Studio;
  const host = document.getElementById("source");
  let editor = null;  // the CodeMirror view, made once the words of the language have come
  const phrases = new CM.Compartment();
  let index = [];
  let kind = "";
  let current = null;  // the open component as the server sent it
  let errors = [];
  let lastTexts = null;
  let timer = 0;
  let asked = 0;
  let job = null;

  // ---------------------------------------------------------- the list
  function kindLabel(entry) { return entry.kinds[Studio.lang] || entry.kinds.en || entry.kind; }

  function drawKinds() {
    const kinds = [...new Map(index.map((e) => [e.kind, kindLabel(e)])).entries()];
    const box = document.getElementById("kinds");
    box.replaceChildren(el("button", { type: "button", class: `chip${kind ? "" : " on"}`, onclick: () => { kind = ""; drawKinds(); drawList(); } },
      t("web-all")), ...kinds.map(([k, label]) => el("button", { type: "button", class: `chip${kind === k ? " on" : ""}`,
      onclick: () => { kind = k; drawKinds(); drawList(); } }, label)));
  }

  function drawList() {
    const query = document.getElementById("search").value.trim().toLowerCase().split(/\s+/).filter(Boolean);
    const shown = index.filter((e) => (!kind || e.kind === kind) && query.every((q) => e.search.includes(q)));
    document.getElementById("list").replaceChildren(...shown.slice(0, 400).map((e) => el("li", {
      class: `${current && current.id === e.id ? "on" : ""}`, "data-id": e.id, onclick: () => open(e.id),
    }, el("span", { class: `name${e.broken ? " broken" : e.edited ? " edited" : ""}`, text: e.names[Studio.lang] || e.names.en }),
      el("span", { class: "id", text: e.id }))));
    const edited = index.filter((e) => e.edited);
    document.getElementById("edited").replaceChildren(...(edited.length ? edited.map((e) => el("li", {},
      el("a", { href: "#" + e.id, onclick: (ev) => { ev.preventDefault(); open(e.id); } }, e.names[Studio.lang] || e.id))) :
      [el("li", { class: "hint", text: t("web-nothing-edited") })]));
  }

  async function refreshIndex() {
    index = await api("/api/editor/index");
    drawKinds();
    drawList();
  }

  // ---------------------------------------------------------- the code
  function text() { return editor ? editor.state.doc.toString() : ""; }

  // The server counts columns in characters (code points), CodeMirror in UTF-16 units: 𠮷 is one and two.
  function offsetOf(line, column) {
    const doc = editor.state.doc;
    const l = doc.line(Math.min(Math.max(line, 1), doc.lines));
    const chars = [...l.text];
    const before = chars.slice(0, Math.max(column - 1, 0)).join("");
    return l.from + Math.min(before.length, l.length);
  }

  function placeOf(pos) {
    const l = editor.state.doc.lineAt(pos);
    return { line: l.number, column: [...l.text.slice(0, pos - l.from)].length + 1 };
  }

  function diagnostics(errors) {
    const doc = editor.state.doc;
    return errors.map((e) => {
      const from = offsetOf(e.line, e.column);
      const rest = doc.sliceString(from, doc.lineAt(from).to);
      const word = rest.match(/^[\w$.]+|^\S/);
      return { from, to: from + (word ? word[0].length : 0), severity: "error",
        message: e.detail ? `${e.message}\n${e.detail}` : e.message, source: "speakeasy" };
    });
  }

  const KINDS = { keyword: "keyword", verb: "function", named: "function", noun: "class", filter: "property",
                  event: "enum", role: "variable", quantity: "constant", function: "method", word: "text",
                  component: "type", field: "property" };

  async function complete(context) {
    const word = context.matchBefore(/[A-Za-z_][\w.-]*/);
    const before = context.state.sliceDoc(Math.max(context.pos - 1, 0), context.pos);
    if (!context.explicit && !word && !/[\s[=(:.;$]/.test(before)) return null;
    const at = placeOf(context.pos);
    let found;
    try {
      found = await api("/api/editor/complete", { method: "POST", body: { id: current.id, source: context.state.doc.toString(), ...at } });
    } catch (err) {
      return null;
    }
    if (context.aborted || !found.offers.length) return null;
    return { from: word ? word.from : context.pos, validFor: /^[\w.-]*=?$/,
             options: found.offers.map((o) => ({ label: o.label, type: KINDS[o.kind] || "text", detail: o.detail })) };
  }

  function cmPhrases() {  // CodeMirror's own words, in the reader's language
    return CM.EditorState.phrases.of({ "Diagnostics": t("web-cm-diagnostics"), "No diagnostics": t("web-cm-no-diagnostics"),
      "Completions": t("web-cm-completions"), "Control character": t("web-cm-control-character"),
      "Selection deleted": t("web-cm-selection-deleted") });
  }

  function makeEditor(words, fields) {
    const sets = Object.fromEntries(Object.entries(words).map(([k, v]) => [k, new Set(v)]));
    editor = new CM.EditorView({
      parent: host,
      state: CM.EditorState.create({ doc: "", extensions: [
        CM.lineNumbers(), CM.lintGutter(), CM.highlightActiveLine(), CM.highlightActiveLineGutter(), CM.drawSelection(),
        CM.highlightSpecialChars(), CM.history(), CM.bracketMatching(), CM.indentUnit.of("  "), CM.EditorState.tabSize.of(2),
        Highlight.language(sets, fields), CM.syntaxHighlighting(Highlight.style()),
        CM.autocompletion({ override: [complete], activateOnTyping: true, icons: false }),
        CM.keymap.of([...CM.completionKeymap, ...CM.defaultKeymap, ...CM.historyKeymap, ...CM.lintKeymap, CM.indentWithTab]),
        phrases.of(cmPhrases()),
        CM.EditorView.contentAttributes.of({ "aria-label": t("web-source"), spellcheck: "false", autocapitalize: "off" }),
        CM.EditorView.updateListener.of((u) => { if (u.docChanged) edited(); }),
      ] }),
    });
  }

  let setting = false;  // a component being put in the editor: no edit of the designer's, nothing to check

  function load(textValue) {
    setting = true;
    editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: textValue }, selection: { anchor: 0 } });
    setting = false;
  }

  function paint() {
    editor.dispatch(CM.setDiagnostics(editor.state, diagnostics(errors)));
  }

  function edited() {
    if (setting) return;
    clearTimeout(timer);
    timer = setTimeout(() => { check().then(drawList); }, 250);
  }

  async function open(id) {
    try {
      current = await api("/api/editor/component", { query: { id } });
    } catch (err) {
      Studio.toast(err.message);
      return;
    }
    history.replaceState(null, "", `#${id}`);
    load(current.source);
    lastTexts = current.texts || current.base;
    show(current);
    drawList();
    pinsOf(id, true);
  }

  function show(result) {
    errors = result.errors;
    if (result.texts) lastTexts = result.texts;
    paint();
    const e = index.find((x) => x.id === current.id);
    const texts = result.texts || lastTexts;
    const mine = texts && texts[Studio.lang];
    document.getElementById("comp-name").textContent = mine ? mine.name : current.id;
    document.getElementById("comp-kind").textContent = mine ? mine.kind : current.kind;
    document.getElementById("comp-id").textContent = current.id;
    document.getElementById("comp-file").textContent = current.file || t("web-from-variant");
    document.getElementById("revert").disabled = text() === current.original;
    const status = document.getElementById("status");
    status.className = `status ${errors.length ? "bad" : "ok"}`;
    status.replaceChildren(el("span", { text: errors.length ? t("web-errors", { count: errors.length }) : t("web-checks-clean") }),
      el("span", { class: "ms", text: t("web-server-time", { ms: result.ms.toFixed(1) }) }));
    document.getElementById("errors").replaceChildren(...errors.map((x) => el("li", { onclick: () => jump(x) },
      el("span", { class: "where", text: t("web-at", { line: x.line, column: x.column }) }), " ", x.message,
      // a message not yet translated: the checker's English on a line of its own, under the heading in the reader's words
      ...(x.detail ? [el("div", { class: "detail", lang: "en", text: x.detail })] : []))));
    drawTexts(texts, !result.texts);
    if (e) {
      e.edited = text() !== current.original;
      e.broken = e.edited && errors.length > 0;
      if (result.texts) for (const [lang, text] of Object.entries(result.texts)) e.names[lang] = text.name;
    }
  }

  function drawTexts(texts, stale) {
    const names = Studio.info.names || {};
    document.getElementById("texts").replaceChildren(...Studio.info.languages.map((lang) => {
      const text = texts && texts[lang];
      const base = current.base[lang];
      return el("div", { class: `text-col${stale ? " stale" : ""}`, lang, "data-lang": lang },
        el("h3", { text: names[lang] || lang }),
        text ? el("div", { class: "name", text: text.name }) : "",
        text ? el("ul", {}, ...text.lines.map((line) => el("li", { class: base && !base.lines.includes(line) ? "changed" : "" }, line))) : "",
        stale ? el("p", { class: "hint", text: t("web-text-stale") }) : "");
    }));
  }

  // the pins panel (pins.js) draws the pins of the component open here
  function pinsOf(id, again) { document.dispatchEvent(new CustomEvent("studio:component", { detail: { id, again } })); }

  function jump(error) {
    const pos = offsetOf(error.line, error.column);
    editor.dispatch({ selection: { anchor: pos }, scrollIntoView: true });
    editor.focus();
  }

  async function check() {
    const mine = ++asked;
    try {
      const result = await api("/api/editor/check", { method: "POST", body: { id: current.id, source: text() } });
      if (mine === asked) {
        show(result);
        pinsOf(current.id, true);  // an edit that changes the effect would make a pin stale: the panel says so
      }
    } catch (err) {
      if (mine === asked) Studio.toast(err.message);
    }
  }

  document.getElementById("search").addEventListener("input", drawList);
  document.getElementById("revert").addEventListener("click", async () => {
    await api("/api/editor/revert", { method: "POST", body: { id: current.id } });
    await refreshIndex();
    await open(current.id);
  });

  // ---------------------------------------------------------- saving
  function result(box, ok, ...children) {
    box.hidden = false;
    box.className = `result ${ok ? "ok" : "bad"}`;
    box.replaceChildren(...children);
  }

  function problems(list) {
    return el("pre", { text: list.map((x) => x.text || `${x.file}:${x.line}:${x.column}: ${x.message}`).join("\n") });
  }

  async function save(overwrite = false) {
    const box = document.getElementById("save-result");
    const name = document.getElementById("variant-name").value.trim();
    const description = document.getElementById("variant-description").value.trim() || t("web-default-description");
    try {
      const r = await api("/api/editor/save", { method: "POST", body: { name, description, overwrite } });
      if (r.confirm) {
        if (window.confirm(t("web-confirm-merge", { file: `${name}.yaml` }))) return save(true);
        return;
      }
      if (r.ok) result(box, true, el("div", { text: t("web-saved", { path: r.path }) }), el("div", { text: t("web-check-with") }),
        el("code", { text: r.command }));
      else result(box, false, el("div", { text: t("web-not-saved") }), problems(r.errors));
    } catch (err) {
      result(box, false, el("div", { text: err.message }), err.errors.length ? problems(err.errors) : "");
    }
  }

  async function checkAll() {
    const box = document.getElementById("save-result");
    result(box, true, el("div", { text: t("web-checking") }));
    try {
      const r = await api("/api/editor/check-all", { method: "POST", body: {} });
      if (r.ok) result(box, true, el("div", { text: t("web-all-clean") }));
      else result(box, false, el("div", { text: t("web-errors", { count: r.errors.length }) }), problems(r.errors));
    } catch (err) {
      result(box, false, el("div", { text: err.message }));
    }
  }

  async function intoRules() {
    if (!window.confirm(t("web-into-rules-confirm"))) return;
    const box = document.getElementById("save-result");
    try {
      const r = await api("/api/editor/into-rules", { method: "POST", body: { confirm: true } });
      if (r.ok) {
        result(box, true, el("div", { text: t("web-into-rules-done", { path: r.path }) }));
        await refreshIndex();
        if (current) await open(current.id);
      } else {
        result(box, false, el("div", { text: t("web-not-saved") }), problems(r.errors));
      }
    } catch (err) {
      result(box, false, el("div", { text: err.message }));
    }
  }

  document.getElementById("save").addEventListener("click", () => save());
  document.getElementById("check-all").addEventListener("click", checkAll);
  document.getElementById("into-rules").addEventListener("click", intoRules);

  // ---------------------------------------------------------- comparing
  function metricLabel(key) {
    const seat = key.match(/^win_seat_(\d+)$/);
    return seat ? t("web-metric-win_seat", { seat: seat[1] }) : t(`web-metric-${key}`);
  }

  function number(x, pct) {
    if (x === null || x === undefined) return "–";
    return pct ? `${(100 * x).toFixed(0)}%` : x.toFixed(1);
  }

  function estimate(e, pct) {
    return e.low === null ? number(e.mean, pct) : `${number(e.mean, pct)} ±${number((e.high - e.low) / 2, pct)}`;
  }

  function report(status) {
    const r = status.result;
    const rows = r.metrics.map((m) => {
      const pct = m.rate ?? /^(win_|first_)/.test(m.key);  // a rate: an outcome, a win rate
      return el("tr", {}, el("td", { text: metricLabel(m.key) }), el("td", { text: estimate(m.base, pct) }),
        el("td", { text: estimate(m.variant, pct) }), el("td", { class: m.significant ? "sig" : "", text: estimate(m.difference, pct) }));
    });
    const frame = el("iframe", { class: "report-frame", sandbox: "", title: t("web-full-report") });
    frame.srcdoc = status.report;
    return el("div", {},
      el("p", { class: "hint", text: t("web-compare-summary", { games: r.games, players: r.players }) }),
      el("table", { class: "report" }, el("thead", {}, el("tr", {}, el("th", { text: t("web-metric") }), el("th", { text: t("web-base") }),
        el("th", { text: t("web-edited") }), el("th", { text: t("web-difference") }))), el("tbody", {}, ...rows)),
      el("p", { class: "hint", text: t("web-significant-note") }),
      el("details", {}, el("summary", { text: t("web-full-report") }), frame));
  }

  // a duration in the page's words: seconds under two minutes, else minutes
  function duration(seconds) {
    const s = Math.max(1, Math.round(seconds));
    return s < 120 ? t("web-time-seconds", { n: s }) : t("web-time-minutes", { n: Math.round(s / 60) });
  }

  function componentNames(ids) {
    return ids.map((id) => (index.find((e) => e.id === id) || {}).name || id).join(", ");
  }

  // how the edited components were used in the edited rules' games: nothing to read if nobody used them
  function usage(u) {
    if (!u) return "";
    if (u.used === 0) {
      return el("div", { class: "result bad", text: t("web-compare-unused", { names: componentNames(u.components), games: u.games }) });
    }
    return el("p", { class: "hint", text: t("web-compare-used", { names: componentNames(u.components), used: u.used, games: u.games }) });
  }

  let estimating = 0;
  async function estimateTime() {
    const line = document.getElementById("compare-estimate");
    const asked = ++estimating;
    line.textContent = t("web-compare-estimating");
    try {
      const e = await api("/api/editor/compare/estimate", { method: "POST", body: {
        players: Number(document.getElementById("cmp-players").value), games: Number(document.getElementById("cmp-games").value),
        bots: document.getElementById("cmp-bots").value } });
      if (asked === estimating) line.textContent = t("web-compare-estimate", { games: e.games, time: duration(e.seconds) });
    } catch (err) {
      if (asked === estimating) line.textContent = "";
    }
  }
  for (const id of ["cmp-players", "cmp-games", "cmp-bots"]) {
    document.getElementById(id).addEventListener("change", estimateTime);
  }

  async function follow(id) {
    const bar = document.getElementById("progress");
    const box = document.getElementById("compare-result");
    const cancel = document.getElementById("cancel");
    while (job === id) {
      const s = await api(`/api/editor/compare/${id}`);
      bar.max = s.total;
      bar.value = s.done;
      if (s.state === "running") {
        box.replaceChildren(el("p", { class: "hint", text: t("web-compare-progress", { done: s.done, total: s.total }) }),
          s.remaining === null ? "" : el("p", { class: "hint", text: t("web-compare-remaining", { time: duration(s.remaining) }) }));
        await new Promise((r) => setTimeout(r, 400));
        continue;
      }
      cancel.hidden = true;
      bar.hidden = true;
      document.getElementById("compare").disabled = false;
      if (s.state === "done") box.replaceChildren(usage(s.usage), report(s));
      else if (s.state === "cancelled") box.replaceChildren(el("p", { class: "hint", text: t("web-compare-cancelled") }));
      else box.replaceChildren(el("div", { class: "result bad", text: `${t("web-compare-failed")} ${s.error || ""}` }));
      job = null;
    }
  }

  document.getElementById("compare").addEventListener("click", async () => {
    const box = document.getElementById("compare-result");
    try {
      const s = await api("/api/editor/compare", { method: "POST", body: {
        players: Number(document.getElementById("cmp-players").value), games: Number(document.getElementById("cmp-games").value),
        bots: document.getElementById("cmp-bots").value, seed: 0 } });
      job = s.id;
      document.getElementById("compare").disabled = true;
      document.getElementById("cancel").hidden = false;
      document.getElementById("progress").hidden = false;
      follow(s.id);
    } catch (err) {
      box.replaceChildren(el("div", { class: "result bad" }, el("div", { text: err.message }), err.errors.length ? problems(err.errors) : ""));
    }
  });
  document.getElementById("cancel").addEventListener("click", async () => {
    if (job) await api(`/api/editor/compare/${job}/cancel`, { method: "POST", body: {} });
  });

  // ---------------------------------------------------------- start
  Studio.start(async () => {
    const [lang, about] = await Promise.all([api("/api/editor/language"), api("/api/studio")]);
    if (!editor) makeEditor(lang.words, lang.fields);
    else editor.dispatch({ effects: phrases.reconfigure(cmPhrases()) });  // the language was switched
    const named = t("game-name");  // the game's name in the page's language; its id when it has none
    const game = named !== "game-name" ? named : about.game.charAt(0).toUpperCase() + about.game.slice(1);
    document.querySelector(".game-name").textContent = game;
    document.title = `${t("web-editor")} · ${game} ${t("web-studio")}`;
    const players = document.getElementById("cmp-players");
    const keep = players.value;
    players.replaceChildren(...about.players.map((n) => new Option(String(n), String(n))));
    players.value = keep || String(about.players[0]);
    const bots = document.getElementById("cmp-bots");
    const keptBot = bots.value;
    bots.replaceChildren(...Object.entries(Studio.info.bots).map(([name, label]) => new Option(label, name)));
    bots.value = keptBot || about.quick_bot || "random";  // the strong bot: random bots say nothing of balance
    estimateTime();
    if (!document.getElementById("variant-description").value) {
      document.getElementById("variant-description").value = t("web-default-description");
    }
    await refreshIndex();
    const wanted = decodeURIComponent(location.hash.slice(1));
    const first = index.find((e) => e.id === wanted) || (current && index.find((e) => e.id === current.id)) || index[0];
    if (first) await open(first.id);
  });
})();
