# 效果语言本身在每个游戏中提出的问题：may、choose、repeat up to、由哪名玩家执行、先结算哪个触发；以及它自己记录的内容。

player = 玩家 { $number }
prompt-may = 是否{ $node }？
prompt-choose = { $count ->
    [1] 选择一项：
   *[other] { $done ->
        [0] 选择一项（最多可选 { $count } 项，不可重复）：
       *[other] 再选择一项（最多还可选 { $left } 项），或到此为止：
    }
  }
prompt-repeat = { $done ->
    [0] 是否{ $node }？（最多 { $left } 次）
   *[other] 是否再{ $node }？（最多还可 { $left } 次）
  }
prompt-repeat-choose = { $done ->
    [0] 选择一项（最多可执行 { $left } 次）：
   *[other] 再选择一项（最多还可 { $left } 次），或到此为止：
  }
prompt-choose-or-not = { $count ->
    [1] 选择一项，或都不执行：
   *[other] 选择一项（最多可选 { $count } 项，不可重复），或都不执行：
  }
opt-none = 都不执行
opt-yes = 是：{ $node }
opt-no = 不执行
opt-node = { $node }
opt-done = 到此为止
opt-again = 是：{ $node }
opt-stop = { $done ->
    [0] 否
   *[other] 否，到此为止
  }
prompt-player = 选择由哪名玩家执行：{ $deed }
opt-player = { $seat }
prompt-trigger-order = 你的多个配件同时触发：先结算哪一个？
opt-trigger = { $component }：{ $node }
log-once = { $seat } 使用了{ $component }的仅限一次的效果。
log-roll = { $seat } 掷骰子：{ $face } 点。
log-counter = { $component }上现有 { $amount } { $measure }{ $counter }。

# 对局结果的用词（interpreter/harness/outcomes.py）；游戏可有意重新定义（TextKit.overrides）
game-score = 得分
game-points = { $score } 分
game-places = 行动落点
metric-no_winner = 无人获胜的对局
metric-shared_win = 共同获胜的对局

# --- issue 29 (teach29): an option that names only a place or a component, with what it does
opt-does = { $label }：{ $does }
# (issue 28) a `may`'s "no" among the answers of the question its step asks ("which card?")
opt-decline = 不执行

# 配件上的计数，写在配件名称旁：“2 枚硬币”，“小金库：2 枚硬币”
counter-held = { $amount } { $measure }{ $counter }
counted = { $name }：{ $counters }
