# 效果语言本身在每个游戏中提出的问题：may、choose、repeat up to。

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
