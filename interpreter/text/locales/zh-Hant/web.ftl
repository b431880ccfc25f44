# 工作室頁面（speakeasy serve，interpreter/web）顯示的所有文字。{$name} 處由頁面填入。

web-language-name = 繁體中文
web-language = 語言
web-studio = 工作室
web-play = 對局
web-editor = 編輯器
bot-random = 隨機電腦玩家

## 首頁
web-home-title = 編輯規則，開始遊戲
web-home-intro = 修改一張卡牌，立刻看到它能否通過檢查、中英文規則文字如何，以及它對電腦玩家對局的影響。也可以坐下來與電腦玩家和朋友對局。
web-new-game = 新遊戲
web-players = 玩家人數
web-seed = 隨機種子
web-seat = 座位 { $seat }
web-seat-you = 你
web-seat-person = 另一位玩家
web-start = 開始遊戲
web-seat-links = 把各自座位的連結傳給每位玩家；連結只顯示該座位能看到的內容。
web-open-my-seat = 開啟我的座位
web-learn = 邊玩邊學
web-learn-intro = 與一個電腦玩家對戰的短局遊戲。棋盤旁的旁白會在每一步之前講解這一步，並在你選擇之後說明好的玩家會權衡什麼。
web-learn-start = 開始教學
web-lesson = 教學
web-lesson-step = 第 { $step } 步，共 { $steps } 步
web-lesson-over = 教學結束
web-load-game = 讀取存檔
web-choose-file = 選擇存檔檔案……
web-load-hint = 在這裡或用 speakeasy play 儲存的檔案。
web-edit-rules = 編輯規則
web-edit-intro = 所有配件：輸入時即檢查效果文字，以三種語言顯示規則文字，儲存為變體。
web-open-editor = 開啟編輯器
web-games = 進行中的遊戲
web-no-games = 還沒有遊戲。
web-game-item = { $players } 人遊戲
web-game-over-item = 已結束的 { $players } 人遊戲

## 圖板
web-your-turn = 輪到你了
web-waiting-for = 等待 { $player }……
web-you-are = 你是 { $player }
web-game-over = 遊戲結束
web-score = { $player }：{ $score }
web-score-winner = { $player } 以 { $score } 獲勝
web-log = 遊戲紀錄
web-your-view = 你能看到的內容
web-save-game = 儲存遊戲
web-saved-game = 存檔已儲存到下載資料夾。

## 編輯器
web-search = 依編號、名稱或文字搜尋（任何語言）
web-all = 全部
web-revert = 復原我的修改
web-source = 配件的欄位
web-from-variant = 由變體加入
web-checks-clean = 檢查通過
web-errors = { $count } 個錯誤
web-server-time = 檢查用時 { $ms } 毫秒
web-at = 第 { $line } 行第 { $column } 欄：
web-rule-text = 規則文字
web-text-stale = 這是上次通過檢查時的文字：修正錯誤後即會更新。
web-variant = 儲存為變體
web-variant-intro = 你的修改會寫入規則旁的變體檔案，規則本身保持不變。
web-nothing-edited = 尚未修改任何配件。
web-variant-name = 名稱（檔名）
web-variant-description = 用一句話說明它改了什麼
web-default-description = 在工作室中所做的修改
web-save-variant = 儲存變體
web-check-all = 檢查全部規則
web-checking = 正在檢查每個檔案……
web-all-clean = 加上你的修改後，所有規則檔案和語言檔案都通過檢查。
web-saved = 已儲存：{ $path }
web-check-with = 在終端機中這樣檢查：
web-not-saved = 未儲存：加上這些修改後規則無法通過檢查。
web-confirm-merge = { $file } 已存在。要把這些修改加進去嗎（其中的註解和其他修改會保留）？
web-into-rules-title = 改為寫入規則檔案
web-into-rules-intro = 這會直接改寫遊戲附帶的規則檔案（保留其中的註解）。只在你確實想修改基礎遊戲時使用。
web-into-rules = 寫入規則檔案
web-into-rules-confirm = 用你的修改改寫規則檔案嗎？通常儲存為變體更合適。
web-into-rules-done = { $path } 中的規則檔案已包含你的修改。

## 比較
web-compare = 快速比較
web-compare-intro = 電腦玩家在相同的隨機種子下，分別以修改前後的規則對局。
web-games-count = 局數
web-bots = 電腦玩家
web-compare-run = 比較
web-cancel = 取消
web-compare-progress = 已完成 { $done } / { $total } 組對局……
web-compare-cancelled = 比較已取消。
web-compare-failed = 比較中止：
web-compare-summary = { $games } 組對局，{ $players } 名玩家。平均值 ± 95% 信賴區間。
web-compare-estimate = 用這些電腦玩家進行 { $games } 組配對對局約需 { $time }（按這套規則計時一局估算）。
web-compare-estimating = 正在為一局對局計時…
web-compare-remaining = 約剩 { $time }。
web-compare-unused = 修改過的配件（{ $names }）在 { $games } 局中一次都沒有被使用：這次比較說明不了它們的影響。請增加對局數，或換用其他電腦玩家。
web-compare-used = 修改過的配件（{ $names }）在修改後的 { $games } 局中有 { $used } 局被使用。
web-time-seconds = { $n } 秒
web-time-minutes = { $n } 分鐘
web-metric = 指標
web-base = 原規則
web-edited = 修改後
web-difference = 差值
web-significant-note = 粗體的差值為顯著（配對 t 檢定，p < 0.05）。
web-full-report = 完整報告（含圖表）
web-metric-mean_score = 平均得分
web-metric-spread = 得分離散度（標準差）
web-metric-winner_score = 獲勝得分
web-metric-win_seat = 座位 { $seat } 勝率
web-metric-first_player_win = 起始玩家勝率
web-metric-decisions = 每局決策數
web-metric-rounds = 每局輪數

