// The studio's first page: start a game (you, other people, bots), load a saved one, open the editor.
"use strict";
(() => {
  const { api, t, el, link } = Studio;
  let about = null;

  function seatRows() {
    const n = Number(document.getElementById("players").value);
    const box = document.getElementById("seats");
    const kept = [...box.querySelectorAll("select[data-seat]")].map((s) => s.value);
    const bots = Studio.info.bots || {};
    const firstBot = Object.keys(bots).find((b) => b !== "random") || "random";
    const spoken = [...box.querySelectorAll("select.seat-lang")].map((s) => s.value);
    const names = Studio.info.names || {};
    box.replaceChildren(...Array.from({ length: n }, (_, i) => {
      const select = el("select", { "data-seat": i, "aria-label": t("web-seat", { seat: i + 1 }) },
        new Option(i === 0 ? t("web-seat-you") : t("web-seat-person"), "human"),
        ...Object.entries(bots).map(([name, label]) => new Option(label, name)));
      select.value = kept[i] || (i === 0 ? "human" : firstBot);
      // another person's language: their link opens in it (unset: the language of the browser that opens it)
      const language = i === 0 ? null : el("select", { class: "seat-lang", "data-seat-lang": i,
        "aria-label": t("web-seat-language", { seat: i + 1 }) }, new Option(t("web-seat-language-browser"), ""),
        ...Studio.info.languages.map((l) => new Option(names[l] || l, l)));
      if (language) {
        language.value = spoken[i - 1] || "";
        language.hidden = select.value !== "human";
        select.addEventListener("change", () => { language.hidden = select.value !== "human"; });
      }
      return el("div", { class: "seat-row" }, el("span", { class: "dot", style: Studio.seatDot(i) }),
        el("span", { text: t("web-seat", { seat: i + 1 }) }), select, language);
    }));
  }

  function showLinks(data) {
    const seats = Object.keys(data.links).map(Number).sort((a, b) => a - b);
    const mine = seats[0];
    const own = link(`/play/${data.table}`, { seat: new URL(data.links[mine], location.origin).searchParams.get("token"),
      lang: Studio.lang });  // the page comes with its board drawn, in the reader's words
    if (seats.length === 1) {
      location.href = own;
      return;
    }
    const list = document.getElementById("link-list");
    list.replaceChildren(...seats.map((s) => {
      const href = s === mine ? own : data.links[s];
      const full = new URL(href, location.origin).href;
      return el("li", {}, el("strong", { text: t("web-seat", { seat: s + 1 }) + " " }),
        s === mine ? el("a", { href, text: t("web-open-my-seat") }) : el("code", { text: full }));
    }));
    document.getElementById("links").hidden = false;
    about = null;  // the list of games in progress has one more
    refresh();
  }

  async function startGame(event) {
    event.preventDefault();
    const seats = [...document.querySelectorAll("#seats select[data-seat]")].map((s) => s.value);
    const langs = seats.map((_, i) => {  // your own seat opens in this page's language; another's as chosen for it
      const chosen = document.querySelector(`#seats select[data-seat-lang="${i}"]`);
      return i === 0 ? Studio.lang : chosen && chosen.value && seats[i] === "human" ? chosen.value : null;
    });
    try {
      const data = await api("/api/games", { method: "POST",
        body: { players: seats.length, seats, langs, seed: Number(document.getElementById("seed").value) || 0,
          hints: document.getElementById("hints").checked } });
      showLinks(data);
    } catch (err) {
      Studio.toast(err.message);
    }
  }

  async function startLesson() {  // "Learn to play": the game's lesson, the person's seat against the bot
    try {
      showLinks(await api("/api/lessons", { method: "POST", body: {} }));
    } catch (err) {
      Studio.toast(err.message);
    }
  }

  async function loadGame() {
    const file = document.getElementById("load-file").files[0];
    if (!file) return;
    try {
      const data = await api("/api/games/load", { method: "POST", body: await file.text(), raw: true });
      showLinks(data);
    } catch (err) {
      Studio.toast(err.message);
    }
  }

  async function refresh() {
    about = about || (await api("/api/studio"));
    const players = document.getElementById("players");
    const chosen = players.value || String(about.players.includes(2) ? 2 : about.players[0]);
    players.replaceChildren(...about.players.map((n) => new Option(String(n), String(n))));
    players.value = chosen;
    const named = t("game-name");  // the game's name in the page's language; its id when it has none
    document.querySelector(".game-name").textContent =
      named !== "game-name" ? named : about.game.charAt(0).toUpperCase() + about.game.slice(1);
    document.title = `${document.querySelector(".game-name").textContent} ${t("web-studio")}`;
    seatRows();
    document.getElementById("learn").hidden = !about.lesson;
    const games = document.getElementById("games");
    const open = about.tables.filter((g) => Object.keys(g.keys).length);
    games.replaceChildren(...(open.length ? open.map((g) => {
      const first = Object.keys(g.keys).sort()[0];
      return el("li", {}, el("a", { href: link(`/play/${g.id}`, { seat: g.keys[first] }),
        text: t(g.over ? "web-game-over-item" : "web-game-item", { players: g.players }) }));
    }) : [el("li", { class: "hint", text: t("web-no-games") })]));
  }

  document.getElementById("players").addEventListener("change", seatRows);
  if (new URLSearchParams(location.search).get("hints") === "1") {  // from a lesson's end: a game with hints
    document.getElementById("hints").checked = true;
    document.getElementById("new-game").scrollIntoView({ block: "start" });
  }
  document.getElementById("new-game").addEventListener("submit", startGame);
  document.getElementById("load-file").addEventListener("change", loadGame);
  document.getElementById("learn-start").addEventListener("click", startLesson);
  Studio.start(refresh);
})();
