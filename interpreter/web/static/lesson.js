// A lesson's narration beside the board (web/lessons.py): what the narrator says now, sent to this seat
// only and in its language; the step it has reached. The seat's options stay focusable buttons: after a
// choice the first new option takes the focus, so a lesson is played from the keyboard (Tab, Enter).
"use strict";
(() => {
  const { t, el, link } = Studio;
  const box = document.getElementById("lesson");

  document.addEventListener("studio:table", (event) => {
    const lesson = event.detail.lesson;
    box.hidden = !lesson;
    if (!lesson) return;
    document.getElementById("lesson-step").textContent = lesson.over ? t("web-lesson-over")
      : t("web-lesson-step", { step: Math.min(lesson.step + 1, lesson.steps), steps: lesson.steps });
    const lines = document.getElementById("lesson-lines");
    lines.scrollTop = 0;
    lines.replaceChildren(...lesson.lines.map((text, i) =>
      el("p", { text, class: lesson.after[i] ? "after" : "" })));
    if (lesson.over && Studio.seatKey) {  // then a normal game with hints: the host's first page, its switch on
      lines.append(el("p", {},
        el("a", { class: "button", id: "lesson-hints-game", href: link("/", { hints: 1, lang: Studio.lang }),
          text: t("web-lesson-hints-game") })));
    }
    const first = document.querySelector("#options button");
    if (first && (document.activeElement === document.body || !document.activeElement)) first.focus({ preventScroll: true });
  });
})();
