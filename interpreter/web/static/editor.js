// The editor: browse the components, edit one as YAML with its effect text highlighted; each change is
// checked by the server (debounced) and its rule text comes back in every language, side by side.
// The edits are saved as a variant file, checked first; a quick comparison plays them against the base.
"use strict";
(() => {
  const { api, t, el } = Studio;
  const source = document.getElementById("source");
  const view = document.getElementById("view");
  const gutter = document.getElementById("gutter");
  let words = { keywords: new Set(), verbs: new Set(), nouns: new Set(), quantities: new Set(), functions: new Set() };
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
  function paint() {
    view.innerHTML = Highlight.html(source.value, new Set(current ? current.dsl_keys : []), words, errors);
    const bad = new Set(errors.map((e) => e.line));
    const n = source.value.split("\n").length;
    gutter.innerHTML = Array.from({ length: n }, (_, i) => (bad.has(i + 1) ? `<span class="bad">${i + 1}</span>` : `${i + 1}`)).join("\n");
    syncScroll();
  }

  function syncScroll() {
    view.scrollTop = source.scrollTop;
    view.scrollLeft = source.scrollLeft;
    gutter.scrollTop = source.scrollTop;
  }

  function fit() {
    source.style.height = "auto";
    source.style.height = `${Math.max(source.scrollHeight + 4, 200)}px`;
  }

  async function open(id) {
    try {
      current = await api("/api/editor/component", { query: { id } });
    } catch (err) {
      Studio.toast(err.message);
      return;
    }
    history.replaceState(null, "", `#${id}`);
    source.value = current.source;
    lastTexts = current.texts || current.base;
    fit();
    show(current);
    drawList();
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
    document.getElementById("revert").disabled = source.value === current.original;
    const status = document.getElementById("status");
    status.className = `status ${errors.length ? "bad" : "ok"}`;
    status.replaceChildren(el("span", { text: errors.length ? t("web-errors", { count: errors.length }) : t("web-checks-clean") }),
      el("span", { class: "ms", text: t("web-server-time", { ms: result.ms.toFixed(1) }) }));
    document.getElementById("errors").replaceChildren(...errors.map((x) => el("li", { onclick: () => jump(x) },
      el("span", { class: "where", text: t("web-at", { line: x.line, column: x.column }) }), " ", x.message)));
    drawTexts(texts, !result.texts);
    if (e) {
      e.edited = source.value !== current.original;
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

  function jump(error) {
    const lines = source.value.split("\n");
    let pos = 0;
    for (let i = 0; i < error.line - 1 && i < lines.length; i++) pos += lines[i].length + 1;
    pos += Math.min(error.column - 1, (lines[error.line - 1] || "").length);
    source.focus();
    source.setSelectionRange(pos, pos);
  }

  async function check() {
    const mine = ++asked;
    try {
      const result = await api("/api/editor/check", { method: "POST", body: { id: current.id, source: source.value } });
      if (mine === asked) show(result);
    } catch (err) {
      if (mine === asked) Studio.toast(err.message);
    }
  }

  source.addEventListener("input", () => {
    paint();
    fit();
    clearTimeout(timer);
    timer = setTimeout(() => { check().then(drawList); }, 250);
  });
  source.addEventListener("scroll", syncScroll);
  source.addEventListener("keydown", (e) => {  // Tab indents by two spaces, as the rules files do
    if (e.key !== "Tab" || e.shiftKey) return;
    e.preventDefault();
    document.execCommand("insertText", false, "  ");
  });
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

  async function follow(id) {
    const bar = document.getElementById("progress");
    const box = document.getElementById("compare-result");
    const cancel = document.getElementById("cancel");
    while (job === id) {
      const s = await api(`/api/editor/compare/${id}`);
      bar.max = s.total;
      bar.value = s.done;
      if (s.state === "running") {
        box.replaceChildren(el("p", { class: "hint", text: t("web-compare-progress", { done: s.done, total: s.total }) }));
        await new Promise((r) => setTimeout(r, 400));
        continue;
      }
      cancel.hidden = true;
      bar.hidden = true;
      document.getElementById("compare").disabled = false;
      if (s.state === "done") box.replaceChildren(report(s));
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
    words = Object.fromEntries(Object.entries(lang).map(([k, v]) => [k, new Set(v)]));
    const game = about.game.charAt(0).toUpperCase() + about.game.slice(1);
    document.querySelector(".game-name").textContent = game;
    document.title = `${t("web-editor")} · ${game} ${t("web-studio")}`;
    const players = document.getElementById("cmp-players");
    const keep = players.value;
    players.replaceChildren(...about.players.map((n) => new Option(String(n), String(n))));
    players.value = keep || String(about.players[0]);
    const bots = document.getElementById("cmp-bots");
    const keptBot = bots.value;
    bots.replaceChildren(...Object.entries(Studio.info.bots).map(([name, label]) => new Option(label, name)));
    bots.value = keptBot || "random";
    if (!document.getElementById("variant-description").value) {
      document.getElementById("variant-description").value = t("web-default-description");
    }
    await refreshIndex();
    const wanted = decodeURIComponent(location.hash.slice(1));
    const first = index.find((e) => e.id === wanted) || (current && index.find((e) => e.id === current.id)) || index[0];
    if (first) await open(first.id);
  });
})();
