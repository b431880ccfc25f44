// The editor's pins (issue 28 item 1; interpreter/web/pinning.py): for the component open in the editor, per
// language, the text generated from what runs beside the text a translator pinned, the pin's state (valid, stale,
// refused with each reason at its place in the pins file) and its reviewer's mark; and a form that writes or
// removes a language's pin through the same code as `speakeasy pin` (refused, in the reader's words, where
// `speakeasy check` would refuse it). editor.js says which component is open ("studio:component").
"use strict";
(() => {
  const { api, t, el } = Studio;
  let shown = null;  // the id whose pins are drawn
  let asked = 0;

  const STATES = { none: "web-pin-state-none", valid: "web-pin-state-valid", stale: "web-pin-state-stale",
                   refused: "web-pin-state-refused", unknown: "web-pin-state-unknown" };

  function lines(list) {
    return el("ul", {}, ...list.map((line) => el("li", { text: line })));
  }

  // a problem as the checker says it, in the reader's words: its place in the pins file, then its first line
  // (the two texts it quotes stand side by side above it already)
  // (a pin refused as it is written: where it stands in the text typed, which is not in the file yet)
  function problem(p) {
    const at = p.in_text === undefined ? t("web-at", { line: p.line, column: p.column })
      : p.in_text ? t("web-pin-at", { line: p.in_text[0], column: p.in_text[1] }) : "";
    return el("li", {}, at ? el("span", { class: "where", text: at }) : "", at ? " " : "",
      p.message.split("\n")[0].replace(/[:：]\s*$/, ""),
      ...(p.detail ? [el("div", { class: "detail", lang: "en", text: p.detail })] : []));
  }

  function mark(row) {
    if (!row.reviewer) return t("web-pin-not-reviewed");
    return row.reviewed ? t("web-pin-reviewed", { reviewer: row.reviewer, date: row.reviewed })
      : t("web-pin-reviewed-undated", { reviewer: row.reviewer });
  }

  function form(id, row) {
    const text = el("textarea", { rows: "4", lang: row.lang, spellcheck: "false", "data-pin-text": row.lang });
    text.value = (row.pinned || row.generated).join("\n");
    const reviewer = el("input", { autocomplete: "name", "data-pin-reviewer": row.lang });
    const box = el("div", { class: "result", hidden: true, "aria-live": "polite" });
    const names = Studio.info.names || {};

    async function send(remove) {
      if (remove && !window.confirm(t("web-pin-remove-confirm", { language: names[row.lang] || row.lang }))) return;
      box.hidden = false;
      try {
        const r = await api("/api/editor/pin", { method: "POST", body: {
          id, lang: row.lang, text: text.value, reviewer: reviewer.value, remove } });
        // drawn again with the pin as it is now: the words of what was done stand in the new form
        await draw(id, true, { lang: row.lang, text: t(r.removed ? "web-pin-removed" : "web-pin-written", { path: r.path }) });
      } catch (err) {
        box.className = "result bad";
        box.replaceChildren(el("div", { text: err.message }),
          err.errors.length ? el("ol", { class: "errors" }, ...err.errors.map(problem)) : "");
      }
    }
    return el("details", { class: "pin-form" }, el("summary", { text: t("web-pin-edit") }),
      el("label", {}, el("span", { text: t("web-pin-text") }), text),
      el("label", {}, el("span", { text: t("web-pin-reviewer") }), reviewer),
      el("div", { class: "row" },
        el("button", { type: "button", "data-pin-write": row.lang, onclick: () => send(false) }, t("web-pin-write")),
        row.pinned ? el("button", { type: "button", class: "secondary", "data-pin-remove": row.lang, onclick: () => send(true) },
          t("web-pin-remove")) : ""),
      box);
  }

  function language(id, row) {
    const names = Studio.info.names || {};
    const where = row.pinned ? t("web-pin-where", { file: row.file, line: row.line }) : row.file;
    return el("section", { class: `pin-row pin-${row.state}`, "data-lang": row.lang },
      el("h3", {}, el("span", { text: names[row.lang] || row.lang }),
        el("span", { class: `pin-badge pin-${row.state}`, text: t(STATES[row.state]).split(/[:：]/)[0] })),
      el("div", { class: "pin-pair" },
        el("div", { class: "pin-side", lang: row.lang }, el("h4", { text: t("web-pin-generated") }), lines(row.generated)),
        el("div", { class: "pin-side pinned", lang: row.lang }, el("h4", { text: t("web-pin-pinned") }),
          row.pinned ? lines(row.pinned) : el("p", { class: "hint", text: "—" }))),
      el("p", { class: "pin-state", text: t(STATES[row.state]) }),
      row.problems && row.problems.length && row.state !== "stale" ? el("ol", { class: "errors" }, ...row.problems.map(problem)) : "",
      row.file_problems.length ? el("div", { class: "result bad" }, el("div", { text: t("web-pin-file-problems") }),
        el("ol", { class: "errors" }, ...row.file_problems.map(problem))) : "",
      row.english_changed ? el("p", { class: "pin-warn", text: t("web-pin-english-changed") }) : "",
      row.draft_stales ? el("p", { class: "pin-warn", text: t("web-pin-draft-stales") }) : "",
      row.pinned ? el("p", { class: "hint pin-mark", text: mark(row) }) : "",
      el("p", { class: "hint pin-file" }, el("code", { text: where })),
      form(id, row));
  }

  async function draw(id, again = false, done = null) {
    const box = document.getElementById("pins");
    if (!box || (!again && id === shown && box.childElementCount)) return;
    const mine = ++asked;
    let view;
    try {
      view = await api("/api/editor/pins", { query: { id } });
    } catch (err) {
      if (mine === asked) box.replaceChildren(el("p", { class: "hint", text: err.message }));
      return;
    }
    if (mine !== asked) return;
    shown = id;
    // an open form keeps what was typed in it when the panel is drawn again (after a write: the others)
    const open = new Set([...box.querySelectorAll("details.pin-form[open]")].map((d) => d.closest(".pin-row").dataset.lang));
    box.replaceChildren(...(view.pinnable ? view.languages.map((row) => language(id, row))
      : [el("p", { class: "hint", text: t("web-pins-none-here") })]));
    for (const d of box.querySelectorAll("details.pin-form")) if (open.has(d.closest(".pin-row").dataset.lang)) d.open = true;
    const said = done && box.querySelector(`.pin-row[data-lang="${done.lang}"] .pin-form .result`);
    if (said) {
      said.hidden = false;
      said.className = "result ok";
      said.replaceChildren(el("div", { text: done.text }));
    }
  }

  document.addEventListener("studio:component", (e) => { draw(e.detail.id, e.detail.again); });
})();
