# 效果语言本身在每个游戏中提出的问题：may、choose、repeat up to、由哪名玩家执行、先结算哪个触发；以及它自己记录的内容。

player = 玩家 { $number }
prompt-may = 是否{ $node }？
prompt-choose = 选择一项：
prompt-repeat = 是否执行？（还可执行至多 { $left } 次：{ $node }）
opt-yes = 是：{ $node }
opt-no = 否
opt-node = { $node }
opt-done = 到此为止
opt-again = 执行一次：{ $node }
opt-stop = 停止
prompt-player = 选择由哪名玩家执行：{ $deed }
opt-player = { $seat }
prompt-trigger-order = 你的多个配件同时触发：先结算哪一个？
opt-trigger = { $component }：{ $node }
log-once = { $seat } 使用了{ $component }的仅限一次的效果。
