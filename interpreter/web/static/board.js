// A seat at a game: the table as the game draws it (from this seat's view only), the seat's options
// — clickable on the board where they have a place, and as a list — the log, in the seat's language.
// The page asks the server again whenever the table moves (another player, the bots).
"use strict";
(() => {
  const { api, t, el } = Studio;
  const table = location.pathname.split("/").pop();
  const host = !!Studio.seatKey;  // opened with the studio's own token and a seat: the host's page
  let state = null;
  let shownLang = "";
  let logLines = [];
  let busy = false;
  let polling = 0;

  function render(next) {
    if (state && next.version < state.version) return;
    // the same table in the same words: leave the page alone (redrawing it under a finger would lose a click)
    const same = state && next.version === state.version && Studio.lang === shownLang;
    const fresh = !state || next.log.from === 0;
    const before = logLines.length;
    logLines = fresh ? next.log.lines : logLines.concat(next.log.lines.slice(Math.max(0, logLines.length - next.log.from)));
    state = next;
    shownLang = Studio.lang;
    document.body.dataset.version = String(next.version);  // what the table's last answer was (tests wait on it)
    if (!same) {
      drawPanels();
      drawTurn();
    }
    if (!same || fresh || logLines.length !== before) drawLog();
    if (!same) document.dispatchEvent(new CustomEvent("studio:table", { detail: next }));  // lesson.js listens
  }

  function drawPanels() {
    const box = document.getElementById("panels");
    const items = state.panels || [{ key: "view", title: t("web-your-view"), data: state.view }];
    box.replaceChildren(...items.map((p) => {
      const section = el("section", { class: `card panel${p.wide ? " wide" : ""}`, "data-panel": p.key }, el("h2", { text: p.title }));
      if (p.svg !== undefined) {
        const scroll = el("div", { class: "scroll" });
        scroll.innerHTML = p.svg;  // the server's drawing of this seat's view (its words are escaped there)
        // a shape's <title> (a shortened name's whole, a chip's rule) shows in the page's own tip, not in a second one
        for (const title of scroll.querySelectorAll("svg title")) {
          const owner = title.parentNode;
          if (owner && !owner.dataset.tip) owner.dataset.tip = title.textContent;
          title.remove();
        }
        section.append(scroll);
      } else {
        section.append(el("div", { class: "view-data" }, dataTree(p.data)));
      }
      return section;
    }));
  }

  function dataTree(value) {
    if (value === null || typeof value !== "object") return document.createTextNode(value === null ? "—" : String(value));
    if (Array.isArray(value)) return document.createTextNode(value.map((v) => (typeof v === "object" ? JSON.stringify(v) : String(v))).join(", ") || "—");
    const dl = el("dl");
    for (const [k, v] of Object.entries(value)) dl.append(el("dt", { text: k.replace(/_/g, " ") }), el("dd", {}, dataTree(v)));
    return dl;
  }

  function onBoard() {
    const ids = new Set();
    for (const node of document.querySelectorAll("#panels [data-option]")) ids.add(node.dataset.option);
    for (const node of document.querySelectorAll("#panels [data-options]")) for (const id of node.dataset.options.split(" ")) ids.add(id);
    return ids;
  }

  function drawTurn() {
    const s = state;
    const whose = document.getElementById("whose");
    const status = document.getElementById("status");
    const mine = s.current === s.seat && !s.over;
    const name = s.current === null || s.current === undefined ? "" : s.names[s.current];
    whose.replaceChildren(el("span", { class: "dot", style: Studio.seatDot(s.seat) }),
      el("span", { text: t("web-you-are", { player: s.names[s.seat] }) }));
    status.textContent = s.over ? t("web-game-over") : mine ? t("web-your-turn") : t("web-waiting-for", { player: name });
    document.title = `${status.textContent} · ${t("web-studio")}`;
    document.getElementById("prompt").textContent = mine ? s.prompt : "";
    const hint = document.getElementById("hint");  // a game with hints: what the bot would choose, on this view only
    hint.hidden = !(mine && s.hint);
    hint.textContent = mine && s.hint ? s.hint.text : "";
    const placed = onBoard();
    // two options may read alike (two empty spaces of one district): number them; the board tells them apart
    const count = {}, seen = {};
    for (const o of s.options) count[o.label] = (count[o.label] || 0) + 1;
    document.getElementById("options").replaceChildren(...(mine ? s.options.map((o) => el("li", {},
      el("button", { type: "button", class: placed.has(o.id) ? "onboard" : "", "data-option": o.id,
        "data-component": o.component || null, onclick: () => choose(o.id) },
      count[o.label] > 1 ? `${o.label} · ${(seen[o.label] = (seen[o.label] || 0) + 1)}` : o.label))) : []));
    // what this question does not offer, and why (the reasons of this seat's own question: D-343)
    const missing = mine && s.not_offered ? s.not_offered : [];
    document.getElementById("not-offered").hidden = !missing.length;
    document.getElementById("not-offered-title").textContent = t("web-not-offered", { count: missing.length });
    document.getElementById("not-offered-list").replaceChildren(...missing.map((x) => el("li", {},
      el("strong", { text: x.label }), " ", el("span", { text: x.why }))));
    const waiting = document.getElementById("waiting");
    waiting.hidden = mine || s.over;
    waiting.textContent = t("web-waiting-for", { player: name });
    const over = document.getElementById("over");
    over.hidden = !s.over;
    document.querySelector("main.table-layout").classList.toggle("over", !!s.over);
    if (s.over) {
      // the winners first, then by score (the server's order: the top score need not win), in the game's words
      const lines = s.order.map((seat) => el("li", { class: s.winners.includes(seat) ? "winner" : "" },
        el("span", { class: "dot", style: Studio.seatDot(seat) }), " ",
        t(s.winners.includes(seat) ? "web-score-winner" : "web-score", { player: s.names[seat], score: s.points[seat] })));
      if (!s.winners.length) lines.unshift(el("li", { class: "winner", text: t("web-no-winner") }));
      document.getElementById("scores").replaceChildren(...lines);
      // the score sheet by part and where the money came from (the terminal's), every safe revealed
      document.getElementById("sheet").replaceChildren(...(s.sheet || []).map((tab) => el("div", { class: "sheet" },
        el("h3", { text: tab.title }),
        el("table", {},
          ...(tab.header.length ? [el("thead", {}, el("tr", {}, ...tab.header.map((h) => el("th", { text: h }))))] : []),
          el("tbody", {}, ...tab.rows.map((row) => el("tr", {}, ...row.map((cell, i) =>
            el(i ? "td" : "th", { text: cell })))))))));
    }
  }

  function drawLog() {
    const list = document.getElementById("log");
    list.replaceChildren(...logLines.map((line) => el("li",
      { style: line.seat === null ? "" : `border-left-color:${Studio.seatColour(line.seat)}` }, line.text)));
    list.scrollTop = list.scrollHeight;
  }

  async function choose(option) {
    if (busy) return;
    busy = true;
    hideMenu();
    try {
      render(await api(`/api/play/${table}/choose`, { method: "POST", query: { lang: Studio.lang },
        body: { option, version: state.version, log: logLines.length } }));
      showQuestion();
    } catch (err) {
      Studio.toast(err.message);
      await load(true);
    } finally {
      busy = false;
    }
  }

  // the next question in view after a click low on the page (a phone: the question sits above the board; a wide
  // screen keeps it in a sticky column, so this moves nothing there)
  function showQuestion() {
    const turn = document.getElementById("turn");
    const box = turn.getBoundingClientRect();
    const bar = document.querySelector("header.bar")?.getBoundingClientRect().bottom || 0;
    if (box.top < bar || box.top > innerHeight - 80) {
      window.scrollBy({ top: box.top - bar - 8, behavior: "instant" });
    }
  }

  async function load(full) {
    render(await api(`/api/play/${table}/state`, { query: { lang: Studio.lang, log: full ? 0 : logLines.length } }));
  }

  async function poll() {  // wait for the table to move: each answer comes when it has, or after a while
    const mine = ++polling;
    while (mine === polling) {
      try {
        const next = await api(`/api/play/${table}/state`, { query: { lang: Studio.lang, after: state ? state.version : -1,
          log: logLines.length } });
        if (mine === polling && !busy) render(next);
      } catch (err) {
        await new Promise((r) => setTimeout(r, 2000));
      }
    }
  }

  // ---------------------------------------------------------- the board's places and tooltips
  const tip = document.getElementById("tip");
  const menu = document.getElementById("menu");

  // what a thing on the board is: its component's rule text, or its own words; and when a click there takes
  // one of the seat's options, that option in the words of the option list (what the click will do)
  function textOf(node) {
    const id = node.closest("[data-component]")?.dataset.component;
    const words = node.closest("[data-tip]")?.dataset.tip;
    const info = id && state.texts[id] ? state.texts[id] : words ? { name: words, kind: "", lines: [] } : null;
    const live = node.closest("[data-option], [data-options]");
    const ids = !live || state.current !== state.seat ? [] : live.dataset.option ? [live.dataset.option] : live.dataset.options.split(" ");
    const labels = Object.fromEntries(state.options.map((o) => [o.id, o.label]));
    const does = ids.filter((i) => labels[i]).map((i) => labels[i]);
    if (!does.length) return info;
    return { name: does.join(" · "), kind: info ? info.name : "", lines: info ? info.lines : [] };
  }

  let shownAt = 0;

  function showTip(node, x, y) {
    const info = textOf(node);
    if (!info) return hideTip();
    shownAt = performance.now();
    tip.replaceChildren(el("div", { class: "name", text: info.name }), info.kind ? el("div", { class: "kind", text: info.kind }) : "",
      info.lines.length ? el("ul", {}, ...info.lines.map((l) => el("li", { text: l }))) : "");
    tip.hidden = false;
    const w = tip.offsetWidth, h = tip.offsetHeight;
    tip.style.left = `${Math.max(8, Math.min(x + 14, innerWidth - w - 8))}px`;
    tip.style.top = `${y + 18 + h > innerHeight ? Math.max(8, y - h - 10) : y + 18}px`;
  }

  function hideTip() { tip.hidden = true; }
  function hideMenu() { menu.hidden = true; }

  function offer(ids, x, y) {
    const labels = Object.fromEntries(state.options.map((o) => [o.id, o.label]));
    menu.replaceChildren(...ids.filter((id) => labels[id]).map((id) => el("button", { type: "button", onclick: () => choose(id) }, labels[id])));
    menu.hidden = false;
    menu.style.left = `${Math.max(8, Math.min(x, innerWidth - menu.offsetWidth - 8))}px`;
    menu.style.top = `${Math.max(8, Math.min(y, innerHeight - menu.offsetHeight - 8))}px`;
  }

  const panels = document.getElementById("panels");
  panels.addEventListener("pointermove", (e) => { if (e.pointerType === "mouse") showTip(e.target, e.clientX, e.clientY); });
  panels.addEventListener("pointerleave", hideTip);
  panels.addEventListener("click", (e) => {
    const one = e.target.closest("[data-option]");
    const several = e.target.closest("[data-options]");
    if (one && state.current === state.seat) return choose(one.dataset.option);
    if (several && state.current === state.seat) return offer(several.dataset.options.split(" "), e.clientX, e.clientY);
    hideMenu();
    if (textOf(e.target)) showTip(e.target, e.clientX, e.clientY);  // a tap shows what a thing does
    else hideTip();
  });
  document.getElementById("options").addEventListener("pointermove", (e) => {
    if (e.pointerType === "mouse" && e.target.closest("[data-component]")) showTip(e.target, e.clientX, e.clientY);
    else hideTip();
  });
  document.addEventListener("keydown", (e) => { if (e.key === "Escape") { hideMenu(); hideTip(); } });
  // a scroll leaves a tip behind its thing: hide it (unless the scroll brought the thing into view)
  document.addEventListener("scroll", () => { if (performance.now() - shownAt > 300) hideTip(); }, { passive: true });

  document.getElementById("save").addEventListener("click", async () => {
    try {
      const text = await api(`/api/play/${table}/save`);
      const blob = new Blob([typeof text === "string" ? text : JSON.stringify(text, null, 1)], { type: "application/json" });
      const a = el("a", { href: URL.createObjectURL(blob), download: `${Studio.info.game}-${table}.json` });
      document.body.append(a);
      a.click();
      a.remove();
      Studio.toast(t("web-saved-game"));
    } catch (err) {
      Studio.toast(err.message);
    }
  });
  for (const node of document.querySelectorAll(".host-only")) node.hidden = !host;

  // the table as it stood when the page was asked for, drawn at once (no blank board while the words load)
  const first = document.getElementById("first-state");
  let early = null;
  try {
    early = first && first.textContent.trim() ? JSON.parse(first.textContent) : null;
  } catch (err) {
    early = null;
  }
  if (early && early.lang !== Studio.lang) early = null;  // not in this reader's words: asked for again below
  if (early && early.panels) {
    state = early;
    logLines = early.log.lines;
    drawPanels();
    document.getElementById("prompt").textContent = early.current === early.seat && !early.over ? early.prompt : "";
  }

  // the language its player picks is the seat's: its link opens in it next time, in any browser (D-341)
  Studio.onChoose((lang) => api(`/api/play/${table}/language`, { method: "POST", body: { lang } }).catch(() => {}));
  Studio.start(async () => {
    if (early && early.lang === Studio.lang) {
      state = null;  // drawn again with the page's words (the same answer: no second request)
      render(early);
    } else {
      await load(true);
    }
    early = null;
    poll();
  });
})();
