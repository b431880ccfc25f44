# 工作室編輯器中的人工譯文（interpreter/web/pinning.py、static/pins.js；issue 28 第 1 項）：譯者為某一語言手寫的
# 配件規則文字，與依據實際執行的效果自動產生的文字並排顯示。

## 編輯器的人工譯文面板
web-pins = 人工譯文
web-pins-intro = 譯者可以為某一語言手寫配件的規則文字。唯有人工譯文與效果所說的一致時才會採用；請對照旁邊自動產生的文字，核對其中的動作、對象、條件與時機。
web-pins-none-here = 此配件沒有可供改寫的規則文字。
web-pin-generated = 自動產生（實際執行的效果）
web-pin-pinned = 人工譯文
web-pin-state-none = 尚無人工譯文：使用自動產生的文字。
web-pin-state-valid = 有效：正在使用人工譯文。
web-pin-state-stale = 已過時：寫下這則譯文之後，此配件的效果已經變更。在重新儲存或移除這則譯文之前，使用自動產生的文字。
web-pin-state-refused = 未通過檢查：使用自動產生的文字。檢查結果：
web-pin-state-unknown = 這則人工譯文所屬的配件不在目前的規則中。
web-pin-english-changed = 這則譯文翻譯之後，英文原文已有改動：請重新核對。
web-pin-draft-stales = 你的修改改變了此配件的效果：修改寫入規則檔案後，這則人工譯文將會過時。
web-pin-reviewed = 審校：{ $reviewer }（{ $date }）
web-pin-reviewed-undated = 審校：{ $reviewer }
web-pin-not-reviewed = 尚未審校
web-pin-where = { $file } 第 { $line } 行
web-pin-at = 譯文第 { $line } 行第 { $column } 欄：
web-pin-edit = 撰寫人工譯文
web-pin-text = 譯文（每條規則文字佔一行）
web-pin-reviewer = 審校人署名（可不填：填寫你的名字，並自動附上今天的日期）
web-pin-write = 儲存人工譯文
web-pin-remove = 移除人工譯文
web-pin-remove-confirm = 要移除{ $language }的人工譯文嗎？移除後將使用自動產生的文字。
web-pin-written = 已儲存至 { $path }。
web-pin-removed = 已從 { $path } 中移除。
web-pin-file-problems = 人工譯文檔案本身有問題：

## 編輯器的人工譯文：拒絕儲存的原因
web-pin-refused = 未儲存：有 { $count } 個問題（規則檢查也會回報這些問題）。人工譯文檔案未作改動。
web-pin-refused-no-pin = { $id } 在此語言中沒有人工譯文。
web-pin-refused-empty = 請先填寫要儲存的譯文。
web-pin-refused-reviewer = 審校人署名須為一行，最多 { $most } 個字元。
web-pin-refused-too-large = 人工譯文檔案將超過 { $most } 位元組。
web-pin-refused-file = 無法讀寫人工譯文檔案：{ $reason }
web-pin-refused-language = 此工作室沒有「{ $lang }」這種語言。
web-pin-refused-request = 人工譯文須以 id、lang 與 text（以及 reviewer、remove）送出。
