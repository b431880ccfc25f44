// What every page of the studio shares: its token, its requests, its words in the reader's language.
// The token comes with the address `speakeasy serve` printed (or a seat's link); every request shows it.
"use strict";

const Studio = (() => {
  const params = new URLSearchParams(location.search);
  const token = params.get("token") || "";
  const seatKey = params.get("seat") || "";
  let words = {};
  let names = {};
  // The page's language: the one its address or its seat chose (the server read them: data-chosen), else the
  // reader's own choice on this studio, else the first of the browser's languages the studio speaks (data-accepted)
  const root = document.documentElement.dataset;
  let lang = root.chosen || localStorage.getItem("studio-lang") || root.accepted || "en";
  const choosers = [];  // called when the reader picks a language in the menu (a seat's page keeps it: board.js)
  let info = { languages: ["en"], game: "" };
  const listeners = [];

  class StudioError extends Error {
    constructor(message, errors, status) {
      super(message);
      this.errors = errors || [];
      this.status = status;
    }
  }

  async function api(path, { method = "GET", body = null, raw = false, query = {} } = {}) {
    const url = new URL(path, location.origin);
    url.searchParams.set("lang", lang);  // what the server says back (a refusal, a board) is in the reader's words
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    const headers = { "X-Studio-Token": token };
    if (seatKey) headers["X-Studio-Seat"] = seatKey;
    if (body !== null && !raw) headers["Content-Type"] = "application/json";
    const res = await fetch(url, { method, headers, body: body === null ? null : raw ? body : JSON.stringify(body) });
    const type = res.headers.get("content-type") || "";
    const data = type.includes("json") ? await res.json() : await res.text();
    if (!res.ok) {
      const message = typeof data === "string" ? data : data.error || res.statusText;
      throw new StudioError(message, typeof data === "string" ? [] : data.errors, res.status);
    }
    return data;
  }

  // A message of the page in the current language; {$name} places are filled from args.
  function t(key, args = {}) {
    let text = (args.count === 1 && words[`${key}#one`]) || words[key] || key;
    for (const [k, v] of Object.entries(args)) text = text.split(`{$${k}}`).join(String(v));
    return text;
  }

  function applyWords(root = document) {
    for (const el of root.querySelectorAll("[data-t]")) el.textContent = t(el.dataset.t);
    for (const el of root.querySelectorAll("[data-t-placeholder]")) el.placeholder = t(el.dataset.tPlaceholder);
    for (const el of root.querySelectorAll("[data-t-title]")) el.title = t(el.dataset.tTitle);
    for (const el of root.querySelectorAll("[data-t-aria]")) el.setAttribute("aria-label", t(el.dataset.tAria));
  }

  async function setLanguage(next) {
    const data = await api("/api/words", { query: { lang: next } });
    words = data.words;
    names = data.names;
    lang = data.lang;
    info = data;
    paint(data.palette);
    localStorage.setItem("studio-lang", lang);
    document.documentElement.lang = lang;
    if (params.has("lang") && params.get("lang") !== lang) {  // the address says the language shown (a reload keeps it)
      params.set("lang", lang);
      history.replaceState(null, "", `${location.pathname}?${params}${location.hash}`);
    }
    applyWords();
    const select = document.getElementById("lang");
    if (select) {
      select.replaceChildren(...data.languages.map((l) => new Option(names[l] || l, l, false, l === lang)));
    }
    for (const fn of listeners) await fn(lang);
  }

  // The game's colours (harness/palette.py): --seat-N for each seat, --seat-mob for nobody; a seat too pale
  // for the paper is outlined (seatDot), so a white seat shows on the page.
  let outlined = [];
  function paint(palette) {
    if (!palette) return;
    const root = document.documentElement.style;
    palette.seats.forEach((s, i) => root.setProperty(`--seat-${i}`, s.colour));
    root.setProperty("--seat-mob", palette.nobody);
    outlined = palette.seats.map((s) => s.outlined);
  }
  const seatColour = (seat) => `var(--seat-${seat >= 0 ? seat : "mob"})`;
  const seatDot = (seat) => `background:${seatColour(seat)}${outlined[seat] ? ";box-shadow:0 0 0 1.5px var(--ink)" : ""}`;

  function link(path, extra = {}) {
    const url = new URL(path, location.origin);
    url.searchParams.set("token", token);
    for (const [k, v] of Object.entries(extra)) url.searchParams.set(k, v);
    return url.pathname + url.search;
  }

  // A number stays on one line with the Chinese word after it (its measure word) and before it (玩家 2, 第 20 页):
  // those spaces become no-break spaces, as interpreter/text/lines.py `joined` writes them in the book (issue 28).
  const NUMBER_JOINS = /(?<=[0-9]) (?=[\u2e80-\u9fff\uf900-\ufaff])|(?<=[\u2e80-\u9fff\uf900-\ufaff]) (?=[$+-]?[0-9])/g;
  function joined(text) {
    return typeof text === "string" ? text.replace(NUMBER_JOINS, "\u00a0") : text;
  }

  function el(tag, attrs = {}, ...children) {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) {
      if (v === null || v === undefined || v === false) continue;
      if (k === "class") node.className = v;
      else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
      else if (k === "text") node.textContent = joined(v);
      else node.setAttribute(k, v === true ? "" : v);
    }
    for (const c of children.flat()) if (c !== null && c !== undefined && c !== false) node.append(c);
    return node;
  }

  function toast(message) {
    const node = el("div", { class: "toast", role: "status", text: message });
    document.body.append(node);
    setTimeout(() => node.remove(), 3500);
  }

  async function start(onLanguage) {
    if (onLanguage) listeners.push(onLanguage);
    for (const a of document.querySelectorAll("[data-nav]")) {
      a.href = link(a.dataset.nav);
      if (a.dataset.nav === location.pathname) a.classList.add("here");
    }
    const select = document.getElementById("lang");
    if (select) select.addEventListener("change", async () => {
      await setLanguage(select.value);
      for (const fn of choosers) await fn(lang);
    });
    await setLanguage(lang);
  }

  return {
    api, t, el, link, toast, start, setLanguage, applyWords, StudioError,
    onChoose(fn) { choosers.push(fn); },
    get lang() { return lang; },
    get info() { return info; },
    get token() { return token; },
    get seatKey() { return seatKey; },
    seatColour, seatDot,
  };
})();