## 拒絕：工作室不做的事，以及原因
web-needs-token = 這個工作室需要它的權杖：請開啟 speakeasy serve 印出的網址。
web-refused-unknown-component = 沒有配件「{ $id }」。
web-refused-too-long = 配件的文字太長（{ $length } 個字元；最多 { $limit } 個）。
web-refused-fix-first = 請先修正錯誤：{ $ids }。
web-refused-name = 變體的名稱只能用小寫字母、數字和「-」（例如 strong-helpers）。
web-refused-description = 請用一行說明這個變體（最多 300 個字元）。
web-refused-nothing-edited = 尚未修改任何內容：請先修改一個配件。
web-refused-applied-before = 工作室在 { $last } 之前套用 { $name }：請換一個名稱儲存。
web-refused-unreadable = { $file } 無法作為 YAML 讀取（{ $problem }）：請換一個名稱。
web-refused-into-rules-variants = 工作室啟動時帶有變體，其修改不在規則檔案中：請把修改儲存為變體。
web-refused-not-in-rules = { $id } 不在任何規則檔案中。
web-refused-game-over = 遊戲已經結束。
web-refused-not-your-turn = 還沒輪到你。
web-refused-moved-on = 局面已經變化：請重新查看。
web-refused-not-an-option = 這不是你的選項。
web-refused-players = 這個遊戲的玩家人數為 { $players }。
web-refused-seats = 每位玩家一個座位，每個座位是以下之一：{ $kinds }。
web-refused-no-person = 至少要有一個座位由真人玩家坐。
web-refused-save-variants = 這局遊戲使用的變體是 { $saved }；工作室使用的是 { $studio }：請用相同的 --variant 啟動。

# 任何遊戲的對局結果（harness/outcomes.py）
web-no-winner = 無人獲勝。
web-metric-no_winner = 無人獲勝的對局
web-metric-shared_win = 共同獲勝的對局
web-metric-win_role = { $role }的勝率

# CodeMirror 編輯器本身的用語
web-cm-diagnostics = 問題
web-cm-no-diagnostics = 沒有問題
web-cm-completions = 此處可寫的內容
web-cm-control-character = 控制字元
web-cm-selection-deleted = 已刪除所選內容

## 工作室保存的對局，以及請求的限制（issue 23）
web-refused-too-many-decisions = 這局遊戲已有 { $limit } 個決定，已達到一局遊戲可保存的上限。
web-refused-full = 工作室保存著 { $games } 局遊戲，且每一局都在進行中：請先下完一局，或等到某一局一週沒有動作，再開始新的一局。
web-gone-finished = 這局遊戲已不再保存：它已經結束，並已被清除，為新的對局騰出空間。
web-gone-idle = 這局遊戲已不再保存：它超過一週沒有任何動作，並已被清除，為新的對局騰出空間。
web-gone-rules = 這局遊戲仍有保存，但它的規則無法在這個版本的程式中載入。
web-gone-changed = 這局遊戲仍有保存，但這個版本的程式已不能照原樣繼續這局遊戲。
web-refused-host = 這個工作室只在 { $hosts } 回應，不在「{ $host }」（其他名稱請用 speakeasy serve --allow-host 指定）。
web-refused-polls = 這個座位已有 { $most } 個頁面在等待局面變化：請關閉其中一個。
web-refused-cannot-write = 工作室無法寫入 { $file }：{ $problem }。
web-refused-link-outside = { $file } 透過連結指向 { $folder } 之外：工作室只在啟動時給定的資料夾內寫入。

# issue 23: rules that loop (interpreter/machine/engine.py RunawayRules)
web-refused-rules-loop = 這些規則陷入了循環：這一步永遠不會結束（反覆執行 { $components }）。這一步沒有執行。
web-refused-rules-do-not-check = 規則未通過檢查。

# issue 23 item 6: a variant named as a Windows device
web-refused-reserved-name = { $name } 是 Windows 保留給裝置的名稱（CON、NUL、COM1…），而變體的名稱就是它的檔名：請換一個。

# 提示（issue 29 item 1）：在你做決定前，電腦玩家會怎麼選、為什麼；新對局的開關
web-hint = 提示：{ $bot }會選擇「{ $option }」。
web-hint-why = 提示：{ $bot }會選擇「{ $option }」：{ $why }。
web-hints = 提示：在你每次做決定前，顯示貪心電腦玩家會怎麼選
web-lesson-hints-game = 開一局帶提示的對局

# 座位的語言（issue 29）：傳給對方的連結以該語言開啟
web-seat-language = 座位 { $seat } 的語言
web-seat-language-browser = 依對方瀏覽器的語言

# 問題中未提供的選項（issue 29）
web-not-offered = 為什麼不能選其他的？（{ $count } 項未提供）
