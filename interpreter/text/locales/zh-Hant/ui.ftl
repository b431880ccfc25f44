# 效果語言本身在每個遊戲中提出的問題：may、choose、repeat up to。

player = 玩家 { $number }
prompt-may = 是否{ $node }？
prompt-choose = 選擇一項：
prompt-repeat = 是否執行？（還可執行至多 { $left } 次：{ $node }）
opt-yes = 是：{ $node }
opt-no = 否
opt-node = { $node }
opt-done = 到此為止
opt-again = 執行一次：{ $node }
opt-stop = 停止
