# 終端機自己的文字（`speakeasy play`，interpreter/cli/terminal.py），所有遊戲共用。
# 指令可用英文輸入，也可用 term-cmd-* 給出的中文詞。

term-header = 《{ $game }》：{ $players } 名玩家，亂數種子 { $seed }。
term-seat = { $seat }：{ $who }
term-seat-you = 你
term-seat-human = 本終端機的另一名玩家
term-bot-random = 隨機電腦玩家
term-question = { $seat }：{ $prompt }
term-start = 輸入選項的編號即可選擇；輸入「說明」查看指令列表。
term-cmd-view = 查看
term-cmd-info = 規則
term-cmd-log = 紀錄
term-cmd-save = 存檔
term-cmd-help = 說明
term-cmd-quit = 離開
term-help =
    輸入選項的編號即可選擇。指令：
      { $view }　　　　　整個桌面：所有玩家、地圖、地點、展示區
      { $view }　部分　　只看其中一部分：{ $view } 我、{ $view } 地圖、{ $view } 玩家……
      { $info }　編號　　該編號選項的規則文字（也可輸入：？ 編號）
      { $info }　名稱　　某個配件的規則文字，可輸入其名稱（或名稱的開頭）或編號
      { $log }　　　　　完整的遊戲紀錄
      { $save }　檔名　　儲存遊戲（之後可用 speakeasy play --load 檔名 繼續）
      { $help }　　　　　本列表
      { $quit }　　　　　離開遊戲
    直接按輸入鍵可再次顯示目前的問題。
term-not-option = 「{ $input }」不是此處的選項：請輸入 1 到 { $count } 之間的編號，或輸入「{ $help }」。
term-save-usage = 儲存遊戲請輸入：{ $save } 檔名
term-saved = 已儲存到 { $file }。之後可用 speakeasy play --load { $file } 繼續。
term-save-failed = 無法將遊戲儲存到 { $file }。
term-end-of-input = （輸入結束：離開遊戲；{ $kept }。）
term-info-usage = { $info } 編號（或 ？ 編號）顯示該編號選項的規則文字；{ $info } 名稱 顯示某個配件的規則文字，可輸入名稱或編號。
term-info-option = 選項 { $number }：{ $label }
term-component = { $name }（{ $type }）
term-info-nothing = 沒有更多可讀的內容：選項本身已說明一切。
term-info-unknown = 沒有名為「{ $input }」的選項或配件。
term-info-several = 「{ $input }」可能是：{ $names }。請輸入更完整的名稱。
term-final-scores = 最終得分
term-score = { $seat }：{ $score }
term-winner = { $count ->
    [0] 無人獲勝。
    [1] 獲勝者：{ $players }。
   *[other] 共同獲勝：{ $players }。
  }
term-autosave-failed = （無法自動儲存到 { $file }；遊戲繼續。請自行輸入「存檔 檔名」儲存。）
term-kept = 遊戲已自動儲存在 { $file }：可用 speakeasy play --resume 繼續
term-not-kept = 遊戲沒有自動儲存
term-save-before-leaving = 離開前要儲存嗎？輸入檔名，或直接按換行鍵離開（{ $kept }）。
term-internal-error = 電腦玩家行動時發生內部錯誤（{ $error }）；遊戲無法繼續（{ $kept }）。
term-internal-error-undone = 執行「{ $choice }」時發生內部錯誤（{ $error }）：該步已復原，請重新回答問題（{ $kept }）。
term-command-failed = 該命令執行失敗（{ $error }）；遊戲繼續。
term-save-folder = 無法將遊戲儲存到 { $file }：這是資料夾，請給出檔名。
term-overwrite = { $file } 已存在：要覆寫嗎？[是/否]
term-yes = 是
term-not-saved = 未儲存。

# --- issue 29 (teach29): the terminal fits a terminal
term-ask-again = （按輸入鍵再次顯示問題）
term-view-parts = 只看一部分：{ $view } { $parts }。
term-view-unknown = 桌面上沒有叫「{ $input }」的部分：{ $view } { $parts }。
term-concept = { $name }（規則：{ $page }）
# (issue 28) a new game's first line when an unfinished autosaved game is moved aside
term-kept-previous = （之前自動儲存的未完成遊戲已另存為 { $file }：可用 speakeasy play --load { $file } 繼續）

# (issue 28) the book's title and the line under it
book-title = { $game }規則參考
book-generated = 由規則資料生成（指紋 { $fingerprint }）。

# `why`：問題中未列出的選項及原因（issue 29）
term-cmd-why = 為什麼
term-help-why = { "  " }{ $why }　名稱　未列出的選項為什麼不能選（全部，或名稱中含有該名稱的）
term-why-line = { "  " }{ $option }：{ $why }
term-why-none = 這個問題沒有被排除的選項：能選的都已列出。
term-why-unknown = 沒有叫「{ $input }」的未列出選項。
