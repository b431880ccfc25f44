# 效果語言本身在每個遊戲中提出的問題：may、choose、repeat up to、由哪名玩家執行、先結算哪個觸發；以及它自己記錄的內容。

player = 玩家 { $number }
prompt-may = 是否{ $node }？
prompt-choose = { $count ->
    [1] 選擇一項：
   *[other] { $done ->
        [0] 選擇一項（至多 { $count } 項，各不相同）：
       *[other] 再選擇一項（還可至多 { $left } 項），或到此為止：
    }
  }
prompt-repeat = { $done ->
    [0] 是否{ $node }？（至多 { $left } 次）
   *[other] 是否再{ $node }？（還可至多 { $left } 次）
  }
prompt-repeat-choose = { $done ->
    [0] 選擇一項（至多可執行 { $left } 次）：
   *[other] 再選擇一項（還可至多 { $left } 次），或到此為止：
  }
prompt-choose-or-not = { $count ->
    [1] 選擇一項，或都不執行：
   *[other] 選擇一項（至多 { $count } 項，各不相同），或都不執行：
  }
opt-none = 都不執行
opt-yes = 是：{ $node }
opt-no = 不執行
opt-node = { $node }
opt-done = 到此為止
opt-again = 是：{ $node }
opt-stop = { $done ->
    [0] 否
   *[other] 否，到此為止
  }
prompt-player = 選擇由哪名玩家執行：{ $deed }
opt-player = { $seat }
prompt-trigger-order = 你的多個配件同時觸發：先結算哪一個？
opt-trigger = { $component }：{ $node }
log-once = { $seat } 使用了{ $component }的僅限一次的效果。
log-roll = { $seat } 擲骰子：{ $face } 點。
log-counter = { $component }上現有 { $amount } { $measure }{ $counter }。

# 對局結果的用詞（interpreter/harness/outcomes.py）；遊戲可有意重新定義（TextKit.overrides）
game-score = 得分
game-points = { $score } 分
game-places = 行動落點
metric-no_winner = 無人獲勝的對局
metric-shared_win = 共同獲勝的對局

# --- issue 29 (teach29): an option that names only a place or a component, with what it does
opt-does = { $label }：{ $does }
# (issue 28) a `may`'s "no" among the answers of the question its step asks ("which card?")
opt-decline = 不執行

# 配件上的計數，寫在配件名稱旁：「2 枚硬幣」，「小金庫：2 枚硬幣」
counter-held = { $amount } { $measure }{ $counter }
counted = { $name }：{ $counters }
